import { Slot } from 'radix-ui';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyComponent, preloadOnIntent, useIdlePreload } from '@/lib/lazy-component';
import { DialogLoading, useTriggerFocus } from './lazy-dialog-parts';

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

// Radix's dialog (its focus trap, scroll lock and layers: ~10 KB gzip) is not part of a
// page's first load (issue 35): it downloads once the page is idle, or when the member
// reaches for a trigger first.
const { Component: ConfirmDialogOpen, preload } = lazyComponent(() =>
  import('./confirm-dialog-open').then((m) => m.ConfirmDialogOpen),
);
const preloadQuietly = () => {
  preload().catch(() => {});
};

/**
 * The one confirmation dialog (spec-notes: destructive actions ask first). While `pending`
 * it is locked: Cancel and the action are disabled and Escape does not close it. Its
 * trigger (if it owns one) is drawn here and stays the same element throughout, so focus
 * returns to the very button that opened it; the dialog mounts beside it the first time it
 * opens and then stays mounted, so closing animates as before.
 */
export function ConfirmDialog({ trigger, onCloseAutoFocus, ...props }: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useIdlePreload(preloadQuietly);
  const triggerFocus = useTriggerFocus<HTMLElement>();
  const { open, onOpenChange } = props;
  return (
    <>
      {trigger ? (
        <Slot.Root
          ref={triggerFocus.ref}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => onOpenChange(true)}
          {...preloadOnIntent(preloadQuietly)}
        >
          {trigger}
        </Slot.Root>
      ) : null}
      {opened ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmDialogOpen
            {...props}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (trigger) triggerFocus.onCloseAutoFocus(event);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
