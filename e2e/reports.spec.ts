import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsNewMember } from './support/members';
import { makeModerator, memberPage } from './support/moderation';
import { toast } from './support/toasts';

// Decision 021: members report what others wrote; moderators see the reports in the
// console's Reports tab and resolve them. A hidden item is gone for members and marked for
// its author.

const THANKS = 'Thanks for letting us know. A moderator will take a look.';

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a member reports a reply and a moderator hides it', async ({ page, browser }) => {
  // Rosa writes the reply; Bob reports it; Mo moderates.
  await signInAsNewMember(page, { firstName: 'Rosa', lastName: 'Moreno' });
  const title = uniqueTitle('Booth plans for the trade show');
  const discussion = await startDiscussion(page, { title });
  const spam = `Buy my crypto course!!! ${Date.now()}`;
  await postReply(page, discussion.id, spam);

  const bob = await memberPage(browser, 'Bob', 'Brown');
  const mo = await memberPage(browser, 'Mo', 'Derator');
  try {
    // Bob reports the reply, by keyboard.
    await bob.page.goto(`/discussions/${discussion.id}`);
    const reply = bob.page.getByRole('listitem', { name: 'Reply by Rosa Moreno' });
    await expect(reply.getByText(spam)).toBeVisible();
    const report = reply.getByRole('button', { name: 'Report reply by Rosa Moreno' });
    await report.focus();
    await bob.page.keyboard.press('Enter');
    const dialog = bob.page.getByRole('dialog', { name: 'Report this reply by Rosa Moreno' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(bob.page, { include: '[role="dialog"]' });
    // Sending without a reason names the field.
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(bob.page)).toContainText(THANKS);
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();

    // Reporting again says the same; it is still one report.
    await report.click();
    await bob.page.getByRole('radio', { name: 'Something else' }).check();
    await bob.page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(bob.page.getByText('Tell us what is wrong', { exact: true })).toBeVisible();
    await bob.page.getByLabel('Details').fill('Selling things in every thread');
    await bob.page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toast(bob.page).filter({ hasText: THANKS })).toHaveCount(1);

    // Mo, a moderator, opens the console from the user menu: only the Reports tab.
    await makeModerator(browser, mo.page);
    await mo.page.goto('/about');
    await mo.page.getByRole('button', { name: 'User menu: Mo Derator' }).click();
    await mo.page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(mo.page.getByRole('tab')).toHaveCount(1);
    await expect(mo.page.getByRole('tab', { name: /^Reports \(\d+\)$/ })).toBeVisible();
    const group = mo.page.getByRole('listitem', { name: `Reply: ${title}` });
    await expect(group.getByText(spam)).toBeVisible();
    await expect(group.getByText('1 report', { exact: true })).toBeVisible();
    await expect(group.getByText('Spam', { exact: true })).toBeVisible();
    await expect(group.getByRole('link', { name: 'Rosa Moreno' })).toBeVisible();
    await expect(group.getByRole('link', { name: 'Open in context' })).toHaveAttribute(
      'href',
      new RegExp(`^/discussions/${discussion.id}#reply-\\d+$`),
    );
    await expectNoSeriousViolations(mo.page);

    // Hide, by keyboard.
    await mo.page.mouse.move(0, 0);
    const actions = group.getByRole('button', { name: `Actions for reply ${title}` });
    await actions.focus();
    await mo.page.keyboard.press('Enter');
    const menu = mo.page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Dismiss',
      'Hide',
      'Delete…',
      'Suspend author…',
    ]);
    await mo.page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Hide' })).toBeFocused();
    await mo.page.keyboard.press('Enter');
    await expect(toast(mo.page)).toContainText('Hidden from members');
    await expect(group).toHaveCount(0);

    // Bob no longer sees the reply.
    await bob.page.reload();
    await expect(bob.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bob.page.getByText(spam)).toHaveCount(0);

    // Rosa still does, marked; Mo sees the mark too, with Unhide.
    await page.goto(`/discussions/${discussion.id}`);
    const own = page.getByRole('listitem', { name: 'Reply by Rosa Moreno' });
    await expect(own.getByText(spam)).toBeVisible();
    await expect(own.getByText('Hidden by moderators')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Unhide' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await mo.page.goto(`/discussions/${discussion.id}`);
    const marked = mo.page.getByRole('listitem', { name: 'Reply by Rosa Moreno' });
    await expect(marked.getByText('Hidden by moderators')).toBeVisible();
    await expect(marked.getByRole('button', { name: 'Unhide' })).toBeVisible();
  } finally {
    await bob.close();
    await mo.close();
  }
});

test('the Reports tab fits a 360 px screen', async ({ page, browser }) => {
  await signInAsNewMember(page, { firstName: 'Nina', lastName: 'Narrow' });
  const discussion = await startDiscussion(page, {
    title: uniqueTitle('A very long title that has to wrap on a small phone screen'),
  });
  await postReply(page, discussion.id, 'An unwelcome reply with a rather long text in it.');
  const bob = await memberPage(browser, 'Bea', 'Reporter');
  try {
    await bob.page.goto(`/discussions/${discussion.id}`);
    await bob.page.getByRole('button', { name: 'Report reply by Nina Narrow' }).click();
    await bob.page.getByRole('radio', { name: 'Harassment' }).check();
    await bob.page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toast(bob.page)).toContainText(THANKS);
  } finally {
    await bob.close();
  }
  const mo = await memberPage(browser, 'Moe', 'Small');
  try {
    await makeModerator(browser, mo.page);
    await mo.page.setViewportSize({ width: 360, height: 780 });
    await mo.page.goto('/admin');
    await expect(mo.page.getByRole('heading', { name: 'Reported items' })).toBeVisible();
    await expect(mo.page.getByTestId('report-group').first()).toBeVisible();
    expect(await fitsWidth(mo.page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(mo.page);
  } finally {
    await mo.close();
  }
});
