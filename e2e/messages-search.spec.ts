import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { memberInNewContext, uniqueTag } from './support/directory';
import { signInAsNewMember } from './support/members';

// Issue 23 (decision 039): a member searches their own messages from the
// messages page and opens a hit at its message in the thread.

interface Sent {
  id: number;
  threadId: number;
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search your messages' });
const hits = (page: Page) => page.getByTestId('message-hit');

test.describe('Searching your messages', () => {
  test('finds your own messages with the word marked, opens one at its place in the thread, never shows others’', async ({
    page,
    browser,
  }) => {
    test.slow(); // three members and a thread longer than one page
    const tag = uniqueTag();
    // One word no other journey writes, so the hits are this journey's own.
    const word = `quokka${tag.toLowerCase()}`;
    const bob = await memberInNewContext(browser, { firstName: 'Bob', lastName: tag });
    const eve = await memberInNewContext(browser, { firstName: 'Eve', lastName: tag });
    await signInAsNewMember(page, { firstName: 'Ann', lastName: tag });

    // Ann asks Bob; Bob answers; then a hundred more messages, so Bob's answer is not on
    // the thread's first page.
    const opening = await page.request.post('/api/messages', {
      data: {
        recipientId: bob.id,
        subject: 'Port partners',
        content: `Who handles ${word} freight?`,
      },
    });
    expect(opening.status()).toBe(201);
    const { threadId } = (await opening.json()) as Sent;
    const answer = await bob.api.post(`/api/messages/threads/${threadId}/replies`, {
      data: { content: `My ${word} contact is <b>Dana</b> at Meridian.` },
    });
    expect(answer.status()).toBe(201);
    const answered = (await answer.json()) as Sent;
    for (let i = 1; i <= 100; i++) {
      const api = i % 2 ? page.request : bob.api;
      const res = await api.post(`/api/messages/threads/${threadId}/replies`, {
        data: { content: `Later message ${i}` },
      });
      expect(res.status()).toBe(201);
    }
    // A conversation Ann is not part of, with the same word.
    const others = await eve.api.post('/api/messages', {
      data: { recipientId: bob.id, content: `Eve's private ${word} note` },
    });
    expect(others.status()).toBe(201);

    await page.goto('/messages');
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await searchField(page).fill(word);

    const results = page.getByRole('list', { name: `Messages matching “${word}”` });
    await expect(results).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
    await expect(hits(page)).toHaveCount(2);
    // Newest first: Bob's answer, then Ann's question; Eve's note to Bob never.
    await expect(hits(page).nth(0)).toContainText(`Bob ${tag}`);
    await expect(hits(page).nth(0)).toContainText(`My ${word} contact is <b>Dana</b> at Meridian.`);
    await expect(hits(page).nth(1)).toContainText(`You: Who handles ${word} freight?`);
    await expect(results.locator('mark')).toHaveText([word, word]);
    await expect(results.locator('b')).toHaveCount(0);
    await expect(page.getByText(`Eve's private`)).toHaveCount(0);
    await expect(page.getByText('2 messages match')).toBeAttached();
    await expectNoSeriousViolations(page);

    // Nothing: the page says so; clearing brings the conversations back.
    await searchField(page).fill(`${word}zz`);
    await expect(page.getByText(`No messages match “${word}zz”`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(searchField(page)).toBeFocused();

    // From the keyboard: type, Tab to Bob's answer, Enter opens the thread at it.
    await searchField(page).fill(word);
    await expect(hits(page)).toHaveCount(2);
    const link = hits(page).nth(0).getByTestId('message-hit-link');
    await expect(link).toHaveAttribute('href', `/messages/${threadId}#message-${answered.id}`);
    for (let i = 0; i < 10; i++) {
      if (await link.evaluate((a) => a === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/messages/${threadId}#message-${answered.id}$`));
    const target = page.locator(`#message-${answered.id}`);
    await expect(target).toContainText(`My ${word} contact is <b>Dana</b> at Meridian.`);
    await expect(target).toBeFocused();
    await expect(target).toHaveAttribute('data-anchored', '');
    await expect(target).toBeInViewport();

    // Back returns to the same hits.
    await page.goBack();
    await expect(searchField(page)).toHaveValue(word);
    await expect(hits(page)).toHaveCount(2);

    // Eve finds her own note, and nothing of Ann and Bob's conversation.
    await eve.page.goto(`/messages?q=${word}`);
    await expect(hits(eve.page)).toHaveCount(1);
    await expect(hits(eve.page).first()).toContainText(`Eve's private ${word} note`);

    await bob.context.close();
    await eve.context.close();
  });

  test.describe('at 360 px, dark', () => {
    test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

    test('the hits fit the screen and pass axe', async ({ page, browser }) => {
      const tag = uniqueTag();
      const word = `wombat${tag.toLowerCase()}`;
      const bob = await memberInNewContext(browser, { firstName: 'Bartholomew', lastName: tag });
      await signInAsNewMember(page, { firstName: 'Ann', lastName: tag });
      const sent = await page.request.post('/api/messages', {
        data: {
          recipientId: bob.id,
          subject: 'A subject long enough to be cut at the edge of a small screen',
          content: `${'A long run of words before the match, '.repeat(8)}then ${word} at last.`,
        },
      });
      expect(sent.status()).toBe(201);
      await page.goto('/messages');
      await searchField(page).fill(word);
      await expect(hits(page)).toHaveCount(1);
      await expect(hits(page).locator('mark')).toHaveText(word);
      // A fragment from inside a long message says so.
      await expect(hits(page).getByTestId('message-hit-link')).toContainText(`… `);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const time = await hits(page).locator('time').boundingBox();
      expect(time && time.x + time.width <= 360).toBe(true);
      await expectNoSeriousViolations(page);
      await bob.context.close();
    });
  });
});
