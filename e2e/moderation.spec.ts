import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsAdmin } from './support/first-admin';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

// Decision 018: staff pin, lock and delete with a reason from the discussion page. The
// database's first account is the admin (e2e/support/first-admin.ts); every other member
// is a plain one.

/** The admin, signed in in a browser context of their own. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { page, close: () => context.close() };
}

const cards = (page: Page) => page.getByTestId('discussion-card');
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an admin pins, locks and cleans up a discussion; the member sees it pinned and locked', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, { firstName: 'Rosa', lastName: 'Moreno' });
  const title = uniqueTitle('House rules for the trade show');
  const discussion = await startDiscussion(page, { title });
  await postReply(page, discussion.id, 'Buy my crypto course!!!');
  await postReply(page, discussion.id, 'Booth 12 is ours this year.');

  const admin = await adminPage(browser);
  try {
    const staff = admin.page;
    await staff.goto(`/discussions/${discussion.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Pin by keyboard: the mouse parked so hovering cannot move the menu's highlight.
    await staff.mouse.move(0, 0);
    // Exact: each reply by someone else has its own "Moderate reply by …" menu too.
    const moderate = staff.getByRole('button', { name: 'Moderate', exact: true });
    await moderate.focus();
    await staff.keyboard.press('Enter');
    const menu = staff.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Pin',
      'Lock',
      'Hide from members',
      'Delete…',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Pin' })).toBeFocused();
    await staff.keyboard.press('Enter');
    await expect(toast(staff)).toContainText('Discussion pinned');
    const article = staff.getByRole('article').first();
    await expect(article.getByText('Pinned', { exact: true })).toBeVisible();

    // Lock with the pointer.
    await moderate.click();
    await staff.getByRole('menuitem', { name: 'Lock' }).click();
    await expect(toast(staff).filter({ hasText: 'Discussion locked' })).toBeVisible();
    await expect(article.getByText('Locked', { exact: true })).toBeVisible();
    await expect(staff.getByRole('note')).toHaveText(
      'This discussion is locked. Members cannot reply; as a moderator you still can.',
    );
    await expectNoSeriousViolations(staff);

    // Delete someone else's reply: a reason is required.
    const spam = staff.getByTestId('reply').filter({ hasText: 'Buy my crypto course!!!' });
    await expect(spam.getByRole('button', { name: /^(Delete|Hide) reply/ })).toHaveCount(0);
    await spam.getByRole('button', { name: 'Moderate reply by Rosa Moreno' }).click();
    await staff.getByRole('menu').getByRole('menuitem', { name: 'Delete…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Delete this reply?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Spam');
    await expectNoSeriousViolations(staff);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(staff).filter({ hasText: 'Reply deleted' })).toBeVisible();
    await expect(staff.getByText('Buy my crypto course!!!')).toHaveCount(0);
    await expect(staff.getByText('Booth 12 is ours this year.')).toBeVisible();

    // The member: pinned first in the list, and told why they cannot reply.
    // Journeys share the database (and a repeat of this one pins its own): pinned first
    // means ours comes before every unpinned discussion, newer ones included.
    const newer = await startDiscussion(page, { title: uniqueTitle('Newer chatter') });
    await page.goto('/discussions');
    await expect(page.getByRole('link', { name: newer.title })).toBeVisible();
    const ours = cards(page).filter({ has: page.getByRole('link', { name: title }) });
    await expect(ours).toContainText('Pinned');
    const order = await cards(page).evaluateAll(
      (all, titles) =>
        all.map((card) => ({
          ours: card.textContent?.includes(titles.ours) ?? false,
          newer: card.textContent?.includes(titles.newer) ?? false,
          pinned: card.getAttribute('data-pinned') === 'true',
        })),
      { ours: title, newer: newer.title },
    );
    const at = order.findIndex((card) => card.ours);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(order.slice(0, at + 1).every((card) => card.pinned)).toBe(true);
    // A newer, unpinned discussion comes after it.
    expect(order.findIndex((card) => card.newer)).toBeGreaterThan(at);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(
      'This discussion is locked. New replies are closed.',
    );
    await expect(page.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Reply to/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Moderate' })).toHaveCount(0);
    await expect(page.getByText('Buy my crypto course!!!')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    // The server refuses them too, whatever the page shows.
    const refused = await page.request.post(`/api/discussions/${discussion.id}/replies`, {
      data: { content: 'Let me in' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This discussion is locked' });

    // At 360 px the page, the menu and the badges fit.
    await staff.setViewportSize({ width: 360, height: 780 });
    await staff.reload();
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await staff.getByRole('button', { name: 'Moderate', exact: true }).click();
    await expect(staff.getByRole('menuitem', { name: 'Unpin' })).toBeVisible();
    expect(await fitsWidth(staff)).toBeLessThanOrEqual(0);
    await staff.keyboard.press('Escape');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await fitsWidth(page)).toBeLessThanOrEqual(0);
  } finally {
    // Other journeys share the database: a pinned discussion would head their lists.
    await admin.page.request.delete(`/api/discussions/${discussion.id}/pin`);
    await admin.close();
  }
});
