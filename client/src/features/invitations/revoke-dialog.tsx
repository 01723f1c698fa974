import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import type { useRevokeInvitation } from './api';

/**
 * Revoke, asked first: an e-mail invitation's or a shareable link's (decision 051), each
 * with its own words; the toast says it is done, a refusal says why.
 */
export function RevokeDialog({
  id,
  title,
  description,
  done,
  revoke,
  onClose,
}: {
  id: number;
  title: string;
  description: string;
  /** The toast once revoked. */
  done: string;
  revoke: ReturnType<typeof useRevokeInvitation>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(id, {
          onSuccess: () => {
            toast({ title: done });
            onClose();
          },
          onError: (error) => {
            onClose();
            handleMutationError(error);
          },
        })
      }
    />
  );
}
