import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { category, postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { signInAsAdmin } from './support/first-admin';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

async function myId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/user');
  return ((await res.json()) as { id: string }).id;
}

test.describe('Editing (issue 23)', () => {
  test('a member edits their discussion, a reply (keyboard) and a message; each shows "edited"', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsNewMember(page, { firstName: 'Edda', lastName: 'Writer' });
    const title = uniqueTitle('Meetup venue');
    const discussion = await startDiscussion(page, { title, content: 'Where shall we meet?' });
    const events = await category(page, 'Events');
    await postReply(page, discussion.id, 'See you at eight.');

    await page.goto(`/discussions/${discussion.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.getByRole('article').first();
    await expect(article).not.toContainText('edited');
    await article.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Discussion' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(dialog.getByLabel('Content')).toHaveValue('Where shall we meet?');
    await expectNoSeriousViolations(page);
    const newTitle = `${title} (moved)`;
    await dialog.getByLabel('Title').fill(newTitle);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: events.name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Discussion updated');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(article).toContainText(events.name);
    await expect(article).toContainText('edited');

    // The reply, with the keyboard: Escape first puts it back, then Edit, type, Save.
    const reply = page.getByTestId('reply').first();
    const edit = reply.getByRole('button', { name: 'Edit your reply' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const box = reply.getByRole('combobox', { name: 'Edit your reply' });
    await expect(box).toBeFocused();
    await page.keyboard.type(' Bring snacks.');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(reply).toContainText('See you at eight.');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' Bring snacks.');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Save
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Reply updated');
    await expect(reply).toContainText('See you at eight. Bring snacks.');
    await expect(reply).toContainText('edited');
    await expectNoSeriousViolations(page);

    // A message to another member, then edited.
    const context = await browser.newContext();
    const otherPage = await context.newPage();
    await signInAsNewMember(otherPage, { firstName: 'Rita', lastName: 'Reader' });
    const res = await page.request.post('/api/messages', {
      data: { recipientId: await myId(otherPage), content: 'Lunch on Fridy?' },
    });
    expect(res.status()).toBe(201);
    const { threadId } = (await res.json()) as { threadId: number };
    await page.goto(`/messages/${threadId}`);
    await page.getByRole('button', { name: 'Edit your message' }).click();
    const messageBox = page.getByRole('combobox', { name: 'Edit your message' });
    await expect(messageBox).toHaveValue('Lunch on Fridy?');
    await messageBox.fill('Lunch on Friday?');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Message updated');
    const bubble = page.getByTestId('message').first();
    await expect(bubble).toContainText('Lunch on Friday?');
    await expect(bubble).toContainText('edited');
    await expectNoSeriousViolations(page);

    // The other member sees the new text, marked.
    await otherPage.goto(`/messages/${threadId}`);
    await expect(otherPage.getByTestId('message').first()).toContainText('Lunch on Friday?');
    await expect(otherPage.getByTestId('message').first()).toContainText('edited');
    await context.close();

    // Staff (the first account is the admin) open the discussion's earlier versions.
    const adminContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const staff = await adminContext.newPage();
    await signInAsAdmin(staff);
    await staff.goto(`/discussions/${discussion.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    const mark = staff
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Edited: show earlier versions' });
    await mark.click();
    const versions = staff.getByRole('dialog', { name: 'Earlier versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(1);
    await expect(versions.getByRole('listitem')).toContainText('Edda Writer');
    await expect(versions.getByRole('listitem')).toContainText(title);
    await expect(versions.getByRole('listitem')).toContainText('Where shall we meet?');
    await expectNoSeriousViolations(staff);
    // Closing returns the focus to the mark that opened them.
    await staff.keyboard.press('Escape');
    await expect(versions).toBeHidden();
    await expect(mark).toBeFocused();
    await adminContext.close();
  });
});
