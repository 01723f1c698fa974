import { expect, test } from '@playwright/test';
import { memberInNewContext } from './support/directory';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsNewMember } from './support/members';
import { withoutLiveStream } from './support/signed-out';

/**
 * Pages members leave open stay current without a reload (decision 006): another member's
 * new discussion or reply appears after the page's refresh interval, counted on the
 * page's own clock rather than waited for. These pages have no live stream (as behind a
 * proxy that drops it): the interval is the fallback. With the stream, a reply appears at
 * once (e2e/live-notifications.spec.ts).
 */
test.describe('Fresh content', () => {
  test("another member's new discussion appears on the open list", async ({ page, browser }) => {
    await page.clock.install();
    await signInAsNewMember(page);
    await withoutLiveStream(page);
    await page.goto('/discussions');
    await expect(page.getByRole('heading', { name: 'Discussions', level: 1 })).toBeVisible();

    const other = await memberInNewContext(browser);
    const title = uniqueTitle('Fresh');
    await startDiscussion(other.page, { title });
    await expect(page.getByText(title)).toHaveCount(0);

    await page.clock.runFor(61_000);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await other.context.close();
  });

  test("another member's reply appears in the open discussion", async ({ page, browser }) => {
    await page.clock.install();
    await signInAsNewMember(page);
    await withoutLiveStream(page);
    const discussion = await startDiscussion(page);
    await page.goto(`/discussions/${discussion.id}`);
    await expect(page.getByRole('heading', { name: discussion.title })).toBeVisible();

    const other = await memberInNewContext(browser);
    await postReply(other.page, discussion.id, 'Count me in for the next one.');
    await expect(page.getByText('Count me in for the next one.')).toHaveCount(0);

    await page.clock.runFor(21_000);
    await expect(page.getByText('Count me in for the next one.')).toBeVisible();
    await other.context.close();
  });
});
