import { expect, type Page } from '@playwright/test';

/** The top bar's bell ('Notifications' or 'Notifications, n unread'). */
export const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The bell's panel, once opened. */
export const bellPanel = (page: Page) =>
  page.getByRole('dialog', { name: 'Notifications', exact: true });

/** How long a live hint may take to ring another member's bell (the fan-out runs after). */
export const LIVE = { timeout: 10_000 };

/** Opens the page and waits for its live stream, so what follows can ring the bell. */
export async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/stream');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}
