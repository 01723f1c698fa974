// What a dialog whose code downloads apart (lazy-dialog.tsx, confirm-dialog.tsx) needs
// beside it while it is not there yet.
import { useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The dialog's dimmed backdrop with a spinner, for the moment its code is on its way. */
export function DialogLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70"
    >
      <Spinner />
    </div>
  );
}

/**
 * Radix hands the focus back to a dialog's own Trigger on close. A control drawn without
 * one (its dialog downloads apart, so the button cannot be Radix's) takes it back with
 * this: `ref` on the button, `onCloseAutoFocus` on the dialog's content. A handler that
 * already prevented the default (the caller sent the focus elsewhere) wins.
 */
export function useTriggerFocus<T extends HTMLElement = HTMLButtonElement>() {
  const ref = useRef<T>(null);
  const onCloseAutoFocus = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    ref.current?.focus();
  };
  return { ref, onCloseAutoFocus };
}
