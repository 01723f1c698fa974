import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { memberInNewContext, uniqueTag } from './support/directory';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

/** The top bar's bell ('Notifications' or 'Notifications, n unread'). */
const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications', exact: true });
const entries = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByTestId('notification');

/**
 * Notifications are written after the answer that causes them (issue 22: the fan-out runs
 * from a queue), so a journey waits for them to land before it looks.
 */
async function unreadCountReaches(api: APIRequestContext, count: number) {
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/notifications/unread-count');
        return res.ok() ? ((await res.json()) as { count: number }).count : -1;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
}

/** Waits until the newest entry is a burst of `count` (both replies have fanned out). */
async function newestEntryCounts(api: APIRequestContext, count: number) {
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/notifications?limit=1');
        return res.ok() ? ((await res.json()) as { count: number }[])[0]?.count : -1;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
}

test.describe('Notifications', () => {
  test('a reply to my discussion rings the bell; the panel opens it; the page marks all read', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two members, screenshots at two widths and axe scans
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Nora', lastName: `Owner${tag}` });
    const title = uniqueTitle('Shared office');
    const discussion = await startDiscussion(page, { title });
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);

    // A second member replies.
    const replier = await memberInNewContext(browser, { firstName: 'Rafael', lastName: tag });
    await postReply(replier.page, discussion.id, 'We have two spare desks near the station.');
    await unreadCountReaches(page.request, 1);

    // The bell counts it.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell(page).getByTestId('notification-badge')).toHaveText('1');

    // The panel: who, what, where, unread; focus on the newest entry.
    await bell(page).click();
    const dialog = panel(page);
    await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const headline = `Rafael ${tag} replied to your discussion “${title}”`;
    const link = dialog.getByRole('link', { name: `Unread: ${headline}` });
    await expect(link).toBeFocused();
    const first = entries(dialog).first();
    await expect(first).toHaveAttribute('data-unread', 'true');
    await expect(first).toContainText('We have two spare desks near the station.');
    await expect(first.locator('time')).toHaveText(/ago$/);
    await expect(first.getByTestId('unread-dot')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See all notifications' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('panel-1280.png') });

    // Escape closes it and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell(page)).toBeFocused();

    // At 360 px the panel spans the screen under the top bar.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.keyboard.press('Enter');
    await expect(link).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(360);
    expect(box?.y).toBeGreaterThanOrEqual(64);
    await page.screenshot({ path: testInfo.outputPath('panel-360.png') });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Opening the entry opens the discussion and marks it read.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/discussions/${discussion.id}(#.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await unreadCountReaches(page.request, 0);

    // Two more replies, once she has left the discussion (replies arriving on screen are
    // read as they come): one unread entry for the burst.
    await page.goto('/');
    await postReply(replier.page, discussion.id, 'Also a meeting room on Fridays.');
    await postReply(replier.page, discussion.id, 'And parking, if that helps.');
    await newestEntryCounts(page.request, 2);
    await unreadCountReaches(page.request, 1);
    await replier.context.close();

    // The page: the burst on top, unread; the read one below.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-mail preferences' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    const list = page.getByRole('list', { name: 'Notifications', exact: true });
    await expect(entries(list)).toHaveCount(2);
    await expect(entries(list).first()).toHaveAttribute('data-unread', 'true');
    await expect(entries(list).first().getByRole('link')).toHaveText(
      `Unread: 2 new replies in “${title}”`,
    );
    await expect(entries(list).last()).not.toHaveAttribute('data-unread');
    await expect(entries(list).last().getByRole('link')).toHaveText(headline);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('page-1280.png'), fullPage: true });

    // Unread only, then Mark all as read empties it.
    await page.getByRole('link', { name: /^Unread \d+$/ }).click();
    await expect(page).toHaveURL(/\/notifications\?filter=unread$/);
    const unread = page.getByRole('list', { name: 'Unread notifications', exact: true });
    await expect(entries(unread)).toHaveCount(1);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(toast(page)).toContainText('All notifications marked as read');
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await unreadCountReaches(page.request, 0);

    // The page at 360 px: the filter is a select, the list fits.
    await page.goto('/notifications');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
    await expect(entries(page)).toHaveCount(2);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('page-360.png'), fullPage: true });
  });

  test('a new member sees an empty bell and an empty page (dark mode)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsNewMember(page);
    await page.goto('/notifications');
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await bell(page).click();
    await expect(panel(page).getByText("You're all caught up")).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expectNoSeriousViolations(page);
    await panel(page).getByRole('link', { name: 'See all notifications' }).click();
    await expect(panel(page)).toBeHidden();
  });
});
