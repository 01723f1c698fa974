import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { jobCard, postJob, uniqueJobTitle } from './support/jobs';
import { signInAsNewMember } from './support/members';
import { makeModerator, memberPage } from './support/moderation';
import { toast } from './support/toasts';

// Decision 021: staff hide an item from the item itself, not only from the Reports queue,
// and show it again from its mark.

test('a moderator hides a reply and a discussion from their own page, then shows them again', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, { firstName: 'Rosa', lastName: 'Moreno' });
  const title = uniqueTitle('Garage sale this weekend');
  const discussion = await startDiscussion(page, { title });
  const words = `Cheap watches, message me ${Date.now()}`;
  await postReply(page, discussion.id, words);

  const bob = await memberPage(browser, 'Bob', 'Brown');
  const mo = await memberPage(browser, 'Mo', 'Derator');
  try {
    await makeModerator(browser, mo.page);
    await mo.page.setViewportSize({ width: 360, height: 800 });
    await mo.page.goto(`/discussions/${discussion.id}`);
    const reply = mo.page.getByRole('listitem', { name: 'Reply by Rosa Moreno' });

    // The reply, from its own Moderate menu by keyboard: no report needed, and no inline
    // Hide or Delete (staff's actions are grouped in the menu, as on every item).
    await expect(reply.getByRole('button', { name: /^(Hide|Delete) reply/ })).toHaveCount(0);
    await mo.page.mouse.move(0, 0);
    const moderateReply = reply.getByRole('button', { name: 'Moderate reply by Rosa Moreno' });
    await moderateReply.focus();
    await mo.page.keyboard.press('Enter');
    const menu = mo.page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Hide from members', 'Delete…']);
    await expect(menu.getByRole('menuitem', { name: 'Hide from members' })).toBeFocused();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(
      await mo.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(mo.page);
    if (process.env.SHOTS_DIR) {
      await mo.page.screenshot({ path: `${process.env.SHOTS_DIR}/reply-moderate-menu-360.png` });
    }
    await mo.page.keyboard.press('Enter');
    await expect(toast(mo.page)).toContainText('Hidden from members');
    await expect(reply.getByText('Hidden by moderators')).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Unhide' })).toBeVisible();
    // Hidden already: its menu keeps Delete… only.
    await moderateReply.click();
    await expect(menu.getByRole('menuitem')).toHaveText(['Delete…']);
    await mo.page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(moderateReply).toBeFocused();
    await bob.page.goto(`/discussions/${discussion.id}`);
    await expect(bob.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bob.page.getByText(words)).toHaveCount(0);

    // The discussion, from its Moderate menu.
    await mo.page.getByRole('button', { name: 'Moderate', exact: true }).click();
    await mo.page.getByRole('menuitem', { name: 'Hide from members' }).click();
    await expect(toast(mo.page)).toContainText('Hidden from members');
    const article = mo.page.getByRole('article').first();
    await expect(article.getByText('Hidden by moderators')).toBeVisible();
    expect(
      await mo.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(mo.page);
    await bob.page.reload();
    await expect(bob.page.getByRole('heading', { name: 'Discussion Not Found' })).toBeVisible();

    // Shown again from its mark; the reply's own Unhide too.
    await article.getByRole('button', { name: 'Unhide' }).click();
    await expect(toast(mo.page)).toContainText('Shown to members again');
    await reply.getByRole('button', { name: 'Unhide' }).click();
    await expect(reply.getByText('Hidden by moderators')).toHaveCount(0);
    await moderateReply.click();
    await expect(menu.getByRole('menuitem')).toHaveText(['Hide from members', 'Delete…']);
    await mo.page.keyboard.press('Escape');
    await bob.page.reload();
    await expect(bob.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bob.page.getByText(words)).toBeVisible();
  } finally {
    await bob.close();
    await mo.close();
  }
});

// Issue 36: every kind of item groups staff's actions the same way, in a Moderate menu
// whose code loads when it is first reached for (decision 044).
test('a moderator hides a job posting from its Moderate menu by keyboard at 360 px, then shows it again', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, { firstName: 'Rosa', lastName: 'Moreno' });
  const title = uniqueJobTitle('Weekend Crypto Trader');
  await postJob(page, { title });

  const mo = await memberPage(browser, 'Mo', 'Derator');
  try {
    await makeModerator(browser, mo.page);
    await mo.page.setViewportSize({ width: 360, height: 800 });
    await mo.page.goto('/jobs');
    const card = jobCard(mo.page, title);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Hide' })).toHaveCount(0);

    // The first opening, from the keyboard, lands on the first item as later ones do.
    await mo.page.mouse.move(0, 0);
    const moderate = card.getByRole('button', { name: 'Moderate' });
    await moderate.focus();
    await mo.page.keyboard.press('Enter');
    const menu = mo.page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Hide from members', 'Delete…']);
    await expect(menu.getByRole('menuitem', { name: 'Hide from members' })).toBeFocused();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(
      await mo.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(mo.page);
    if (process.env.SHOTS_DIR) {
      await mo.page.screenshot({ path: `${process.env.SHOTS_DIR}/job-moderate-menu-360.png` });
    }
    await mo.page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(moderate).toBeFocused();

    await moderate.click();
    await mo.page.getByRole('menuitem', { name: 'Hide from members' }).click();
    await expect(toast(mo.page)).toContainText('Hidden from members');
    await expect(card.getByText('Hidden by moderators')).toBeVisible();
    await page.goto('/jobs');
    await expect(jobCard(page, title).getByText('Hidden by moderators')).toBeVisible();

    await card.getByRole('button', { name: 'Unhide' }).click();
    await expect(toast(mo.page).filter({ hasText: 'Shown to members again' })).toBeVisible();
    await expect(card.getByText('Hidden by moderators')).toHaveCount(0);
  } finally {
    await mo.close();
  }
});
