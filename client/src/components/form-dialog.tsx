import {
  type KeyboardEventHandler,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * A modal of another library opened from inside the dialog (the upload widget). While it
 * is on screen the dialog leaves modal mode, so it neither traps the focus nor hides the
 * widget from screen readers, and it stays open whatever the widget does with clicks and keys.
 */
export interface DialogOverlay {
  /** The widget is on screen. */
  open: boolean;
  /** Whether a click or key (e.g. one that closes the widget) belongs to the widget. */
  owns: (target: Element) => boolean;
  /**
   * Leaving or re-entering modal mode mounts the dialog's content afresh: this puts the
   * focus back where the member left off (the button that opened the widget).
   */
  restoreFocus: () => void;
}

export interface FormDialogProps {
  /** Cancel, Escape, a click outside and the close button ask for it; never while locked. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The form's submit, e.g. react-hook-form's `handleSubmit(...)`. */
  onSubmit: () => unknown;
  /** The server has not answered: the submit button says `pendingLabel`, the dialog is locked. */
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel: string;
  /** The submit button is off for a reason of the form's own (nothing picked yet). */
  submitDisabled?: boolean;
  /** Something else is on its way to the server (a delete): locked as while pending. */
  busy?: boolean;
  /** At the footer's start, apart from Cancel and submit (e.g. Delete). */
  footerStart?: ReactNode;
  /** Between the header and the form. */
  intro?: ReactNode;
  /** In the dialog after the form, e.g. a confirmation of its own (kept out of the form). */
  outro?: ReactNode;
  /** The dialog box's classes (its width). */
  className?: string;
  onFormKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  /**
   * Where the focus goes once the dialog has closed. Unless this calls preventDefault,
   * it goes back to the element that had it when the dialog opened (Radix would only go
   * back to a DialogTrigger, and these dialogs are opened from buttons all over a page).
   */
  onCloseAutoFocus?: (event: Event) => void;
  overlay?: DialogOverlay;
  /** The fields. */
  children: ReactNode;
}

/**
 * The one shell of a form in a dialog: title and description, the form, and a footer with
 * Cancel and the submit button. While the server has not answered it is locked: Escape,
 * a click outside, the close button and Cancel do nothing, and submit shows its spinner.
 *
 * Render it from a component mounted per opening (`open ? <TheForm /> : null`), so every
 * opening starts from a fresh form; the dialog is open for as long as it is mounted.
 */
export function FormDialog({
  onClose,
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  busy = false,
  footerStart,
  intro,
  outro,
  className,
  onFormKeyDown,
  onCloseAutoFocus,
  overlay,
  children,
}: FormDialogProps) {
  const locked = pending || busy;
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  // Radix reports a close when the content unmounts, which also happens when it switches
  // modal mode for an overlay: only once this shell is gone is it a real close.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Set when the overlay comes or goes: the next content to mount is that switch, not an opening.
  const overlayOpen = overlay?.open ?? false;
  const lastOverlayOpen = useRef(overlayOpen);
  const switching = useRef(false);
  if (lastOverlayOpen.current !== overlayOpen) {
    lastOverlayOpen.current = overlayOpen;
    switching.current = true;
  }

  const keepOpen = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (locked || overlayOpen || (target && overlay?.owns(target))) event.preventDefault();
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // Enter in a field submits too: not a second time, nor while submit is off.
    if (locked || submitDisabled) return;
    void onSubmit();
  };

  const buttons = (
    <>
      <Button type="button" variant="outline" onClick={onClose} disabled={locked}>
        Cancel
      </Button>
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={locked || submitDisabled}
      >
        {submitLabel}
      </SubmitButton>
    </>
  );

  return (
    <Dialog
      open
      modal={!overlayOpen}
      onOpenChange={(open) => {
        if (!open && !locked) onClose();
      }}
    >
      <DialogContent
        className={className}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
        onOpenAutoFocus={(event) => {
          if (switching.current) {
            switching.current = false;
            event.preventDefault();
            overlay?.restoreFocus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (mounted.current) {
            event.preventDefault();
            return;
          }
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener?.isConnected) opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {intro}
        <form noValidate onSubmit={submit} onKeyDown={onFormKeyDown} className="grid gap-4">
          {children}
          {footerStart ? (
            <DialogFooter className="pt-2 sm:justify-between">
              {footerStart}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">{buttons}</div>
            </DialogFooter>
          ) : (
            <DialogFooter className="pt-2">{buttons}</DialogFooter>
          )}
        </form>
        {outro}
      </DialogContent>
    </Dialog>
  );
}
