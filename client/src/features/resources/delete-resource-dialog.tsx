import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { authorName } from '@/lib/names';
import { type ResourceItem, useDeleteResource } from './api';

/**
 * The uploader's Delete asks first (spec §5), then removes the resource everywhere; staff
 * deleting someone else's give a reason (decision 022).
 */
export function DeleteResourceDialog({
  resource,
  onOpenChange,
}: {
  /** The resource to delete; null: closed. */
  resource: ResourceItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteResource();

  if (resource?.deleteNeedsReason) {
    return (
      <DeleteWithReasonDialog
        id={resource.id}
        title="Delete this resource?"
        description={`“${resource.title}”, shared by ${authorName(resource.uploader)}, will be deleted. This cannot be undone.`}
        mutation={remove}
        successToast="Resource deleted successfully"
        onDeleted={() => onOpenChange(false)}
        onClose={() => onOpenChange(false)}
      />
    );
  }

  const confirm = () => {
    if (!resource) return;
    remove.mutate(
      { id: resource.id },
      {
        onSuccess: () => {
          toast({ title: 'Resource deleted successfully' });
          onOpenChange(false);
        },
        onError: (error) => {
          onOpenChange(false);
          handleMutationError(error);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={resource !== null}
      onOpenChange={onOpenChange}
      pending={remove.isPending}
      title="Delete this resource?"
      description={
        <>
          Are you sure you want to delete this resource?
          {resource ? (
            <span className="mt-2 block font-medium text-foreground">“{resource.title}”</span>
          ) : null}
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={confirm}
    />
  );
}
