import type { Browser, Page } from '@playwright/test';
import { expectNamesContainVisibleText, expectNoSeriousViolations } from './support/axe';
import { startDiscussion, uniqueTitle } from './support/discussions';
import { expect, test } from './support/fixtures';
import { addPhoto, createAlbum, makePng } from './support/gallery';
import { signInAsNewMember } from './support/members';

/** "1 Event This Week", "2 Events This Week" (decision 009). */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The shared scan, then the names-contain-visible-text check it skips. */
async function expectAccessibleDashboard(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNamesContainVisibleText(page);
}

async function otherMember(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsNewMember(page, { firstName });
  return { page, close: () => context.close() };
}

interface Dashboard {
  counts: { eventsThisWeek: number; newDiscussions: number; activeJobs: number; members: number };
  recentActivity: { id: number }[];
}

/** The next answer to `GET /api/dashboard`. */
const dashboardAnswer = (page: Page) =>
  page.waitForResponse(
    (res) => res.request().method() === 'GET' && new URL(res.url()).pathname === '/api/dashboard',
  );

test.describe('Dashboard', () => {
  test('welcomes the member and shows the four cards with counts from the API', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Sofia', lastName: 'Alvarez' });
    // The counts the page itself received: other journeys add rows at the same time, so a
    // second request could already see different numbers.
    const answer = dashboardAnswer(page);
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
    await signInAsNewMember(page, { firstName: 'Tariq', lastName: 'Bello' });
    const before = (await (await page.request.get('/api/dashboard')).json()) as Dashboard;
    // Other journeys post beside this one: if five newer discussions push it out of Recent
    // Activity before the page asks (the answer says so), it posts again.
    let d: { id: number; title: string };
    let after: Dashboard;
    for (let attempt = 1; ; attempt++) {
      d = await startDiscussion(page, {
        categoryName: 'Networking',
        title: uniqueTitle('Intro to Port of Houston operators?'),
      });
      const answer = dashboardAnswer(page);
      await page.goto('/');
      after = (await (await answer).json()) as Dashboard;
      if (after.recentActivity.some((item) => item.id === d.id)) break;
      expect(attempt, 'pushed out of Recent Activity three times').toBeLessThan(3);
    }
    const item = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'posted a discussion' })
      .filter({ hasText: d.title });
    await expect(item).toContainText('Tariq Bello posted a discussion');
    await expect(item).toContainText('less than a minute ago');
    await expect(item.getByText('T', { exact: true })).toBeVisible();
    // The counts the page itself shows (others may post meanwhile).
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

  test('starting and deleting a discussion refreshes the dashboard', async ({
    memberPage: page,
  }) => {
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
    const posted = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/discussions',
    );
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    const created = (await (await posted).json()) as { id: number };
    await expect(dialog).toBeHidden();
    const refetched = dashboardAnswer(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    // The dashboard asks again (without the refresh its answer would be fresh for 30 s).
    // Other journeys post beside this one: five newer discussions may have pushed it out
    // of Recent Activity by then, which the answer shows.
    const shown = (await (await refetched).json()) as Dashboard;
    const ids = shown.recentActivity.map((item) => item.id);
    const activity = page.getByRole('main').getByRole('link', { name: title });
    if (ids.includes(created.id)) {
      await activity.click();
    } else {
      expect(Math.min(...ids)).toBeGreaterThan(created.id);
      await page.goto(`/discussions/${created.id}`);
    }
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/discussions$/);
    const again = dashboardAnswer(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    const after = (await (await again).json()) as Dashboard;
    expect(after.recentActivity.map((item) => item.id)).not.toContain(created.id);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
  });

  for (const width of [1280, 360]) {
    test(`axe at ${width} px: no serious violations; names contain their visible text`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsNewMember(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
      await expect(page.getByRole('main').getByText(/\d+ Active Members?$/)).toBeVisible();
      await expectAccessibleDashboard(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  }

  test('axe over a seeded dashboard: activity, events this week, an opened seat, every slide', async ({
    page,
    browser,
  }) => {
    test.slow(); // photos with thumbnails, three members, one scan per state
    await signInAsNewMember(page, { firstName: 'Dana', lastName: 'Reyes' });
    const host = await otherMember(browser, 'Hugo');
    const guest = await otherMember(browser, 'Gia');

    // An event this week, full: the member waits, the guest gives the seat back, so the
    // member was promoted ("A seat opened up — you're going").
    const start = new Date(Date.now() + 26 * 3600 * 1000);
    const created = await host.page.request.post('/api/events', {
      data: {
        title: uniqueTitle('Harbour walk'),
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
        location: 'Pier 21',
        maxAttendees: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { id: number }).id;
    expect((await guest.page.request.post(`/api/events/${eventId}/attendance`)).status()).toBe(201);
    expect((await page.request.post(`/api/events/${eventId}/attendance`)).status()).toBe(201);
    expect((await guest.page.request.delete(`/api/events/${eventId}/attendance`)).status()).toBe(
      204,
    );

    // Photos for the carousel: titled, untitled (the file name shows), a long title.
    const album = await createAlbum(host.page);
    await addPhoto(host.page, album.id, makePng('quay.png', [40, 120, 200]), 'Quay at dusk');
    await addPhoto(host.page, album.id, makePng('untitled-shot.png', [200, 60, 60]));
    await addPhoto(
      host.page,
      album.id,
      makePng('long.png', [60, 160, 80]),
      'A very long title for a photo of the whole community gathered on the harbour steps',
    );
    // Recent activity by the member and by someone else (a member link to their profile),
    // written last, so they are the newest unless a journey beside this one posts meanwhile.
    await startDiscussion(page, { title: uniqueTitle('Mine') });
    await startDiscussion(host.page, { title: uniqueTitle('Theirs') });
    await host.close();
    await guest.close();

    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: "A seat opened up — you're going" }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/\d+ Events? This Week$/)).toBeVisible();
    // Someone else's post with its member link: this journey's own, unless journeys running
    // beside it have posted since (the list holds only the newest few), then theirs.
    const posted = page.getByRole('listitem').filter({ hasText: 'posted a discussion' });
    await expect(
      posted.locator('a[href^="/members/"]').filter({ hasNotText: 'Dana Reyes' }).first(),
    ).toBeVisible();
    // The menu button's initials are drawn, not written (label in name): still on screen.
    const initials = page.getByRole('banner').locator('[data-initials]');
    await expect(initials).toHaveAttribute('data-initials', 'DR');
    expect(await initials.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"DR"');
    const carousel = page.getByTestId('community-gallery');
    await expect(carousel).toBeVisible();
    // Still, so each slide is scanned as it is shown (and the Play button is scanned too).
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expectAccessibleDashboard(page);

    const dots = carousel.getByRole('button', { name: /^Show photo \d+ of \d+$/ });
    const count = await dots.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < count; i++) {
      await carousel.getByRole('button', { name: 'Next photo' }).click();
      await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
      await expectAccessibleDashboard(page);
    }
    await carousel.getByRole('button', { name: 'Play slideshow' }).click();
    await expectAccessibleDashboard(page);
  });
});
