import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
    remove.mutate(discussionId, {
      onSuccess: () => {
        toast({ title: 'Discussion deleted successfully' });
        setOpen(false);
        navigate('/discussions');
      },
      onError: (error) => {
        setOpen(false);
        handleMutationError(error);
      },
    });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive-text">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this discussion?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this discussion? Its replies will be deleted too. This
            cannot be undone.
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
