import type { ReactNode } from 'react';
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

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button, e.g. "Delete". */
  confirmLabel: string;
  /** The confirming button while the server is asked, e.g. "Deleting...". */
  pendingLabel?: string;
  /** The server has not answered yet: the dialog stays open and its buttons are disabled. */
  pending?: boolean;
  /**
   * Called on the confirming button. The dialog does not close by itself: the caller closes
   * it (onOpenChange(false)) once the server answers.
   */
  onConfirm: () => void;
  /** The button that opens the dialog, when the dialog owns it (focus returns to it). */
  trigger?: ReactNode;
  /** Where focus goes on close, when not back to the element that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The one confirmation dialog (spec-notes: destructive actions ask first). While `pending`
 * it is locked: Cancel and the action are disabled and Escape does not close it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending = false,
  onConfirm,
  trigger,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
