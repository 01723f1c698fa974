import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { memberInNewContext } from './support/directory';
import { startDiscussion, uniqueTitle } from './support/discussions';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

const SHOTS = process.env.SHOTS_DIR;

const BODY = [
  'Plan for the spring meetup.',
  '',
  '| Venue | Seats |',
  '| --- | ---: |',
  '| Harbour Hall | 120 |',
  '| Old Mill | 80 |',
  '',
  '- Book the venue',
  '- Send the invitations',
  '',
  'Details on [the city site](https://example.com/venues).',
  '',
  'Do not click [x](javascript:alert(1)).',
  '',
  '## Budget',
].join('\n');

async function openStartDiscussion(page: Page) {
  await page.goto('/discussions');
  await page.getByRole('button', { name: 'Start Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const selectText = (box: Locator, from: number, to: number) =>
  box.evaluate((el: HTMLTextAreaElement, [a, b]) => el.setSelectionRange(a!, b!), [from, to]);

test.describe('Formatted posts', () => {
  test('a discussion with a table, a list and links renders formatted, safely', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Iris', lastName: 'Marlow' });
    const dialog = await openStartDiscussion(page);
    const title = uniqueTitle('Spring meetup venues');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'General', exact: true }).click();

    const content = dialog.getByLabel('Content');
    await content.fill(`Agenda\n\n${BODY}`);
    // Ctrl-B wraps the selection; Ctrl-Z takes it back (the edit went in as typing).
    await selectText(content, 0, 6);
    await content.press('Control+b');
    await expect(content).toHaveValue(`**Agenda**\n\n${BODY}`);
    await content.press('Control+z');
    await expect(content).toHaveValue(`Agenda\n\n${BODY}`);
    await selectText(content, 0, 6);
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await expect(content).toHaveValue(`**Agenda**\n\n${BODY}`);
    await expect(content).toBeFocused();
    // Ctrl-K is the editor's link, not the page's: a link placeholder, the dialog stays.
    await content.press('Control+End');
    await content.press('Control+k');
    await expect(content).toHaveValue(`**Agenda**\n\n${BODY}[link text](https://)`);
    await content.press('Control+z');
    await expect(content).toHaveValue(`**Agenda**\n\n${BODY}`);
    await expect(dialog.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-write-1280.png` });

    // Preview shows the draft as it will read.
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const preview = dialog.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('Agenda');
    await expect(preview.getByRole('table')).toBeVisible();
    await expect(content).toBeHidden();
    await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-preview-1280.png` });
    await dialog.getByRole('tab', { name: 'Write' }).click();
    await expect(content).toHaveValue(`**Agenda**\n\n${BODY}`);

    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(toast(page)).toContainText('Discussion created successfully');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const post = page.getByRole('article').first();
    const table = post.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Venue', 'Seats']);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'Harbour Hall' })).toBeVisible();
    await expect(post.getByRole('listitem')).toHaveText(['Book the venue', 'Send the invitations']);
    const link = post.getByRole('link', { name: 'the city site' });
    await expect(link).toHaveAttribute('href', 'https://example.com/venues');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // The javascript: link is its words, with no link anywhere near.
    const unsafe = post.getByText('Do not click x.');
    await expect(unsafe).toBeVisible();
    await expect(unsafe.locator('a')).toHaveCount(0);
    await expect(post.locator('a[href^="javascript"]')).toHaveCount(0);
    // A heading in a post never outranks the page's own (the title is the one h1).
    await expect(post.getByRole('heading', { level: 4, name: 'Budget' })).toBeVisible();
    await expect(post.locator('h1')).toHaveCount(1);
    await expect(post.locator('h2')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/post-1280.png`, fullPage: true });

    // The list's preview is the words, not the syntax.
    await page.getByRole('link', { name: 'Back to Discussions' }).click();
    const card = page
      .getByTestId('discussion-card')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toContainText('Agenda Plan for the spring meetup. Venue Seats Harbour Hall');
    for (const syntax of ['**', '| ---', '](', '- Book']) {
      await expect(card).not.toContainText(syntax);
    }
  });

  test('raw HTML typed in a post shows as text and runs nothing', async ({ memberPage: page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const discussion = await startDiscussion(page, {
      content:
        'Press <Enter> <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n![pic](https://example.com/p.png)',
    });
    await page.goto(`/discussions/${discussion.id}`);
    const post = page.getByRole('article').first();
    await expect(post).toContainText('Press <Enter> <script>alert(1)</script>');
    await expect(post.locator('script, img')).toHaveCount(0);
    await expect(post.getByRole('link', { name: 'pic' })).toHaveAttribute(
      'href',
      'https://example.com/p.png',
    );
    expect(dialogs).toEqual([]);
  });

  test('at 360 px the editor fits and a wide table scrolls inside the post', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsNewMember(page);
    const wide = `| ${Array.from({ length: 8 }, (_, i) => `Column heading ${i + 1}`).join(' | ')} |\n|${' --- |'.repeat(8)}\n| ${Array.from({ length: 8 }, (_, i) => `value ${i + 1}`).join(' | ')} |`;
    const discussion = await startDiscussion(page, { content: `Wide table:\n\n${wide}` });

    const dialog = await openStartDiscussion(page);
    const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Quote', 'Code']) {
      await expect(toolbar.getByRole('button', { name })).toBeInViewport();
    }
    await dialog.getByLabel('Content').fill('**Hello** there');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-write-360.png` });
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByRole('tabpanel', { name: 'Preview' }).locator('strong')).toHaveText(
      'Hello',
    );
    await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-preview-360.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/discussions/${discussion.id}`);
    const region = page.getByRole('article').first().getByRole('region', { name: 'Table' });
    await expect(region.getByRole('table')).toBeVisible();
    const sizes = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoSeriousViolations(page, { include: 'article' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/post-360.png`, fullPage: true });
  });

  test('a message reads formatted in the bubble, and the inbox shows its words', async ({
    page,
    browser,
  }) => {
    const recipient = await memberInNewContext(browser, { firstName: 'Noor' });
    await signInAsNewMember(page);
    const res = await page.request.post('/api/messages', {
      data: {
        recipientId: recipient.id,
        subject: 'Checklist',
        content:
          '**Before Friday:**\n- [x] venue\n- [ ] ~~catering~~ food\nsee https://example.com/plan',
      },
    });
    expect(res.status()).toBe(201);
    const { threadId } = (await res.json()) as { threadId: number };
    await recipient.context.close();

    await page.goto('/messages');
    await expect(page.getByTestId('conversation').first()).toContainText(
      'You: Before Friday: venue catering food see https://example.com/plan',
    );
    await page.goto(`/messages/${threadId}`);
    const bubble = page.getByRole('log').getByTestId('message').first();
    await expect(bubble.locator('strong')).toHaveText('Before Friday:');
    await expect(bubble.getByRole('checkbox')).toHaveCount(2);
    await expect(bubble.locator('del')).toHaveText('catering');
    await expect(bubble.getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await expectNoSeriousViolations(page, { include: '[role="log"]' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/message-1280.png` });
  });
});
