import { expect, type Page } from '@playwright/test';
import type { TestMember } from './members';

/**
 * The e2e database's first account, which the server makes admin (decision 017). The
 * `first-admin` project (playwright.config.ts) signs it up before any journey runs, so it is
 * first whichever journeys run and in whatever order; the database is fresh on every run.
 */
export const FIRST_ADMIN: TestMember = {
  email: 'first-admin@example.com',
  password: 'first-admin-password',
  firstName: 'Ada',
  lastName: 'Admin',
};

/** Signs `page` in as the admin (the page's request shares the browser's cookie jar). */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/signin', {
    data: { email: FIRST_ADMIN.email, password: FIRST_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.member.role).toBe('admin');
}
