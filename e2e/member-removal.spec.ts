import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsAdmin } from './support/first-admin';
import { newMember, signUpAsNewMember } from './support/members';
import { toast } from './support/toasts';

// Decision 022: an admin removes a member from the console; their posts stay, by "Former
// member" with no link; they are signed out at once and cannot sign in again.

async function pageOf(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test('an admin removes a member, keeping their posts as Former member', async ({
  page,
  browser,
}) => {
  const tag = `rm${Date.now().toString(36)}`;
  const leaving = newMember({
    firstName: 'Lena',
    lastName: 'Leaving',
    email: `lena-${tag}@example.com`,
  });
  await signUpAsNewMember(page, leaving);
  const title = uniqueTitle('Farewell thread');
  const discussion = await startDiscussion(page, { title });

  const admin = await pageOf(browser);
  try {
    const console_ = admin.page;
    await signInAsAdmin(console_);
    await console_.goto('/admin');
    const list = console_.getByRole('list', { name: 'Members' });
    await console_.getByRole('searchbox', { name: 'Search', exact: true }).fill(tag);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await console_.getByRole('button', { name: 'Actions for Lena Leaving' }).click();
    await console_.getByRole('menuitem', { name: 'Remove member…' }).click();

    const dialog = console_.getByRole('dialog', { name: 'Remove member' });
    await expect(dialog).toContainText(
      'Lena Leaving is signed out at once and can no longer sign in.',
    );
    await expect(dialog.getByRole('combobox', { name: /Their posts/ })).toContainText(
      'Keep their posts, shown as “Former member”',
    );
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Asked to leave');
    await expectNoSeriousViolations(console_);
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expect(toast(console_)).toContainText('Member removed');
    await expect(list.getByRole('listitem')).toHaveCount(0);

    // Their discussion stays, by a Former member who links nowhere.
    await console_.goto(`/discussions/${discussion.id}`);
    await expect(console_.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = console_.getByRole('main');
    await expect(main.getByText('Former member').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Former member' })).toHaveCount(0);
    await expect(main.getByText('Lena Leaving')).toHaveCount(0);

    // The audit log has it, with the reason.
    await console_.goto('/admin?tab=audit');
    const audit = console_.getByRole('region', { name: 'Audit log' });
    await audit.getByRole('searchbox', { name: 'Who or what' }).fill('Lena Leaving');
    const entries = audit.getByRole('list', { name: 'Audit log entries' }).locator(':scope > li');
    await expect(entries.first()).toContainText('removed');
    await expect(entries.first()).toContainText('Reason: Asked to leave');
  } finally {
    await admin.close();
  }

  // Lena's open page finds itself signed out, and her password no longer signs in.
  expect((await (await page.request.get('/api/auth/session')).json()).member).toBeNull();
  const again = await page.request.post('/api/auth/signin', {
    data: { email: leaving.email, password: leaving.password },
  });
  expect(again.status()).toBe(401);
});
