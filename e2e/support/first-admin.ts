import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import type { TestMember } from './members';

/**
 * The e2e database's first account, which the server makes admin (decision 017). The
 * `first-admin` project (playwright.config.ts) signs it up before any journey runs, so it is
 * first whichever journeys run and in whatever order; the database is fresh on every run.
 */
export const FIRST_ADMIN: TestMember = {
  email: 'first-admin@example.com',
  // Not the name or the address: the server refuses a password that contains either.
  password: 'steady-lighthouse-keeper',
  firstName: 'Ada',
  lastName: 'Admin',
};

/**
 * The approval-mode server's first account (the `approval` projects): another address, since
 * both servers send to the journeys' one mailbox and each admin confirms through its link.
 */
export const APPROVAL_ADMIN: TestMember = { ...FIRST_ADMIN, email: 'approval-admin@example.com' };

/** The admin of the server the running project talks to. */
export const projectAdmin = (): TestMember =>
  test.info().project.name.startsWith('approval') ? APPROVAL_ADMIN : FIRST_ADMIN;

/** Signs `page` in as the admin (the page's request shares the browser's cookie jar). */
export async function signInAsAdmin(page: Page) {
  const admin = projectAdmin();
  const res = await page.request.post('/api/auth/signin', {
    data: { email: admin.email, password: admin.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.member.role).toBe('admin');
}

/**
 * Runs `use` with a request context of its own, signed in as the running project's admin,
 * and disposes of it whatever happens. Set-up and clean-up go through this rather than a
 * context kept open across a journey: Playwright's request contexts keep idle sockets
 * without heeding the server's keep-alive timeout, so one idle through a long journey may
 * send its next request down a socket the server is closing, and fail with ECONNRESET.
 */
export async function asAdminApi<T>(
  baseURL: string | undefined,
  use: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const admin = projectAdmin();
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/auth/signin', {
      data: { email: admin.email, password: admin.password },
    });
    expect(res.status(), await res.text()).toBe(200);
    return await use(api);
  } finally {
    await api.dispose();
  }
}
