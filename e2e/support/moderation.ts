import { type Browser, expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './first-admin';
import { signInAsNewMember } from './members';

// The people of a moderation journey (decision 021): members in browser contexts of their
// own, one of them made a moderator.

/** A member signed in in a browser context of their own. */
export async function memberPage(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInAsNewMember(page, { firstName, lastName });
  return { page, member, close: () => context.close() };
}

/** Makes the page's member a moderator, through the admin's API in a context of its own. */
export async function makeModerator(browser: Browser, page: Page) {
  const { member } = await (await page.request.get('/api/auth/session')).json();
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    const res = await admin.request.put(
      `/api/admin/members/${encodeURIComponent(member.id)}/role`,
      { data: { role: 'moderator' } },
    );
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await context.close();
  }
}
