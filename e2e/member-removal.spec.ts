import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsAdmin } from './support/first-admin';
import { newMember, signInAsNewMember } from './support/members';
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
  await signInAsNewMember(page, leaving);
  const title = uniqueTitle('Farewell thread');
  const discussion = await startDiscussion(page, { title });
  // An event of theirs two days ahead: it stays, and says its organizer has left.
  const start = new Date(Date.now() + 48 * 3600 * 1000);
  start.setMinutes(0, 0, 0);
  const eventTitle = `Farewell drinks ${tag}`;
  const created = await page.request.post('/api/events', {
    data: {
      title: eventTitle,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
      location: 'The Anchor, Houston',
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as number;

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
    await expect(dialog).toContainText('and their open job postings close;');
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
    // Finding no one, the console says where removed members went.
    const members = console_.getByRole('tabpanel', { name: 'Members' });
    await expect(members).toContainText('No members found');
    await expect(members).toContainText(
      'Removed members leave this list; the audit log keeps each removal under the name they had.',
    );
    await members.getByRole('link', { name: 'See removals in the audit log' }).click();
    const audit = console_.getByRole('region', { name: 'Audit log' });
    await expect(audit.getByRole('combobox', { name: 'Action' })).toContainText('Member removed');
    const who = audit.getByRole('searchbox', { name: 'Who or what' });
    await expect(who).toHaveValue(tag);
    // The audit log has it, with the reason, naming her as recorded, marked and unlinked
    // (her profile is gone).
    await who.fill('Lena Leaving');
    const entries = audit.getByRole('list', { name: 'Audit log entries' }).locator(':scope > li');
    await expect(entries.first()).toContainText('removed Lena Leaving (removed)');
    await expect(entries.first()).toContainText('Reason: Asked to leave');
    await expect(entries.first().getByRole('link', { name: 'Lena Leaving' })).toHaveCount(0);
    await expectNoSeriousViolations(console_);

    // Their discussion stays, by a Former member who links nowhere.
    await console_.goto(`/discussions/${discussion.id}`);
    await expect(console_.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = console_.getByRole('main');
    await expect(main.getByText('Former member').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Former member' })).toHaveCount(0);
    await expect(main.getByText('Lena Leaving')).toHaveCount(0);

    // Her event stays, by a Former member, and tells whoever opens it.
    await console_.goto(`/calendar?event=${eventId}`);
    const event = console_.getByRole('dialog', { name: eventTitle });
    await expect(event).toContainText('Organized by Former member');
    await expect(event).toContainText(
      'The organizer has left the community, so this event may not go ahead as planned.',
    );
    await expect(event.getByRole('link', { name: 'Former member' })).toHaveCount(0);
    await expectNoSeriousViolations(console_);
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
