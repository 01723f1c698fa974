import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import { type AdminMember, useLiftSuspension } from './api';

/** Lift suspension, asked first; mounted per opening. */
export function LiftSuspensionDialog({
  member,
  onClose,
}: {
  member: AdminMember;
  onClose: () => void;
}) {
  const lift = useLiftSuspension(member.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Lift suspension"
      description={`${displayName(member)} can sign in again at once.`}
      confirmLabel="Lift suspension"
      pendingLabel="Lifting..."
      pending={lift.isPending}
      onConfirm={() =>
        lift.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Suspension lifted' });
            onClose();
          },
          onError: handleMutationError,
        })
      }
    />
  );
}
