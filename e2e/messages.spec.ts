import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import {
  memberCard,
  memberInNewContext,
  messagesLink,
  searchDirectory,
  uniqueTag,
} from './support/directory';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

interface Sent {
  id: number;
  threadId: number;
}

const conversations = (page: Page) => page.getByTestId('conversation');
const bubbles = (page: Page) => page.getByRole('log').getByTestId('message');

test.describe('Direct messages', () => {
  test('send from the directory; the recipient sees the unread count, reads and replies; the sender sees the answer', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, each in a browser of their own
    const tag = uniqueTag();
    const recipient = await memberInNewContext(browser, { firstName: 'Rosa', lastName: tag });
    await signInAsNewMember(page, { firstName: 'Sam', lastName: `Sender${tag}` });

    // The sender writes from the directory.
    await page.goto('/members');
    await expect(messagesLink(page)).toHaveAccessibleName('Messages');
    await searchDirectory(page, `Rosa ${tag}`);
    await memberCard(page, `Rosa ${tag}`)
      .getByRole('button', { name: `Message Rosa ${tag}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Message Rosa ${tag}` });
    await dialog.getByLabel('Subject (optional)').fill('Energy panel');
    await dialog
      .getByLabel('Message', { exact: true })
      .fill('Would you speak on our panel?\nThursday, 6 pm.');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/api/messages'),
    );
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      recipientId: recipient.id,
      subject: 'Energy panel',
      content: 'Would you speak on our panel?\nThursday, 6 pm.',
    });
    const sent = (await response.json()) as Sent;
    await expect(toast(page)).toContainText('Message sent successfully');
    await expect(dialog).toBeHidden();
    // The toast's View opens the new conversation.
    await toast(page).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${sent.threadId}$`));
    await expect(bubbles(page)).toHaveCount(1);
    await expect(bubbles(page).first()).toHaveAttribute('data-mine', 'true');

    // The sender leaves the thread (an answer arriving in a thread on screen is read as it
    // arrives, live), so the answer below waits for them unread.
    await page.goto('/');

    // The recipient sees the unread count in the top bar.
    const rosa = recipient.page;
    await rosa.goto('/');
    const envelope = messagesLink(rosa);
    await expect(envelope).toHaveAccessibleName('Messages, 1 unread');
    await expect(envelope.getByTestId('unread-badge')).toHaveText('1');

    // The inbox: the sender, the subject, the last message, unread and bold.
    await envelope.click();
    await expect(rosa).toHaveURL(/\/messages$/);
    await expect(rosa.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const row = conversations(rosa).first();
    await expect(row).toContainText(`Sam Sender${tag}`);
    await expect(row).toContainText('Energy panel');
    await expect(row).toContainText('Would you speak on our panel?');
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row.getByTestId('unread-count')).toHaveText('1 unread');
    await expect(row.getByText(`Sam Sender${tag}`, { exact: true })).toHaveClass(/font-bold/);

    // The thread: opening it reads it, and the badge goes.
    await row.click();
    await expect(rosa).toHaveURL(new RegExp(`/messages/${sent.threadId}$`));
    await expect(rosa.getByRole('heading', { level: 1, name: `Sam Sender${tag}` })).toBeVisible();
    await expect(rosa.getByText('Energy panel')).toBeVisible();
    await expect(bubbles(rosa)).toHaveCount(1);
    await expect(bubbles(rosa).first()).not.toHaveAttribute('data-mine');
    // Newlines are kept; the text is text.
    expect(await bubbles(rosa).first().locator('div').first().innerText()).toContain(
      'Would you speak on our panel?\nThursday, 6 pm.',
    );
    await expect(envelope).toHaveAccessibleName('Messages');
    await expect(envelope.getByTestId('unread-badge')).toHaveCount(0);

    // Reply with Ctrl+Enter; an empty reply is refused first.
    const box = rosa.getByRole('combobox', { name: `Reply to Sam Sender${tag}` });
    await rosa.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(rosa.getByText('Message is required')).toBeVisible();
    await box.fill('Yes — count me in.');
    await box.press('Control+Enter');
    await expect(bubbles(rosa)).toHaveCount(2);
    await expect(bubbles(rosa).last()).toHaveAttribute('data-mine', 'true');
    await expect(bubbles(rosa).last()).toContainText('Yes — count me in.');
    await expect(box).toHaveValue('');

    // The sender sees the answer: unread in the top bar at once (live), first in the inbox,
    // in the thread.
    await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
    await page.goto('/messages');
    await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
    const mine = conversations(page).first();
    await expect(mine).toContainText(`Rosa ${tag}`);
    await expect(mine).toContainText('Yes — count me in.');
    await mine.click();
    await expect(page.getByRole('heading', { level: 1, name: `Rosa ${tag}` })).toBeVisible();
    await expect(bubbles(page)).toHaveCount(2);
    await expect(bubbles(page).first()).toHaveAttribute('data-mine', 'true');
    await expect(bubbles(page).last()).not.toHaveAttribute('data-mine');
    await expect(bubbles(page).last()).toContainText('Yes — count me in.');
    await expect(messagesLink(page)).toHaveAccessibleName('Messages');

    // The sender answers with the Send button; Rosa's inbox shows it on her next visit.
    await page
      .getByRole('combobox', { name: `Reply to Rosa ${tag}` })
      .fill('Wonderful, thank you!');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(bubbles(page)).toHaveCount(3);
    await rosa.goto('/messages');
    await expect(conversations(rosa).first()).toContainText('Wonderful, thank you!');

    await recipient.context.close();
  });

  test("a third member cannot open two others' conversation: not found, with a way back", async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const recipient = await memberInNewContext(browser, { firstName: 'Rosa', lastName: tag });
    await signInAsNewMember(page, { firstName: 'Sam', lastName: `Sender${tag}` });
    const res = await page.request.post('/api/messages', {
      data: {
        recipientId: recipient.id,
        subject: 'Energy panel',
        content: 'Would you speak on our panel?\nThursday, 6 pm.',
      },
    });
    expect(res.status()).toBe(201);
    const sent = (await res.json()) as Sent;
    await recipient.context.close();

    // A third member gets the not-found state at that address, with a way back.
    const third = await memberInNewContext(browser, { firstName: 'Theo', lastName: tag });
    const theo = third.page;
    await theo.goto(`/messages/${sent.threadId}`);
    await expect(theo.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await expect(theo.getByText('Would you speak')).toHaveCount(0);
    await theo.getByRole('link', { name: 'Back to Messages' }).click();
    await expect(theo).toHaveURL(/\/messages$/);
    await expect(theo.getByText('No messages yet')).toBeVisible();
    await third.context.close();
  });

  test('an empty inbox points to the directory; a bad thread address is not found', async ({
    memberPage: page,
  }) => {
    await page.goto('/messages');
    await expect(page.getByText('No messages yet', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Members' }).click();
    await expect(page).toHaveURL(/\/members$/);

    await page.goto('/messages/not-a-number');
    await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await page.goto('/messages/999999999');
    await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
  });

  test('markup in a message is shown as text', async ({ page, browser }) => {
    const other = await memberInNewContext(browser, { firstName: 'Mark', lastName: uniqueTag() });
    await signInAsNewMember(page);
    const html = '<img src=x onerror="window.__pwned=1"><b>bold?</b>';
    const res = await other.api.post('/api/messages', {
      data: { recipientId: await myId(page), content: html },
    });
    expect(res.status()).toBe(201);
    const { threadId } = (await res.json()) as Sent;
    await page.goto(`/messages/${threadId}`);
    await expect(bubbles(page).first()).toContainText(html);
    await expect(page.getByRole('log').locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await other.context.close();
  });

  test("'Load earlier messages' brings older ones above, oldest first", async ({
    page,
    browser,
  }) => {
    test.slow(); // 105 messages through the API
    const other = await memberInNewContext(browser, { firstName: 'Long', lastName: uniqueTag() });
    await signInAsNewMember(page);
    const first = await other.api.post('/api/messages', {
      data: { recipientId: await myId(page), subject: 'Long thread', content: 'Message 1' },
    });
    const { threadId } = (await first.json()) as Sent;
    for (let i = 2; i <= 105; i++) {
      const api = i % 2 ? other.api : page.request;
      const reply = await api.post(`/api/messages/threads/${threadId}/replies`, {
        data: { content: `Message ${i}` },
      });
      expect(reply.status()).toBe(201);
    }
    await page.goto(`/messages/${threadId}`);
    await expect(bubbles(page)).toHaveCount(100);
    await expect(bubbles(page).first()).toContainText('Message 6');
    await expect(bubbles(page).last()).toContainText('Message 105');
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(bubbles(page)).toHaveCount(105);
    await expect(bubbles(page).first()).toContainText('Message 1');
    await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
    await other.context.close();
  });
});

test.describe('New message from the inbox', () => {
  test('pick a member with the keyboard, write, send, land in the conversation; it is in the inbox', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members
    const tag = uniqueTag();
    const recipient = await memberInNewContext(
      browser,
      { firstName: 'Nadia', lastName: `Aa${tag}` },
      { title: 'Plant Manager', company: 'Gulf Coast Polymers' },
    );
    await signInAsNewMember(page, { firstName: 'Sam', lastName: `Sender${tag}` });
    await page.goto('/messages');
    await expect(page.getByText('No messages yet', { exact: true })).toBeVisible();

    const opener = page.getByRole('button', { name: 'New message' });
    await opener.click();
    const picker = page.getByRole('dialog', { name: 'New message' });
    const box = picker.getByRole('combobox', { name: 'Search members' });
    await expect(box).toBeFocused();
    const searched = page.waitForResponse(
      (res) =>
        res.url().includes('/api/users?') &&
        new URL(res.url()).searchParams.get('search') === `Aa${tag}`,
    );
    await box.fill(`Aa${tag}`);
    await searched;
    const options = picker.getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(`Nadia Aa${tag}`);
    await expect(options.first()).toContainText('Plant Manager at Gulf Coast Polymers');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    await page.screenshot({ path: test.info().outputPath('picker-1280.png') });
    await expectNoSeriousViolations(page);
    // Enter chooses the member (a chip above the box); Ctrl+Enter goes on, as Next does.
    await box.press('Enter');
    await expect(picker.getByRole('button', { name: `Remove Nadia Aa${tag}` })).toBeVisible();
    await expect(box).toHaveValue('');
    await box.press('Control+Enter');

    const dialog = page.getByRole('dialog', { name: `Message Nadia Aa${tag}` });
    await expect(dialog).toBeVisible();
    await expect(picker).toBeHidden();
    await dialog.getByLabel('Subject (optional)').fill('Plant tour');
    await dialog.getByLabel('Message', { exact: true }).fill('Could our group visit in March?');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/api/messages'),
    );
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      recipientId: recipient.id,
      subject: 'Plant tour',
      content: 'Could our group visit in March?',
    });
    await expect(toast(page)).toContainText('Message sent successfully');
    await expect(dialog).toBeHidden();
    // The sender lands in the new conversation, its heading focused.
    const sent = (await response.json()) as { id: number; threadId: number | null };
    await expect(page).toHaveURL(new RegExp(`/messages/${sent.threadId ?? sent.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Nadia Aa${tag}` })).toBeFocused();
    await expect(page.getByRole('log', { name: `Conversation with Nadia Aa${tag}` })).toContainText(
      'Could our group visit in March?',
    );

    // The inbox lists the new conversation; its member's name opens their profile.
    await page.getByRole('link', { name: 'All messages' }).click();
    const row = conversations(page).first();
    await expect(row).toContainText(`Nadia Aa${tag}`);
    await expect(row).toContainText('Plant tour');
    await page.screenshot({ path: test.info().outputPath('inbox-1280.png') });
    await row.getByRole('link', { name: `Nadia Aa${tag}`, exact: true }).click();
    await expect(page).toHaveURL(/\/members\//);
    await expect(page.getByRole('heading', { level: 1, name: `Nadia Aa${tag}` })).toBeVisible();
    await recipient.context.close();
  });

  test('the picker at 360 px: fits, arrow keys move, Escape returns to New message', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const tag = uniqueTag();
    const first = await memberInNewContext(browser, { firstName: 'Ana', lastName: `Aa${tag}` });
    const second = await memberInNewContext(browser, {
      firstName: 'Bea',
      lastName: `Aa${tag}Averyveryverylongsurnamethatkeepsgoing`,
    });
    await signInAsNewMember(page);
    await page.goto('/messages');
    await page.getByRole('button', { name: 'New message' }).click();
    const picker = page.getByRole('dialog', { name: 'New message' });
    const box = picker.getByRole('combobox', { name: 'Search members' });
    await box.fill(`Aa${tag}`);
    const options = picker.getByRole('option');
    await expect(options).toHaveCount(2);
    const bounds = await picker.boundingBox();
    expect(bounds && bounds.x >= 0 && bounds.x + bounds.width <= 360).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('picker-360.png') });
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await box.press('ArrowUp');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: 'New message' })).toBeFocused();
    await first.context.close();
    await second.context.close();
  });
});

async function myId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/user');
  return ((await res.json()) as { id: string }).id;
}

/** A member with one conversation: a message to them, and their unread badge. */
async function withConversation(page: Page, browser: Browser) {
  const other = await memberInNewContext(browser, { firstName: 'Axel', lastName: uniqueTag() });
  await signInAsNewMember(page);
  const res = await other.api.post('/api/messages', {
    data: {
      recipientId: await myId(page),
      subject: 'Breakfast on Friday at the usual place, with the whole committee and guests?',
      content: 'The usual place at 8? Bring the sponsorship numbers and the venue shortlist too.',
    },
  });
  const { threadId } = (await res.json()) as Sent;
  return { other, threadId };
}

test.describe('Direct messages: accessibility and small screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`axe (${colorScheme})`, () => {
      test.use({ colorScheme });

      test('inbox, thread with the reply error, not-found state', async ({ page, browser }) => {
        test.slow(); // four axe passes
        const { other, threadId } = await withConversation(page, browser);
        await page.goto('/messages');
        await expect(conversations(page)).toHaveCount(1);
        await expectNoSeriousViolations(page);
        await page.goto(`/messages/${threadId}`);
        await expect(bubbles(page)).toHaveCount(1);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(page.getByText('Message is required')).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.getByRole('combobox', { name: /^Reply to/ }).fill('See you there.');
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(bubbles(page)).toHaveCount(2);
        await expectNoSeriousViolations(page);
        await other.page.goto('/messages/999999');
        await expect(other.page.getByText('Conversation not found')).toBeVisible();
        await expectNoSeriousViolations(other.page);
        await other.context.close();
      });
    });
  }

  test.describe('360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the envelope shows in the top bar; inbox and thread fit; keyboard sends', async ({
      page,
      browser,
    }) => {
      const { other, threadId } = await withConversation(page, browser);
      await page.goto('/');
      const envelope = messagesLink(page);
      await expect(envelope).toBeVisible();
      await expect(envelope).toHaveAccessibleName('Messages, 1 unread');
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBeLessThanOrEqual(0);

      // Keyboard only: the envelope, the conversation, the reply.
      await envelope.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/messages$/);
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Long subjects and previews are cut with an ellipsis; the time stays in view.
      const time = await conversations(page).first().locator('time').boundingBox();
      expect(time && time.x + time.width <= 360).toBe(true);
      await conversations(page).first().getByTestId('conversation-link').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/messages/${threadId}$`));
      await expect(bubbles(page)).toHaveCount(1);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page);
      await page.getByRole('combobox', { name: /^Reply to/ }).focus();
      await page.keyboard.type('On my way');
      await page.keyboard.press('Control+Enter');
      await expect(bubbles(page)).toHaveCount(2);
      await other.context.close();
    });
  });
});
