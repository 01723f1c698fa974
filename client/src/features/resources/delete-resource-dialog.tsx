import { ConfirmDialog } from '@/components/confirm-dialog';
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
