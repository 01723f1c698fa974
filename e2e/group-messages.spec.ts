import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolationsLightAndDark } from './support/axe';
import { LIVE } from './support/bell';
import { memberInNewContext, uniqueTag } from './support/directory';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

const conversations = (page: Page) => page.getByTestId('conversation');
const bubbles = (page: Page) => page.getByRole('log').getByTestId('message');

/** The picker's search for `text`, waiting for the server's answer to it. */
async function searchPicker(page: Page, box: Locator, text: string) {
  const searched = page.waitForResponse(
    (res) =>
      res.url().includes('/api/users?') && new URL(res.url()).searchParams.get('search') === text,
  );
  await box.fill(text);
  await searched;
}

/** Whether the page scrolls sideways (it must not at 360 px). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Group conversations (issue 37)', () => {
  test('start a named group by keyboard; it arrives live; replies name their sender; people join and leave', async ({
    page,
    browser,
  }) => {
    test.slow(); // four members, each in a browser of their own, and two axe passes a page
    const tag = uniqueTag();
    const bea = await memberInNewContext(browser, { firstName: 'Bea', lastName: `Gr${tag}` });
    const cal = await memberInNewContext(browser, { firstName: 'Cal', lastName: `Gr${tag}` });
    const dov = await memberInNewContext(browser, { firstName: 'Dov', lastName: `Gr${tag}` });
    await signInAsNewMember(page, { firstName: 'Ana', lastName: `Gr${tag}` });

    // Bea and Cal have their inboxes open: the group arrives there without a reload.
    for (const other of [bea, cal]) {
      await other.page.goto('/messages');
      await expect(other.page.getByText('No messages yet', { exact: true })).toBeVisible();
    }

    // Ana starts the group from the inbox, by keyboard only.
    await page.goto('/messages');
    await page.getByRole('button', { name: 'New message' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'New message' });
    const box = picker.getByRole('combobox', { name: 'Search members' });
    await expect(box).toBeFocused();
    for (const name of [`Bea Gr${tag}`, `Cal Gr${tag}`]) {
      await searchPicker(page, box, name);
      await expect(picker.getByRole('option')).toHaveCount(1);
      await box.press('Enter');
      await expect(picker.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
    await box.press('Control+Enter');

    const dialog = page.getByRole('dialog', { name: 'New group conversation' });
    await expect(dialog).toContainText(`Bea Gr${tag} and Cal Gr${tag}`);
    // The dialog opens on its first field, the group's name.
    const groupName = dialog.getByLabel('Group name (optional)');
    await expect(groupName).toBeFocused();
    await page.keyboard.type('Founders circle');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Subject (optional)')).toBeFocused();
    await page.keyboard.type('Kick-off');
    await dialog.getByLabel('Message', { exact: true }).focus();
    await page.keyboard.type('Welcome, founders!');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/api/messages'),
    );
    await page.keyboard.press('Control+Enter');
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      recipientIds: [bea.id, cal.id],
      name: 'Founders circle',
      subject: 'Kick-off',
      content: 'Welcome, founders!',
    });
    const { threadId } = (await response.json()) as { threadId: number };
    await expect(toast(page)).toContainText('Message sent successfully');
    await expect(page).toHaveURL(new RegExp(`/messages/${threadId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Founders circle' })).toBeFocused();
    await expect(page.getByRole('button', { name: '3 members' })).toBeVisible();
    await expect(bubbles(page)).toHaveCount(1);

    // Bea and Cal: the group in their inbox at once, unread, and they read it.
    for (const other of [bea, cal]) {
      const row = conversations(other.page).filter({ hasText: 'Founders circle' });
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-unread', 'true');
      await expect(row.getByTestId('unread-count')).toHaveText('1 unread');
      await expect(row).toContainText('Kick-off');
      await expect(row).toContainText('Welcome, founders!');
      await row.getByTestId('conversation-link').click();
      await expect(other.page).toHaveURL(new RegExp(`/messages/${threadId}$`));
      await expect(
        other.page.getByRole('heading', { level: 1, name: 'Founders circle' }),
      ).toBeVisible();
      await expect(bubbles(other.page)).toHaveCount(1);
      await expect(bubbles(other.page).first().getByTestId('message-sender')).toHaveText(
        `Ana Gr${tag}`,
      );
      await expect(bubbles(other.page).first()).toContainText('Welcome, founders!');
    }

    // Bea replies; Ana, on the thread, sees it arrive under Bea's name.
    const beaBox = bea.page.getByRole('combobox', { name: 'Reply to Founders circle' });
    await beaBox.fill('Count me in.');
    await beaBox.press('Control+Enter');
    await expect(bubbles(bea.page)).toHaveCount(2);
    await expect(bubbles(page)).toHaveCount(2);
    const reply = bubbles(page).last();
    await expect(reply).not.toHaveAttribute('data-mine');
    await expect(reply.getByTestId('message-sender')).toHaveText(`Bea Gr${tag}`);
    await expect(reply).toContainText('Count me in.');

    // Ana adds Dov, by keyboard.
    const addPeople = page.getByRole('button', { name: 'Add people' });
    await addPeople.focus();
    await page.keyboard.press('Enter');
    const adder = page.getByRole('dialog', { name: 'Add people' });
    const adderBox = adder.getByRole('combobox', { name: 'Search members' });
    await expect(adderBox).toBeFocused();
    // Those already in it are not offered.
    await searchPicker(page, adderBox, `Gr${tag}`);
    await expect(adder.getByRole('option')).toHaveCount(1);
    await expect(adder.getByRole('option')).toContainText(`Dov Gr${tag}`);
    await adderBox.press('Enter');
    await expect(adder.getByRole('button', { name: `Remove Dov Gr${tag}` })).toBeVisible();
    const added = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/members'),
    );
    await adderBox.press('Control+Enter');
    expect((await added).status()).toBe(200);
    await expect(adder).toBeHidden();
    await expect(toast(page)).toContainText(`Dov Gr${tag} joined the conversation.`);
    await expect(page.getByRole('button', { name: '4 members' })).toBeVisible();
    await expect(addPeople).toBeFocused();

    // Dov hears who added him, and has the conversation, but not what was said before. The
    // entry is written by the fan-out after Ana's answer, so his page may open before it is:
    // it is read again until it shows (a loaded machine took longer than the first read).
    await dov.page.goto('/notifications');
    const addedEntry = dov.page.getByText(`Ana Gr${tag} added you to “Founders circle”`);
    await expect(async () => {
      if (!(await addedEntry.isVisible())) await dov.page.reload();
      await expect(addedEntry).toBeVisible({ timeout: 2_000 });
    }).toPass(LIVE);
    await dov.page.goto('/messages');
    const dovRow = conversations(dov.page).filter({ hasText: 'Founders circle' });
    await expect(dovRow).toHaveCount(1);
    await dovRow.getByTestId('conversation-link').click();
    await expect(
      dov.page.getByRole('heading', { level: 1, name: 'Founders circle' }),
    ).toBeVisible();
    await expect(dov.page.getByRole('button', { name: '4 members' })).toBeVisible();
    await expect(bubbles(dov.page)).toHaveCount(0);
    await expect(dov.page.getByText('Welcome, founders!')).toHaveCount(0);
    await expect(dov.page.getByText('Count me in.')).toHaveCount(0);
    const dovBox = dov.page.getByRole('combobox', { name: 'Reply to Founders circle' });
    await dovBox.fill('Glad to join.');
    await dovBox.press('Control+Enter');
    await expect(bubbles(dov.page)).toHaveCount(1);
    await expect(bubbles(page)).toHaveCount(3);
    await expect(bubbles(page).last().getByTestId('message-sender')).toHaveText(`Dov Gr${tag}`);

    // Cal leaves: asked first, then back in the inbox without the group.
    await cal.page.getByRole('button', { name: 'Leave conversation' }).click();
    const confirm = cal.page.getByRole('alertdialog', { name: 'Leave this conversation?' });
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(cal.page).toHaveURL(/\/messages$/);
    await expect(toast(cal.page)).toContainText('You left the conversation');
    await expect(cal.page.getByText('No messages yet', { exact: true })).toBeVisible();
    await expect(conversations(cal.page)).toHaveCount(0);
    await cal.page.goto(`/messages/${threadId}`);
    await expect(cal.page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();

    // The others' member list follows live: the leave is pushed to everyone who was in it.
    const members = page.getByRole('button', { name: '3 members' });
    await expect(members).toBeVisible();
    await members.click();
    const list = page.getByRole('list', { name: 'Members of this conversation' });
    await expect(list).toContainText('You');
    await expect(list.getByRole('link', { name: `Bea Gr${tag}` })).toBeVisible();
    await expect(list.getByRole('link', { name: `Dov Gr${tag}` })).toBeVisible();
    await expect(list.getByRole('link', { name: `Cal Gr${tag}` })).toHaveCount(0);

    // No serious axe violations on the group thread and the inbox, light and dark.
    await expectNoSeriousViolationsLightAndDark(page);
    await page.goto('/messages');
    const anaRow = conversations(page).filter({ hasText: 'Founders circle' });
    await expect(anaRow).toHaveAttribute('data-group', 'true');
    await expect(anaRow).toContainText('Glad to join.');
    await expectNoSeriousViolationsLightAndDark(page);

    // At 360 px the inbox row and the thread's header and actions fit, nothing sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await anaRow.getByTestId('conversation-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Founders circle' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    for (const name of ['3 members', 'Add people', 'Rename', 'Leave conversation']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} fits`).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('group-thread-360.png') });

    for (const other of [bea, cal, dov]) await other.context.close();
  });
});
