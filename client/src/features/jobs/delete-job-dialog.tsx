import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { type Job, useDeleteJob } from './api';
import { focusJobOrList, useFocusReturn } from './focus';
import { applicationCountLabel } from './labels';

/** The poster's Delete asks first (spec-notes), then removes the posting everywhere. */
export function DeleteJobDialog({
  job,
  open,
  onOpenChange,
  onDeleted,
}: {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteJob();
  const returnFocus = useFocusReturn(focusJobOrList(job.id));
  const count = job.applicationCount ?? 0;

  const confirm = () =>
    remove.mutate(job.id, {
      onSuccess: () => {
        toast({ title: 'Job deleted successfully' });
        onOpenChange(false);
        onDeleted?.();
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
      pending={remove.isPending}
      onCloseAutoFocus={returnFocus}
      title="Delete this job posting?"
      description={
        <>
          Are you sure you want to delete “{job.title}”? It leaves the job board
          {count > 0 ? `, with its ${applicationCountLabel(count)}` : ''}. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={confirm}
    />
  );
}
