import { ConfirmDialog } from '@/components/confirm-dialog';
import { handleMutationError } from '@/lib/errors';
import { useLeaveConversation } from './conversation-changes';

/**
 * Leave a group (issue 37), after confirming: the conversation leaves the member's inbox
 * and they land there, told so. Only someone in it can bring them back.
 */
export function LeaveConversationDialog({
  threadId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  threadId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const leave = useLeaveConversation(threadId);

  const confirm = () =>
    leave.mutate(undefined, {
      onError: (error) => {
        onOpenChange(false);
        handleMutationError(error);
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={leave.isPending}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Leave this conversation?"
      description="It leaves your inbox and you stop getting its messages. Someone still in it can add you again."
      confirmLabel="Leave"
      pendingLabel="Leaving..."
      onConfirm={confirm}
    />
  );
}
