import type { Locator, Page } from '@playwright/test';

/**
 * The toast on screen (at most one at a time, spec §4): the item in the
 * 'Notifications (F8)' region. It carries `data-variant` (default | destructive).
 */
export function toast(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

/**
 * The toast, also while a modal dialog is open: the dialog hides everything outside it
 * from assistive technology (aria-hidden), the notifications region included.
 */
export function toastBehindDialog(page: Page): Locator {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}
