import { useState } from 'react';

/** The id of a posting's title button on its card: where focus lands when nothing else fits. */
export const jobTitleButtonId = (jobId: number) => `job-${jobId}-title`;
/** The list itself (focusable by script), for when the posting is gone. */
export const JOB_LIST_ID = 'job-list';

/**
 * Radix hands focus back to a dialog's Trigger on close; these dialogs are opened from
 * buttons on cards (or another dialog), so this remembers what had focus when the dialog
 * opened and returns there, else to `fallback()` (the posting's title, the list).
 * Use the returned handler as the content's `onCloseAutoFocus`.
 */
export function useFocusReturn(fallback?: () => HTMLElement | null) {
  const [opener] = useState(() =>
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  return (event: Event) => {
    event.preventDefault();
    const target = opener?.isConnected ? opener : (fallback?.() ?? null);
    target?.focus();
  };
}

export const focusJobOrList = (jobId: number | null) => () =>
  (jobId === null ? null : document.getElementById(jobTitleButtonId(jobId))) ??
  document.getElementById(JOB_LIST_ID);
