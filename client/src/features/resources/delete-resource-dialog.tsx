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
import { type ResourceItem, useDeleteResource } from './api';

/** The uploader's Delete asks first (spec §5), then removes the resource everywhere. */
export function DeleteResourceDialog({
  resource,
  onOpenChange,
}: {
  /** The resource to delete; null: closed. */
  resource: ResourceItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteResource();

  const confirm = () => {
    if (!resource) return;
    remove.mutate(resource.id, {
      onSuccess: () => {
        toast({ title: 'Resource deleted successfully' });
        onOpenChange(false);
      },
      onError: (error) => {
        onOpenChange(false);
        handleMutationError(error);
      },
    });
  };

  return (
    <AlertDialog
      open={resource !== null}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this resource?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this resource?
            {resource ? (
              <span className="mt-2 block font-medium text-foreground">“{resource.title}”</span>
            ) : null}
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
