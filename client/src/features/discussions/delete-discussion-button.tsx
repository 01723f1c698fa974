import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useDeleteDiscussion } from './api';

/** The author's Delete: asks first (spec-notes), then removes it and returns to the list. */
export function DeleteDiscussionButton({ discussionId }: { discussionId: number }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteDiscussion();

  const confirm = () =>
    remove.mutate(
      { id: discussionId },
      {
        onSuccess: () => {
          toast({ title: 'Discussion deleted successfully' });
          setOpen(false);
          navigate('/discussions');
        },
        onError: (error) => {
          setOpen(false);
          handleMutationError(error);
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={remove.isPending}
      trigger={
        <Button type="button" variant="outline" className="text-destructive-text">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this discussion?"
      description="Are you sure you want to delete this discussion? Its replies will be deleted too. This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={confirm}
    />
  );
}
