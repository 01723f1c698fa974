import { expect, type Page, test } from '@playwright/test';
import {
  expectNamesContainVisibleText,
  expectNoSeriousViolationsLightAndDark,
} from './support/axe';
import { bell, bellPanel, LIVE, openLive } from './support/bell';
import { memberInNewContext, uniqueTag } from './support/directory';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { addPhoto, createAlbum, makePng } from './support/gallery';
import { signInAsNewMember } from './support/members';

const bar = (page: Page, item: string) => page.getByRole('group', { name: `Reactions to ${item}` });

test.describe('Reactions (issue 37)', () => {
  test('a member reacts by keyboard; the author hears of it live and sees who reacted', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, a live round trip, scans in both schemes
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Ann', lastName: `React${tag}` });
    const title = uniqueTitle('Seed rounds');
    const discussion = await startDiscussion(page, { title, content: 'Who led yours?' });
    await postReply(page, discussion.id, 'Mine was a family office.');

    await openLive(page, '/');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    // Cat keeps the discussion open: what others leave on it shows without a reload.
    const cat = await memberInNewContext(browser, { firstName: 'Cat', lastName: tag });
    await openLive(cat.page, `/discussions/${discussion.id}`);

    // Bob reacts to the discussion with the keyboard alone: Add reaction, then Celebrate.
    const bob = await memberInNewContext(browser, { firstName: 'Bob', lastName: tag });
    await bob.page.goto(`/discussions/${discussion.id}`);
    const bobsBar = bar(bob.page, 'this discussion');
    await expect(bobsBar.getByRole('button')).toHaveCount(1);
    await bobsBar.getByRole('button', { name: 'Add reaction' }).focus();
    await bob.page.keyboard.press('Enter');
    const menu = bob.page.getByRole('menu');
    await expect(menu.getByRole('menuitemcheckbox')).toHaveText([
      /Like/,
      /Love/,
      /Celebrate/,
      /Insightful/,
      /Funny/,
    ]);
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Like' })).toBeFocused();
    await bob.page.keyboard.press('ArrowDown');
    await bob.page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Celebrate' })).toBeFocused();
    const left = bob.page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith('/reactions/celebrate'),
    );
    await bob.page.keyboard.press('Enter');
    expect((await left).status()).toBe(200);
    await expect(menu).toBeHidden();
    const celebrate = bobsBar.getByRole('button', {
      name: 'Celebrate: 1 member reacted. You reacted',
    });
    await expect(celebrate).toHaveAttribute('aria-pressed', 'true');

    // And to Ann's reply with a click.
    const replyBar = bar(bob.page, `reply by Ann React${tag}`);
    await replyBar.getByRole('button', { name: 'Add reaction' }).click();
    await bob.page.getByRole('menuitemcheckbox', { name: 'Insightful' }).click();
    await expect(
      replyBar.getByRole('button', { name: 'Insightful: 1 member reacted. You reacted' }),
    ).toBeVisible();

    // Cat's open copy follows, and Ann's bell rings, without a reload: one entry per post.
    await expect(
      bar(cat.page, 'this discussion').getByRole('button', { name: 'Celebrate: 1 member reacted' }),
    ).toBeVisible(LIVE);
    await expect(
      bar(cat.page, `reply by Ann React${tag}`).getByRole('button', {
        name: 'Insightful: 1 member reacted',
      }),
    ).toBeVisible(LIVE);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', LIVE);
    await bell(page).click();
    const entries = bellPanel(page).getByRole('link', {
      name: `Unread: Bob ${tag} reacted to your post in “${title}”`,
    });
    await expect(entries).toHaveCount(2);
    await page.keyboard.press('Escape');

    // Bob takes his Celebrate back and leaves it again: the count follows, the bell does not.
    await celebrate.click();
    await expect(bobsBar.getByRole('button', { name: /^Celebrate/ })).toHaveCount(0);
    await bobsBar.getByRole('button', { name: 'Add reaction' }).click();
    await bob.page.getByRole('menuitemcheckbox', { name: 'Celebrate' }).click();
    await expect(celebrate).toBeVisible();

    // Ann sees the counts, who reacted on hover, and everyone in the dialog.
    await page.goto(`/discussions/${discussion.id}`);
    const annsBar = bar(page, 'this discussion');
    const pill = annsBar.getByRole('button', { name: 'Celebrate: 1 member reacted' });
    await expect(pill).toHaveAttribute('aria-pressed', 'false');
    await pill.hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Bob ${tag}`);
    await annsBar.getByRole('button', { name: 'See who reacted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reactions' });
    await expect(dialog.getByRole('list', { name: 'Reacted' }).getByRole('listitem')).toHaveText([
      new RegExp(`Bob ${tag}`),
    ]);
    await expect(dialog.getByRole('img', { name: 'Celebrate' })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await expectNamesContainVisibleText(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // At 360 px the bars fit the column.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(bar(page, `reply by Ann React${tag}`).getByRole('button').first()).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectNoSeriousViolationsLightAndDark(page);
    await bob.context.close();
    await cat.context.close();
  });

  test('a member reacts to a photo in the viewer; the uploader hears of it and it opens there', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, a live round trip, scans in both schemes
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Ann', lastName: `Photo${tag}` });
    const album = await createAlbum(page);
    const photo = await addPhoto(page, album.id, makePng('night.png'), 'Opening night');
    await openLive(page, '/');

    const bob = await memberInNewContext(browser, { firstName: 'Bob', lastName: tag });
    await bob.page.goto(`/gallery?album=${album.id}&photo=${photo.id}`);
    const viewer = bob.page.getByRole('dialog', { name: 'Opening night' });
    const bobsBar = viewer.getByRole('group', { name: 'Reactions to the photo Opening night' });
    await bobsBar.getByRole('button', { name: 'Add reaction' }).focus();
    await bob.page.keyboard.press('Enter');
    await expect(bob.page.getByRole('menuitemcheckbox', { name: 'Like' })).toBeFocused();
    // The menu's arrows are the menu's: the viewer stays on this photo.
    await bob.page.keyboard.press('ArrowDown');
    await bob.page.keyboard.press('ArrowRight');
    await expect(bob.page.getByRole('menuitemcheckbox', { name: 'Love' })).toBeFocused();
    await bob.page.keyboard.press('Enter');
    await expect(
      bobsBar.getByRole('button', { name: 'Love: 1 member reacted. You reacted' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer).toBeVisible();

    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', LIVE);
    await bell(page).click();
    await bellPanel(page)
      .getByRole('link', { name: `Unread: Bob ${tag} reacted to your photo “Opening night”` })
      .click();
    await expect(page).toHaveURL(`/gallery?album=${album.id}&photo=${photo.id}`);
    const annsViewer = page.getByRole('dialog', { name: 'Opening night' });
    const pill = annsViewer.getByRole('button', { name: 'Love: 1 member reacted' });
    await expect(pill).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousViolationsLightAndDark(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(pill).toBeInViewport();
    await expectNoSeriousViolationsLightAndDark(page);
    // Bob takes his back: Ann's open viewer follows without a reload.
    await bobsBar.getByRole('button', { name: 'Love: 1 member reacted. You reacted' }).click();
    await expect(annsViewer.getByRole('button', { name: /^Love/ })).toHaveCount(0, LIVE);
    await bob.context.close();
  });

  test('a reaction to a message shows in the open conversation live and rings the sender', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, two live round trips
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Ann', lastName: `Chat${tag}` });
    const bob = await memberInNewContext(browser, { firstName: 'Bob', lastName: tag });
    const sent = await page.request.post('/api/messages', {
      data: { recipientId: bob.id, subject: 'Mixer', content: 'Are you coming on Thursday?' },
    });
    expect(sent.status()).toBe(201);
    const { threadId } = (await sent.json()) as { threadId: number };
    const { id: messageId } = (await sent.json()) as { id: number };
    await openLive(page, '/');

    await bob.page.goto(`/messages/${threadId}`);
    const bobsBar = bob.page.getByRole('group', {
      name: `Reactions to the message from Ann Chat${tag}`,
    });
    await bobsBar.getByRole('button', { name: 'Add reaction' }).click();
    await bob.page.getByRole('menuitemcheckbox', { name: 'Celebrate' }).click();
    const bobsPill = bobsBar.getByRole('button', {
      name: 'Celebrate: 1 member reacted. You reacted',
    });
    await expect(bobsPill).toBeVisible();

    // Ann's bell names it; its entry opens the conversation at the message.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', LIVE);
    await bell(page).click();
    await bellPanel(page)
      .getByRole('link', { name: `Unread: Bob ${tag} reacted to your message` })
      .click();
    await expect(page).toHaveURL(`/messages/${threadId}#message-${messageId}`);
    const annsBar = page.getByRole('group', { name: 'Reactions to your message' });
    await expect(
      annsBar.getByRole('button', { name: 'Celebrate: 1 member reacted' }),
    ).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications', LIVE);

    // Bob takes it back: her open conversation follows without a reload.
    await bobsPill.click();
    await expect(annsBar.getByRole('button', { name: /^Celebrate/ })).toHaveCount(0, LIVE);
    await expectNoSeriousViolationsLightAndDark(page);
    await bob.context.close();
  });
});
