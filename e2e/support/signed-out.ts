import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The session ends behind the page's back (signed out elsewhere: the server forgets it and
 * the cookie goes), so the next write gets the server's own 401. `write` makes that write;
 * the spec's Unauthorized toast must show, and half a second later the browser must go
 * to /api/login, which sends a visitor on to /sign-in. The page's clock stands still
 * while the toast is read, so the redirect cannot beat the check.
 */
/**
 * Keeps the page from opening its live stream, as behind a proxy that drops Server-Sent
 * Events. With the stream, a sign-out elsewhere reaches the page at once and it shows the
 * signed-out screen (decision 025); without it, the page hears of it only through its next
 * request's 401, the path `expectUnauthorizedThenSignIn` checks. Call it before the visit.
 */
export async function withoutLiveStream(page: Page) {
  await page.route(/\/api\/stream(\?|$)/, (route) => route.abort());
}

export async function expectUnauthorizedThenSignIn(
  page: Page,
  toast: Locator,
  write: () => Promise<void>,
) {
  expect((await page.request.post('/api/logout')).status()).toBe(200);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const here = new URL(page.url());
  const login = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/login');
  await write();
  await expect(toast).toContainText('Unauthorized');
  await expect(toast).toContainText('You are logged out. Logging in again...');
  await page.clock.runFor(500);
  // The way back to this page travels along, to sign-in and after it.
  expect(new URL((await login).url()).searchParams.get('next')).toBe(
    `${here.pathname}${here.search}${here.hash}`,
  );
  await page.clock.resume();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(new URL(page.url()).searchParams.get('next')).toBe(
    here.pathname === '/' ? null : `${here.pathname}${here.search}${here.hash}`,
  );
}
