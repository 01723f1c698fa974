import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this job posting?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete “{job.title}”? It leaves the job board
            {count > 0 ? `, with its ${applicationCountLabel(count)}` : ''}. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              confirm();
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
