import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startDiscussion, uniqueTitle } from './support/discussions';
import { signUpAsNewMember } from './support/members';

/** "1 Event This Week", "2 Events This Week" (decision 009). */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Dashboard {
  counts: { eventsThisWeek: number; newDiscussions: number; activeJobs: number; members: number };
  recentActivity: unknown[];
}

test.describe('Dashboard', () => {
  test('welcomes the member and shows the four cards with counts from the API', async ({
    page,
  }) => {
    await signUpAsNewMember(page, { firstName: 'Sofia', lastName: 'Alvarez' });
    // The counts the page itself received: other journeys add rows at the same time, so a
    // second request could already see different numbers.
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/dashboard' && r.request().method() === 'GET',
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Sofia');

    const res = await answer;
    expect(res.ok()).toBe(true);
    const { counts } = (await res.json()) as Dashboard;
    expect(counts.members).toBeGreaterThanOrEqual(1);

    const main = page.getByRole('main');
    const cards: Array<[string, string, string]> = [
      [
        '/calendar',
        'Upcoming Events',
        counted(counts.eventsThisWeek, 'Event This Week', 'Events This Week'),
      ],
      ['/discussions', 'New Discussions', counted(counts.newDiscussions, 'New Post', 'New Posts')],
      [
        '/jobs',
        'Job Opportunities',
        counted(counts.activeJobs, 'Active Posting', 'Active Postings'),
      ],
      ['/members', 'Members', counted(counts.members, 'Active Member', 'Active Members')],
    ];
    for (const [href, title, text] of cards) {
      const card = main.locator(`a[href="${href}"]`);
      await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }

    await main.locator('a[href="/jobs"]').click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
  });

  test('Recent Activity shows a new discussion and links to it', async ({ page }) => {
    await signUpAsNewMember(page, { firstName: 'Tariq', lastName: 'Bello' });
    const before = (await (await page.request.get('/api/dashboard')).json()) as Dashboard;
    const d = await startDiscussion(page, {
      categoryName: 'Networking',
      title: uniqueTitle('Intro to Port of Houston operators?'),
    });

    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/dashboard' && r.request().method() === 'GET',
    );
    await page.goto('/');
    const item = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'posted a discussion' })
      .filter({ hasText: d.title });
    await expect(item).toContainText('Tariq Bello posted a discussion');
    await expect(item).toContainText('less than a minute ago');
    await expect(item.getByText('T', { exact: true })).toBeVisible();
    // The counts the page itself shows (others may post meanwhile).
    const after = (await (await answer).json()) as Dashboard;
    expect(after.counts.newDiscussions).toBeGreaterThanOrEqual(before.counts.newDiscussions + 1);
    await expect(
      page.getByText(counted(after.counts.newDiscussions, 'New Post', 'New Posts'), {
        exact: true,
      }),
    ).toBeVisible();

    await item.getByRole('link', { name: d.title }).click();
    await expect(page).toHaveURL(new RegExp(`/discussions/${d.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
  });

  test('starting and deleting a discussion refreshes the dashboard', async ({ page }) => {
    await signUpAsNewMember(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();

    // Started from the list: the dashboard, already loaded once, shows it on return.
    await page.getByRole('navigation').getByRole('link', { name: 'Discussions' }).first().click();
    await page.getByRole('button', { name: 'Start Discussion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
    const title = uniqueTitle('Fresh on the dashboard');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Events', exact: true }).click();
    await dialog.getByLabel('Content').fill('Who is going to the next chamber luncheon?');
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    const activity = page.getByRole('main').getByRole('link', { name: title });
    await expect(activity).toBeVisible();

    await activity.click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/discussions$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
  });

  for (const width of [1280, 360]) {
    test(`axe at ${width} px: no serious violations; names contain their visible text`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUpAsNewMember(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
      await expect(page.getByRole('main').getByText(/\d+ Active Members?$/)).toBeVisible();
      await expectNoSeriousViolations(page);
      // label-content-name-mismatch (WCAG 2.5.3) is experimental: the shared scan skips it.
      const results = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(
        results.violations.map((v) => ({
          id: v.id,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
      ).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  }
});
