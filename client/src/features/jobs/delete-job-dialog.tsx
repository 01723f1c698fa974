import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { authorName } from '@/lib/names';
import { type JobListItem, useDeleteJob } from './api';
import { focusJobOrList, useFocusReturn } from './focus';
import { applicationCountLabel } from './labels';

/**
 * The poster's Delete asks first (spec-notes), then removes the posting everywhere; staff
 * deleting someone else's give a reason (decision 022).
 */
export function DeleteJobDialog({
  job,
  open,
  onOpenChange,
  onDeleted,
}: {
  job: JobListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteJob();
  const returnFocus = useFocusReturn(focusJobOrList(job.id));
  const count = job.applicationCount ?? 0;

  if (job.deleteNeedsReason) {
    return (
      <DeleteWithReasonDialog
        id={job.id}
        title="Delete this job posting?"
        description={`“${job.title}” by ${authorName(job.poster)} leaves the job board, with any applications. This cannot be undone.`}
        mutation={remove}
        successToast="Job deleted successfully"
        onDeleted={() => {
          onOpenChange(false);
          onDeleted?.();
        }}
        onClose={() => onOpenChange(false)}
        onCloseAutoFocus={returnFocus}
      />
    );
  }

  const confirm = () =>
    remove.mutate(
      { id: job.id },
      {
        onSuccess: () => {
          toast({ title: 'Job deleted successfully' });
          onOpenChange(false);
          onDeleted?.();
        },
        onError: (error) => {
          onOpenChange(false);
          handleMutationError(error);
        },
      },
    );

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
