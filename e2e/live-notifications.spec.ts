import { expect, type Page, test } from '@playwright/test';
import { memberInNewContext, messagesLink, uniqueTag } from './support/directory';
import { postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsNewMember } from './support/members';

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** Longer than the fan-out's round trip, far shorter than any polling interval (60 s). */
const LIVE = { timeout: 10_000 };

/** Opens `path` and waits until the tab's live stream is open. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/stream');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  // A reload would lose this: the checks below prove nothing was reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test.describe('Live notifications (two browsers)', () => {
  test('a reply that mentions me rings my bell without a reload; the notification opens the reply', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, three live round trips
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Nora', lastName: `Live${tag}` });
    const rafael = await memberInNewContext(browser, { firstName: 'Rafael', lastName: tag });
    const title = uniqueTitle('Port logistics');
    const discussion = await startDiscussion(rafael.page, {
      title,
      content: 'Who knows a customs broker?',
    });

    await openLive(page, '/');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Rafael mentions Nora in a reply, picking her from the editor's suggestions.
    await rafael.page.goto(`/discussions/${discussion.id}`);
    await rafael.page.getByRole('button', { name: 'Reply', exact: true }).click();
    const box = rafael.page
      .getByRole('form', { name: 'Reply to the discussion' })
      .getByRole('combobox', { name: 'Your reply' });
    await box.pressSequentially(`Ask @Nora Live${tag.slice(0, 4)}`, { delay: 20 });
    await expect(
      rafael.page.getByRole('listbox', { name: 'Members to mention' }).getByRole('option'),
    ).toHaveCount(1);
    await rafael.page.keyboard.press('ArrowDown');
    await rafael.page.keyboard.press('Enter');
    await box.pressSequentially('about brokers.', { delay: 10 });
    const posted = rafael.page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes('/replies'),
    );
    await rafael.page.getByRole('button', { name: 'Post Reply' }).click();
    const reply = (await (await posted).json()) as { id: number };

    // Nora's bell counts it, without a reload.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', LIVE);
    expect(await notReloaded(page)).toBe(true);

    // The entry says who mentioned her where, and opens the reply itself.
    await bell(page).click();
    const entry = page
      .getByRole('dialog', { name: 'Notifications', exact: true })
      .getByRole('link', { name: `Unread: Rafael ${tag} mentioned you in “${title}”` });
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/discussions/${discussion.id}#reply-${reply.id}`);
    const opened = page.locator(`#reply-${reply.id}`);
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    await expect(opened.getByRole('link', { name: `@Nora Live${tag}` })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications', LIVE);

    // While she reads, Rafael's next reply appears in the thread without a reload.
    await postReply(rafael.page, discussion.id, 'Also try the port authority list.');
    await expect(page.getByText('Also try the port authority list.')).toBeVisible(LIVE);
    expect(await notReloaded(page)).toBe(true);
    await rafael.context.close();
  });

  test('an open message thread shows the answer as it arrives', async ({ page, browser }) => {
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Ines', lastName: `Live${tag}` });
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const omar = await memberInNewContext(browser, { firstName: 'Omar', lastName: tag });
    const sent = await omar.api.post('/api/messages', {
      data: { recipientId: me.id, subject: 'Warehouse space', content: 'Still looking?' },
    });
    expect(sent.status()).toBe(201);
    const thread = (await sent.json()) as { id: number; threadId: number | null };
    const threadId = thread.threadId ?? thread.id;

    await openLive(page, `/messages/${threadId}`);
    await expect(page.getByText('Still looking?')).toBeVisible();
    const answer = await omar.api.post(`/api/messages/threads/${threadId}/replies`, {
      data: { content: 'We have 2,000 sq ft near the port.' },
    });
    expect(answer.status()).toBe(201);
    await expect(page.getByText('We have 2,000 sq ft near the port.')).toBeVisible(LIVE);
    expect(await notReloaded(page)).toBe(true);
    await omar.context.close();
  });

  test('a message that arrives while the page is still opening its stream shows without a reload', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Lena', lastName: `Live${tag}` });
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const omar = await memberInNewContext(browser, { firstName: 'Omar', lastName: tag });

    // The stream's request is held (a slow network): the page has its first answers, and
    // what happens now would fall between them and the stream.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = new Promise<void>((resolve) => {
      void page.route(/\/api\/stream(\?|$)/, async (route) => {
        resolve();
        await held;
        await route.continue();
      });
    });
    await page.goto('/');
    await asked;
    const envelope = messagesLink(page);
    await expect(envelope).toHaveAccessibleName('Messages');

    const sent = await omar.api.post('/api/messages', {
      data: { recipientId: me.id, subject: 'Loading dock', content: 'Free on Monday?' },
    });
    expect(sent.status()).toBe(201);
    const stream = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/stream');
    release();
    expect((await stream).status()).toBe(200);
    // The server knows Lena heard something since the page's start: the stream begins with
    // `sync`, and the badge counts the message at once, not at the next poll (a minute on).
    await expect(envelope).toHaveAccessibleName('Messages, 1 unread', LIVE);
    await omar.context.close();
  });
});
