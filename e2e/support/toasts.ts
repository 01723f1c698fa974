import type { Locator, Page } from '@playwright/test';

/**
 * The toast on screen (at most one at a time, spec §4): the item in the
 * 'Notifications (F8)' region. It carries `data-variant` (default | destructive).
 */
export function toast(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}
