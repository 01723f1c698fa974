import type { Page } from '@playwright/test';
import {
  expectNamesContainVisibleText,
  expectNoSeriousViolationsLightAndDark,
} from './support/axe';
import { memberInNewContext, uniqueTag } from './support/directory';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { expect, test } from './support/fixtures';
import { jobCard, postJob, uniqueJobTitle } from './support/jobs';
import { resourceCard, shareResource } from './support/resources';
import { toast } from './support/toasts';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const entries = (page: Page) => page.getByTestId('saved-item');
const savedCount = (page: Page) => page.getByTestId('saved-count');
const kindFilter = (page: Page) => page.getByRole('navigation', { name: 'Show' });

/** Opens the Saved page from the user menu, without reloading the app. */
async function openSaved(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
}

test.describe('Bookmarks and the Saved page (issue 37)', () => {
  test('a member bookmarks one of each kind, finds them by kind on Saved, and removes them there', async ({
    memberPage: page,
    browser,
  }) => {
    test.slow(); // two members, five kinds, scans in both schemes and at 360 px
    const tag = uniqueTag();
    const ann = await memberInNewContext(browser, { firstName: 'Ann', lastName: `Saves${tag}` });
    const title = uniqueTitle('Exit planning');
    const discussion = await startDiscussion(ann.page, { title, content: 'When did you start?' });
    await postReply(ann.page, discussion.id, 'Three years before the sale.');
    const start = new Date(Date.now() + 26 * 3600 * 1000);
    start.setMinutes(0, 0, 0);
    const eventTitle = `Founders breakfast ${tag}`;
    const created = await ann.api.post('/api/events', {
      data: {
        title: eventTitle,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3600 * 1000).toISOString(),
        location: 'The Grove, Houston, TX',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const event = (await created.json()) as { id: number };
    const job = await postJob(ann.page, { title: uniqueJobTitle('Data Engineer') });
    const resource = await shareResource(ann.page, { title: `Budget template ${tag}` });

    // The discussion, by keyboard: the name keeps the item, aria-pressed says the state.
    await page.goto(`/discussions/${discussion.id}`);
    const bookmarkDiscussion = page.getByRole('button', { name: `Bookmark ${title}`, exact: true });
    await expect(bookmarkDiscussion).toHaveAttribute('aria-pressed', 'false');
    await expect(bookmarkDiscussion).toBeEnabled();
    await bookmarkDiscussion.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Bookmarked');
    await expect(toast(page)).toContainText('Find it on your Saved page.');
    await expect(bookmarkDiscussion).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmarkDiscussion).toBeFocused();
    const bookmarkReply = page.getByRole('button', {
      name: `Bookmark reply by Ann Saves${tag}`,
      exact: true,
    });
    await bookmarkReply.click();
    await expect(bookmarkReply).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolationsLightAndDark(page);
    await expectNamesContainVisibleText(page);

    // The event, in its dialog.
    await page.goto(`/calendar?event=${event.id}`);
    const dialog = page.getByRole('dialog', { name: eventTitle });
    const bookmarkEvent = dialog.getByRole('button', { name: `Bookmark ${eventTitle}` });
    await expect(bookmarkEvent).toBeEnabled();
    await bookmarkEvent.click();
    await expect(bookmarkEvent).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The resource, on its card.
    await page.goto(`/resources?resource=${resource.id}`);
    const bookmarkResource = resourceCard(page, resource.title)
      .first()
      .getByRole('button', { name: `Bookmark ${resource.title}` });
    await expect(bookmarkResource).toBeEnabled();
    await bookmarkResource.click();
    await expect(bookmarkResource).toHaveAttribute('aria-pressed', 'true');

    // The job, with the board's own Save: one list with the bookmarks.
    await page.goto('/jobs');
    const save = jobCard(page, job.title).getByRole('button', { name: `Save ${job.title}` });
    await save.click();
    await expect(
      jobCard(page, job.title).getByRole('button', { name: `Saved ${job.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Saved lists all five, newest first.
    await openSaved(page);
    await expect(savedCount(page)).toHaveText('5 saved items');
    await expect(entries(page).getByRole('heading')).toHaveText([
      job.title,
      resource.title,
      eventTitle,
      `Reply in ${title}`,
      title,
    ]);
    await expect(kindFilter(page).getByRole('link', { name: /^All/ })).toHaveText('All 5');

    // The Jobs tab shows the job; removing it there, by keyboard, leaves the tab empty...
    await kindFilter(page).getByRole('link', { name: /^Jobs/ }).click();
    await expect(page).toHaveURL(/\/saved\?kind=job$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Saved jobs' })).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).getByRole('link', { name: job.title })).toBeVisible();
    const unsaveJob = entries(page).getByRole('button', { name: `Bookmark ${job.title}` });
    await expect(unsaveJob).toHaveAttribute('aria-pressed', 'true');
    await unsaveJob.focus();
    await page.keyboard.press('Space');
    await expect(toast(page)).toContainText('Bookmark removed');
    await expect(page.getByText('No saved jobs')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Saved jobs' })).toBeFocused();

    // ...and the board, reached without a reload, says the job is no longer saved.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(
      jobCard(page, job.title).getByRole('button', { name: `Save ${job.title}` }),
    ).toHaveAttribute('aria-pressed', 'false');

    // Removing an entry from All takes it off; focus goes on to the next entry.
    await openSaved(page);
    await expect(savedCount(page)).toHaveText('4 saved items');
    await entries(page)
      .getByRole('button', { name: `Bookmark ${resource.title}` })
      .click();
    await expect(toast(page)).toContainText('Bookmark removed');
    await expect(savedCount(page)).toHaveText('3 saved items');
    await expect(entries(page).getByRole('link', { name: resource.title })).toHaveCount(0);
    await expect(entries(page).getByRole('link', { name: eventTitle })).toBeFocused();
    await expectNoSeriousViolationsLightAndDark(page);
    await expectNamesContainVisibleText(page);

    // At 360 px the filter is a select, and nothing is wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
    await expect(
      entries(page)
        .first()
        .getByRole('button', { name: /^Bookmark/ }),
    ).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectNoSeriousViolationsLightAndDark(page);
    await page.goto(`/discussions/${discussion.id}`);
    await expect(bookmarkReply).toHaveAttribute('aria-pressed', 'true');
    expect(await noSidewaysScroll(page)).toBe(0);
    await ann.context.close();
  });
});
