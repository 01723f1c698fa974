import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { memberInNewContext, uniqueTag } from './support/directory';
import { startDiscussion } from './support/discussions';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Members to mention' });
const token = (name: string, id: string) => `@[${name}](${encodeURIComponent(id)})`;
const shot = (name: string) => `test-results/mentions-${name}.png`;

/** Types `text` a key at a time, as a member does (each key asks for suggestions). */
const typeInto = (box: Locator, text: string) => box.pressSequentially(text, { delay: 20 });

test.describe('@mentions', () => {
  test('in a reply: @ and a name suggests the member, arrow down and Enter pick, the reply links to them', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, axe on the open list
    const tag = uniqueTag();
    const maya = await memberInNewContext(
      browser,
      { firstName: 'Maya', lastName: tag },
      { title: 'Founder', company: 'Tidewater Labs' },
    );
    await maya.context.close();
    await signInAsNewMember(page, { firstName: 'Rex', lastName: `Writer${tag}` });
    const discussion = await startDiscussion(page, { content: 'Who knows a good grant writer?' });

    await page.goto(`/discussions/${discussion.id}`);
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    const form = page.getByRole('form', { name: 'Reply to the discussion' });
    const box = form.getByRole('combobox', { name: 'Your reply' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await typeInto(box, `Ask @Maya ${tag.slice(0, 5)}`);
    const list = suggestions(page);
    await expect(list).toBeVisible();
    const option = list.getByRole('option', {
      name: new RegExp(`^Maya ${tag}\\s*Founder at Tidewater Labs$`),
    });
    await expect(option).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: shot('reply-desktop') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: shot('reply-dark') });
    await page.emulateMedia({ colorScheme: 'light' });

    // Escape closes the list, not the reply form; a new @ opens it again.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(form).toBeVisible();
    await box.press('Backspace');
    await expect(list).toBeHidden();
    await box.fill('');
    await typeInto(box, `Ask @Maya ${tag.slice(0, 5)}`);
    await expect(option).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(`Ask @Maya ${tag} `);
    await typeInto(box, 'about it.');

    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes('/replies'),
    );
    await form.getByRole('button', { name: 'Post Reply' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      content: `Ask ${token(`Maya ${tag}`, maya.id)} about it.`,
    });
    await expect(toast(page)).toContainText('Reply posted successfully');

    const link = page.getByRole('link', { name: `@Maya ${tag}`, exact: true });
    await expect(link).toHaveAttribute('href', `/members/${maya.id}`);
    await expect(page.getByText(/@\[/)).toHaveCount(0);
    // The link in the text reads as a link (underlined, not by colour alone).
    await expectNoSeriousViolations(page);
    await link.click();
    await expect(page).toHaveURL(`/members/${maya.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Maya ${tag}` })).toBeVisible();
  });

  test('in a message at 360 px: the suggestions fit, Enter picks, the message links to the member', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 780 });
    const tag = uniqueTag();
    const rosa = await memberInNewContext(browser, { firstName: 'Rosa', lastName: tag });
    const theo = await memberInNewContext(
      browser,
      { firstName: 'Theo', lastName: tag },
      { title: 'Treasurer', company: 'Harbor Credit Union' },
    );
    await Promise.all([rosa.context.close(), theo.context.close()]);
    await signInAsNewMember(page, { firstName: 'Sam', lastName: `Sender${tag}` });
    const res = await page.request.post('/api/messages', {
      data: { recipientId: rosa.id, subject: 'Panel', content: 'Would you join our panel?' },
    });
    expect(res.status()).toBe(201);
    const { threadId } = (await res.json()) as { threadId: number };

    await page.goto(`/messages/${threadId}`);
    const box = page.getByRole('combobox', { name: `Reply to Rosa ${tag}` });
    await box.click();
    await typeInto(box, `Also ask @Theo ${tag.slice(0, 5)}`);
    const list = suggestions(page);
    const option = list.getByRole('option', {
      name: new RegExp(`^Theo ${tag}\\s*Treasurer at Harbor Credit Union$`),
    });
    await expect(option).toBeVisible();
    // Nothing runs off a narrow screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const box360 = await list.boundingBox();
    expect(box360!.x).toBeGreaterThanOrEqual(0);
    expect(box360!.x + box360!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('message-360') });

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(`Also ask @Theo ${tag} `);
    await typeInto(box, 'to speak.');
    const sent = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().endsWith(`/api/messages/threads/${threadId}/replies`),
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({
      content: `Also ask ${token(`Theo ${tag}`, theo.id)} to speak.`,
    });

    const bubble = page.getByRole('log').getByTestId('message').last();
    const link = bubble.getByRole('link', { name: `@Theo ${tag}`, exact: true });
    await expect(link).toHaveAttribute('href', `/members/${theo.id}`);
    await expect(bubble).not.toContainText('@[');

    // The inbox's last message shows the name, not the stored form.
    await page.goto('/messages');
    const row = page.getByTestId('conversation').first();
    await expect(row).toContainText(`You: Also ask @Theo ${tag} to speak.`);
    await expect(row).not.toContainText('@[');
  });

  test('in the Start Discussion dialog: Escape closes the suggestions and keeps the dialog', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const lena = await memberInNewContext(browser, { firstName: 'Lena', lastName: tag });
    await lena.context.close();
    await signInAsNewMember(page, { firstName: 'Dee', lastName: `Starter${tag}` });
    await page.goto('/discussions');
    await page.getByRole('button', { name: 'Start Discussion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
    const box = dialog.getByRole('combobox', { name: 'Content' });
    await box.click();
    await typeInto(box, `Hello @Lena ${tag.slice(0, 5)}`);
    await expect(suggestions(page).getByRole('option', { name: `Lena ${tag}` })).toBeVisible();
    await page.screenshot({ path: shot('dialog-desktop') });
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(box).toBeFocused();
    // The dialog's own Escape still works once the list is closed.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
