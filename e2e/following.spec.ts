import { expect, type Page, test } from '@playwright/test';
import { mentionToken } from '../shared/mentions';
import {
  expectNamesContainVisibleText,
  expectNoSeriousViolationsLightAndDark,
} from './support/axe';
import { bell, bellPanel, LIVE, openLive } from './support/bell';
import { memberInNewContext, uniqueTag } from './support/directory';
import { category, postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Following and watching (issue 37)', () => {
  test('a member follows by keyboard, a reply rings their bell live, and muting silences it', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, live round trips, scans in both schemes
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Ann', lastName: `Follow${tag}` });
    const title = uniqueTitle('Exit planning');
    const discussion = await startDiscussion(page, { title, content: 'When did you start?' });

    const bob = await memberInNewContext(browser, { firstName: 'Bob', lastName: tag });
    await bob.page.goto(`/discussions/${discussion.id}`);
    const follow = bob.page.getByRole('button', { name: 'Follow', exact: true });
    const mute = bob.page.getByRole('button', { name: 'Mute', exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await follow.focus();
    await bob.page.keyboard.press('Enter');
    await expect(toast(bob.page)).toContainText("You're following this discussion");
    await expect(toast(bob.page)).toContainText("You'll be notified of every new reply.");
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolationsLightAndDark(bob.page);
    await expectNamesContainVisibleText(bob.page);

    // Ann replies in her own discussion: Bob's bell rings on the dashboard, no reload.
    await openLive(bob.page, '/');
    await expect(bell(bob.page)).toHaveAccessibleName('Notifications');
    const annsReply = await postReply(page, discussion.id, 'Three years before the sale.');
    await expect(bell(bob.page)).toHaveAccessibleName('Notifications, 1 unread', LIVE);
    await bell(bob.page).click();
    const entry = bellPanel(bob.page).getByRole('link', {
      name: `Unread: Ann Follow${tag} replied in “${title}”`,
    });
    await entry.click();
    await expect(bob.page).toHaveURL(
      new RegExp(`/discussions/${discussion.id}#reply-${annsReply.id}$`),
    );

    // Muting turns following off; the next reply tells Bob nothing.
    await mute.click();
    await expect(toast(bob.page)).toContainText('Discussion muted');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await openLive(bob.page, '/');
    await expect(bell(bob.page)).toHaveAccessibleName('Notifications');
    await postReply(page, discussion.id, 'And a second thought.');
    // Then a mention elsewhere: the fan-out goes in order, so once it rings, the muted
    // reply has been dealt with, and told Bob nothing.
    const elsewhere = uniqueTitle('Board seats');
    await startDiscussion(page, {
      title: elsewhere,
      content: `Ask ${mentionToken(`Bob ${tag}`, bob.id)}`,
    });
    await expect(bell(bob.page)).toHaveAccessibleName('Notifications, 1 unread', LIVE);
    await bell(bob.page).click();
    const panel = bellPanel(bob.page);
    await expect(panel.getByRole('link', { name: /^Unread:/ })).toHaveText([
      new RegExp(`mentioned you in “${elsewhere}”`),
    ]);
    await bob.page.keyboard.press('Escape');
    await bob.page.goto(`/discussions/${discussion.id}`);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');

    // At 360 px the actions wrap inside the column.
    await bob.page.setViewportSize({ width: 360, height: 740 });
    await expect(follow).toBeInViewport();
    expect(await noSidewaysScroll(bob.page)).toBe(0);
    await expectNoSeriousViolationsLightAndDark(bob.page);
    await bob.context.close();
  });

  test('a member watches a category and hears of each new discussion in it', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, a live round trip
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Ann', lastName: `Watch${tag}` });
    const events = await category(page, 'Events');

    const bob = await memberInNewContext(browser, { firstName: 'Bob', lastName: tag });
    await bob.page.goto(`/discussions?category=${events.id}`);
    const watch = bob.page.getByRole('button', { name: 'Watch Events' });
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await watch.click();
    await expect(toast(bob.page)).toContainText("You're watching Events");
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolationsLightAndDark(bob.page);
    // Another category offers its own.
    await bob.page.goto('/discussions');
    await expect(bob.page.getByRole('button', { name: /^Watch/ })).toHaveCount(0);

    await openLive(bob.page, '/');
    const title = uniqueTitle('Friday mixer');
    await startDiscussion(page, { title, categoryName: 'Events' });
    await expect(bell(bob.page)).toHaveAccessibleName(/^Notifications, \d+ unread$/, LIVE);
    await bell(bob.page).click();
    await expect(
      bellPanel(bob.page).getByRole('link', { name: `Unread: Ann Watch${tag} started “${title}”` }),
    ).toBeVisible();

    // Stopping is the same button; the watch is gone after a reload.
    await bob.page.goto(`/discussions?category=${events.id}`);
    await watch.click();
    await expect(toast(bob.page)).toContainText("You're no longer watching Events");
    await bob.page.reload();
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await bob.context.close();
  });
});
