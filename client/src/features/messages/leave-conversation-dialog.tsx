import { useLocation } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { forgetConversation, useLeaveConversation } from './conversation-changes';

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
  const [, navigate] = useLocation();

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        navigate('/messages');
        toast({ title: 'You left the conversation' });
        // Its page is on its way out: the thread can go from the cache now.
        void forgetConversation(threadId);
      },
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
