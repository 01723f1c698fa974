import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe';
import { category, postReply, startDiscussion, uniqueTitle } from './support/discussions';
import { expect, test } from './support/fixtures';
import { signInAsNewMember, type TestMember } from './support/members';
import { toast } from './support/toasts';

/** A second member in a browser context of their own. */
async function otherMember(browser: Browser, overrides: Partial<TestMember> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInAsNewMember(page, overrides);
  return { page, member, close: () => context.close() };
}

const card = (page: Page, title: string) =>
  page.getByTestId('discussion-card').filter({ has: page.getByRole('link', { name: title }) });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const sidebarCount = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')} \\d+$`) });

test.describe('Discussions list', () => {
  test('start a discussion and see it in its category with the right count', async ({ page }) => {
    await signInAsNewMember(page, { firstName: 'Nadia', lastName: 'Rahman' });
    // Only this test writes to Finance & Investment, so its count is ours to predict.
    const before = await category(page, 'Finance & Investment');
    await page.goto('/discussions');
    await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^All Categories \d+$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('button', { name: 'Start Discussion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Content is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();

    const title = uniqueTitle('Bank or SBA for a first equipment loan?');
    const content = `We need about $400k of equipment.\n\n${'Our bank offered a line of credit and a broker pushed an SBA 7(a). '.repeat(4)}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Finance & Investment', exact: true }).click();
    await dialog.getByLabel('Content').fill(content);
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(toast(page)).toContainText('Discussion created successfully');
    await expect(dialog).toBeHidden();
    // The new thread opens.
    await expect(page).toHaveURL(/\/discussions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Finance & Investment');
    await page.getByRole('link', { name: 'Back to Discussions' }).click();

    const created = card(page, title);
    await expect(created).toBeVisible();
    await expect(created.getByTestId('category-badge')).toHaveText('Finance & Investment');
    await expect(created).toContainText('Nadia Rahman');
    await expect(created).toContainText('0 replies');
    await expect(created).toContainText('0 views');
    await expect(created).toContainText('less than a minute ago');
    // The preview is the first 200 characters (whitespace folded) and '...'.
    const flat = content.replace(/\s+/g, ' ').trim();
    await expect(created.getByText(`${flat.slice(0, 200).trimEnd()}...`)).toBeVisible();

    await sidebar(page)
      .getByRole('link', { name: /^Finance & Investment \d+$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/discussions\\?category=${before.id}$`));
    await expect(sidebarCount(page, 'Finance & Investment')).toHaveText(
      `Finance & Investment ${before.discussionCount + 1}`,
    );
    await expect(sidebarCount(page, 'Finance & Investment')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(created).toBeVisible();
    for (const badge of await page.getByTestId('category-badge').all()) {
      await expect(badge).toHaveText('Finance & Investment');
    }
  });

  test('more discussions load as the member scrolls', async ({ memberPage: page }) => {
    // Only this test writes to Opportunities: 21 discussions make a second page.
    const opportunities = await category(page, 'Opportunities');
    for (let i = opportunities.discussionCount; i < 21; i++) {
      await startDiscussion(page, {
        categoryName: 'Opportunities',
        title: uniqueTitle(`Deal ${i}`),
      });
    }
    await page.goto(`/discussions?category=${opportunities.id}`);
    const cards = page.getByTestId('discussion-card');
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('at 360 px the categories are a select and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsNewMember(page);
    const technology = await category(page, 'Technology');
    const d = await startDiscussion(page, {
      categoryName: 'Technology',
      title: uniqueTitle('A deliberately long title about cloud migrations for Houston firms'),
      content: `https://example.com/${'very-long-path-segment/'.repeat(8)}`,
    });
    await page.goto('/discussions');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: /^Technology \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${technology.id}$`));
    await expect(card(page, d.title)).toBeVisible();
    // The sort control fits and works at this width too.
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.click();
    await page.getByRole('option', { name: 'Newest' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${technology.id}&sort=newest$`));
    await expect(card(page, d.title)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto(`/discussions/${d.id}`);
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });

  test('the keyboard alone starts a discussion', async ({ memberPage: page }) => {
    await page.goto('/discussions');
    const start = page.getByRole('button', { name: 'Start Discussion' }).first();
    await start.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    const title = uniqueTitle('Typed without a mouse');
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'General', exact: true })).toBeFocused();
    // Type-ahead moves to the option; Enter picks it.
    await page.keyboard.type('Bus');
    await expect(page.getByRole('option', { name: 'Business Strategy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(
      'Business Strategy',
    );
    // The select gives focus back to its trigger once closed: wait for it before tabbing on.
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toBeFocused();
    // The content's editor: its Write / Preview tabs, its formatting toolbar (one tab stop
    // each), then the text.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('tab', { name: 'Write' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Bold' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Content')).toBeFocused();
    await page.keyboard.type('Line one\nLine two');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Start Discussion' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Discussion created successfully');
    // The new thread opens with its title focused, so the keyboard carries on from there.
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/\/discussions\/\d+$/);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'Back to Discussions' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page, title)).toContainText('Business Strategy');

    // Escape closes an untouched dialog and gives focus back.
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
  });
});

test.describe('Fresh content', () => {
  test("another member's reply shows as '1 new reply' until the member opens it", async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Amara', lastName: 'Okafor' });
    const other = await otherMember(browser, { firstName: 'Bruno', lastName: 'Silva' });
    const d = await startDiscussion(other.page, { categoryName: 'Networking' });
    const mark = (p: Page) => card(p, d.title).getByTestId('unread-badge');

    // Never opened, not hers, just started: New, read out with the title's link.
    await page.goto('/discussions');
    await expect(mark(page)).toHaveText('New');
    await expect(
      card(page, d.title).getByRole('link', { name: d.title }),
    ).toHaveAccessibleDescription('New');
    // The author sees no mark on his own thread.
    await other.page.goto('/discussions');
    await expect(card(other.page, d.title)).toBeVisible();
    await expect(mark(other.page)).toHaveCount(0);

    // Opening it clears New.
    await card(page, d.title).getByRole('link', { name: d.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Discussions' }).click();
    await expect(card(page, d.title)).toBeVisible();
    await expect(mark(page)).toHaveCount(0);
    await expect(card(page, d.title)).not.toContainText('last reply');

    // Bruno replies: Amara's list says so, with when.
    await postReply(other.page, d.id, 'Anyone going to the Galleria mixer?');
    await page.reload();
    await expect(mark(page)).toHaveText('1 new reply');
    await expect(card(page, d.title)).toContainText('last reply less than a minute ago');
    await expect(card(page, d.title)).toContainText('1 reply');
    await expectNoSeriousViolations(page, { include: '[data-testid="discussion-card"]' });
    // His own reply is not new to him.
    await other.page.reload();
    await expect(card(other.page, d.title)).toContainText('1 reply');
    await expect(mark(other.page)).toHaveCount(0);

    // Opening it clears the mark.
    await card(page, d.title).getByRole('link', { name: d.title }).click();
    await expect(page.getByText('Anyone going to the Galleria mixer?')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Discussions' }).click();
    await expect(card(page, d.title)).toContainText('last reply less than a minute ago');
    await expect(mark(page)).toHaveCount(0);

    // Her own reply moves the thread's activity and marks nothing for her; Bruno sees it.
    await postReply(page, d.id, 'I will be there');
    await other.page.reload();
    await expect(mark(other.page)).toHaveText('1 new reply');
    await postReply(page, d.id, 'With two colleagues');
    await other.page.reload();
    await expect(mark(other.page)).toHaveText('2 new replies');
    await page.reload();
    await expect(card(page, d.title)).toContainText('3 replies');
    await expect(mark(page)).toHaveCount(0);
    await other.close();
  });

  test("'Mark all read' clears New and the new-reply counts; a later reply is new again", async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Imani', lastName: 'Cole' });
    const other = await otherMember(browser, { firstName: 'Tomas', lastName: 'Reyes' });
    const d = await startDiscussion(other.page, { categoryName: 'Networking' });
    const mark = card(page, d.title).getByTestId('unread-badge');

    await page.goto('/discussions');
    await expect(mark).toHaveText('New');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(toast(page)).toContainText('All discussions marked as read');
    // Focus is on the list it changed, not lost with a button that may go.
    await expect(page.getByRole('region', { name: 'All discussions' })).toBeFocused();
    await expect(card(page, d.title)).toBeVisible();
    await expect(mark).toHaveCount(0);

    // Marked, not opened: Tomas's next reply is new to her, and the button is back.
    await postReply(other.page, d.id, 'Who is bringing the sign-up sheet?');
    await page.reload();
    await expect(mark).toHaveText('1 new reply');
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    await other.close();
  });

  test('opening a thread with new replies goes to the first one, below the fold', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Lena', lastName: 'Fischer' });
    const other = await otherMember(browser, { firstName: 'Omar', lastName: 'Haddad' });
    const d = await startDiscussion(other.page, { categoryName: 'Networking' });
    for (let i = 1; i <= 8; i += 1) await postReply(other.page, d.id, `Earlier point ${i}`);
    // She reads it all; then Omar goes on, and her own reply in between is not new to her.
    await page.goto(`/discussions/${d.id}`);
    await expect(page.getByText('Earlier point 8')).toBeVisible();
    await postReply(page, d.id, 'Noted, thanks');
    // Away from the thread: an open thread takes new replies in live, and they are read.
    await page.goto('/discussions');
    await expect(card(page, d.title)).toBeVisible();
    const first = await postReply(other.page, d.id, 'First thing you missed');
    await postReply(other.page, d.id, 'Second thing you missed');

    await page.reload();
    await expect(card(page, d.title).getByTestId('unread-badge')).toHaveText('2 new replies');
    await card(page, d.title).getByRole('link', { name: d.title }).click();
    const missed = page.locator(`#reply-${first.id}`);
    await expect(missed).toBeFocused();
    await expect(missed).toContainText('First thing you missed');
    await expect(missed).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: d.title })).not.toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#reply-${first.id}`);

    // Read now: opening it again starts at the top.
    await page.goto(`/discussions/${d.id}`);
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    await other.close();
  });

  test('sort by Latest activity (the default) or Newest, with the keyboard too', async ({
    memberPage: page,
  }) => {
    // Only this test writes to Marketing & Sales, so the whole order is ours to predict.
    const marketing = await category(page, 'Marketing & Sales');
    const first = await startDiscussion(page, {
      categoryName: 'Marketing & Sales',
      title: uniqueTitle('First started'),
    });
    const second = await startDiscussion(page, {
      categoryName: 'Marketing & Sales',
      title: uniqueTitle('Second started'),
    });
    const third = await startDiscussion(page, {
      categoryName: 'Marketing & Sales',
      title: uniqueTitle('Third started'),
    });
    // A reply brings the first back to the top of Latest activity.
    await postReply(page, first.id, 'Bumping this one');
    const titles = () =>
      page.getByTestId('discussion-card').getByRole('heading', { level: 2 }).allTextContents();

    await page.goto(`/discussions?category=${marketing.id}`);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveText('Latest activity');
    await expect(page.getByTestId('discussion-card')).toHaveCount(3);
    expect(await titles()).toEqual([first.title, third.title, second.title]);
    await expect(card(page, first.title)).toContainText('last reply less than a minute ago');

    // The keyboard alone: open the select, move to Newest, pick it.
    await sortBy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Latest activity' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Newest' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sortBy).toHaveText('Newest');
    await expect(sortBy).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?category=${marketing.id}&sort=newest$`));
    await expect.poll(titles).toEqual([third.title, second.title, first.title]);

    // The order stays as the category changes, and comes back with Back.
    await expect(sidebar(page).getByRole('link', { name: /^All Categories \d+$/ })).toHaveAttribute(
      'href',
      '/discussions?sort=newest',
    );
    await page.reload();
    await expect(sortBy).toHaveText('Newest');
    // The select shows its value before the list has loaded.
    await expect.poll(titles).toEqual([third.title, second.title, first.title]);

    await sortBy.click();
    await page.getByRole('option', { name: 'Latest activity' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${marketing.id}$`));
    await expect.poll(titles).toEqual([first.title, third.title, second.title]);
    await page.goBack();
    await expect(sortBy).toHaveText('Newest');
    await expect.poll(titles).toEqual([third.title, second.title, first.title]);
  });
});

test.describe('Discussion detail', () => {
  test('open it, reply, reply to the reply, and see both nested', async ({ page, browser }) => {
    await signInAsNewMember(page, { firstName: 'Omar', lastName: 'Haddad' });
    const content =
      'Which payroll providers work well for 20 people?\n<b>Not bold</b> and see https://example.com/payroll-guide.';
    const d = await startDiscussion(page, { categoryName: 'Business Strategy', content });

    // The author opening it counts no view.
    await page.goto(`/discussions/${d.id}`);
    const article = page.getByRole('article').first();
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    await expect(article.getByTestId('category-badge')).toHaveText('Business Strategy');
    await expect(article).toContainText('Omar Haddad');
    await expect(page.getByTestId('view-count')).toHaveText('0 views');
    await expect(page.getByTestId('reply-count')).toHaveText('0 replies');
    // Member text is text: the markup shows as typed, line breaks stay, links work.
    await expect(article.getByText('<b>Not bold</b> and see', { exact: false })).toBeVisible();
    await expect(article.locator('b')).toHaveCount(0);
    const link = article.getByRole('link', { name: 'https://example.com/payroll-guide' });
    await expect(link).toHaveAttribute('href', 'https://example.com/payroll-guide');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(page.getByText('No replies yet. Be the first to reply.')).toBeVisible();

    // Another member's first visit counts one view; a reload does not count again.
    const other = await otherMember(browser, { firstName: 'Lena', lastName: 'Park' });
    await other.page.goto(`/discussions/${d.id}`);
    await expect(other.page.getByTestId('view-count')).toHaveText('1 view');
    await other.page.reload();
    await expect(other.page.getByTestId('view-count')).toHaveText('1 view');

    const replyToggle = other.page.getByRole('button', { name: 'Reply', exact: true });
    await expect(replyToggle).toHaveAttribute('aria-expanded', 'false');
    await replyToggle.click();
    await expect(replyToggle).toHaveAttribute('aria-expanded', 'true');
    const form = other.page.getByRole('form', { name: 'Reply to the discussion' });
    await expect(form.getByLabel('Your reply')).toBeFocused();
    await form.getByRole('button', { name: 'Post Reply' }).click();
    await expect(form.getByText('Content is required')).toBeVisible();
    await form.getByLabel('Your reply').fill('We use Gusto.\nSetup took a week.');
    await form.getByRole('button', { name: 'Post Reply' }).click();
    await expect(toast(other.page)).toContainText('Reply posted successfully');
    await expect(form).toBeHidden();
    await expect(other.page.getByTestId('reply-count')).toHaveText('1 reply');
    await other.close();

    await page.reload();
    const first = page.getByRole('listitem', { name: 'Reply by Lena Park' });
    await expect(first).toHaveAttribute('data-depth', '0');
    await expect(first.getByText('We use Gusto.\nSetup took a week.')).toBeVisible();
    await first.getByRole('button', { name: 'Reply to Lena Park' }).click();
    const nestedForm = page.getByRole('form', { name: 'Reply to Lena Park' });
    await nestedForm
      .getByLabel('Reply to Lena Park')
      .fill('Thanks! Did they handle Texas unemployment filings?');
    await nestedForm.getByRole('button', { name: 'Post Reply' }).click();
    await expect(toast(page)).toContainText('Reply posted successfully');

    // Focus goes back to the Reply button that opened the form.
    await expect(first.getByRole('button', { name: 'Reply to Lena Park' })).toBeFocused();
    const nested = first.getByRole('listitem', { name: 'Reply by Omar Haddad' });
    await expect(nested).toHaveAttribute('data-depth', '1');
    await expect(nested).toContainText('Did they handle Texas unemployment filings?');
    await expect(page.getByRole('heading', { name: 'Replies (2)' })).toBeVisible();
    await expect(page.getByTestId('reply-count')).toHaveText('2 replies');

    // The list's card shows the new counts.
    await page.getByRole('link', { name: 'Back to Discussions' }).click();
    await expect(card(page, d.title)).toContainText('2 replies');
    await expect(card(page, d.title)).toContainText('1 view');
  });

  test('replies past the third level sit at the last level and say whom they answer', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Ines', lastName: 'Duarte' });
    const d = await startDiscussion(page);
    let parent: number | undefined;
    for (const text of ['Level one', 'Level two', 'Level three', 'Level four']) {
      parent = (await postReply(page, d.id, text, parent)).id;
    }
    await page.goto(`/discussions/${d.id}`);
    const replies = page.getByTestId('reply');
    await expect(replies).toHaveCount(4);
    await expect(replies.nth(2)).toHaveAttribute('data-depth', '2');
    await expect(replies.nth(3)).toHaveAttribute('data-depth', '2');
    await expect(replies.nth(3)).toContainText('Replying to Ines Duarte');
  });

  test('the author deletes it after confirming; another member sees no delete button', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page);
    const d = await startDiscussion(page, { categoryName: 'Networking' });
    await postReply(page, d.id, 'A reply that goes with it');

    const other = await otherMember(browser);
    await other.page.goto(`/discussions/${d.id}`);
    await expect(other.page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await other.close();

    await page.goto(`/discussions/${d.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this discussion?' });
    await expect(confirm).toContainText('Are you sure you want to delete this discussion?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await page.request.get(`/api/discussions/${d.id}`)).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('Discussion deleted successfully');
    await expect(page).toHaveURL(/\/discussions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
    await expect(card(page, d.title)).toHaveCount(0);
    expect((await page.request.get(`/api/discussions/${d.id}`)).status()).toBe(404);

    await page.goto(`/discussions/${d.id}`);
    await expect(page.getByRole('heading', { name: 'Discussion Not Found' })).toBeVisible();
  });

  test('a member deletes their own reply after confirming; answered, it stays as a tombstone others see', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Priya', lastName: 'Raman' });
    const d = await startDiscussion(page, { categoryName: 'Networking' });
    const asked = await postReply(page, d.id, 'Anyone going to the Energy Summit?');
    const other = await otherMember(browser, { firstName: 'Marco', lastName: 'Silva' });
    await postReply(other.page, d.id, 'I am, see you there.', asked.id);
    const aside = await postReply(page, d.id, 'Also: parking is free after 6.');

    await page.goto(`/discussions/${d.id}`);
    await expect(page.getByTestId('reply')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Replies (3)' })).toBeVisible();
    const mine = page.getByRole('listitem', { name: 'Reply by Priya Raman' });
    await expect(mine).toHaveCount(2);
    const marcos = page.getByRole('listitem', { name: 'Reply by Marco Silva' });
    await expect(marcos.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    // A reply nobody answered: Cancel keeps it; Delete removes it, focus to the Reply button.
    const asideItem = mine.filter({ hasText: 'parking is free' });
    await asideItem.getByRole('button', { name: 'Delete your reply' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this reply?' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete your reply? This cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(asideItem.getByRole('button', { name: 'Delete your reply' })).toBeFocused();

    const deleted = page.waitForResponse(
      (res) =>
        res.request().method() === 'DELETE' &&
        res.url().endsWith(`/api/discussions/${d.id}/replies/${aside.id}`),
    );
    await asideItem.getByRole('button', { name: 'Delete your reply' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await deleted).status()).toBe(204);
    await expect(toast(page)).toContainText('Reply deleted');
    await expect(confirm).toBeHidden();
    await expect(page.getByText('parking is free')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reply', exact: true })).toBeFocused();
    await expect(page.getByTestId('reply-count')).toHaveText('2 replies');

    // A reply with an answer: the dialog says the answer stays; it becomes a tombstone.
    const askedItem = mine.filter({ hasText: 'Energy Summit' });
    await askedItem.getByRole('button', { name: 'Delete your reply' }).first().click();
    await expect(confirm).toContainText('The answers to it stay in the thread');
    await expectNoSeriousViolations(page, { include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('Reply deleted');
    const tombstone = page.getByRole('listitem', { name: 'Deleted reply' });
    await expect(tombstone.getByText('[deleted]')).toBeVisible();
    await expect(page.getByText('Anyone going to the Energy Summit?')).toHaveCount(0);
    // Focus moves on to the answer, the next reply in the thread.
    await expect(marcos.getByRole('article')).toBeFocused();
    await expect(page.getByTestId('reply-count')).toHaveText('1 reply');
    await expect(page.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();

    // The other member sees the tombstone with their answer under it, and cannot act on it.
    await other.page.goto(`/discussions/${d.id}`);
    const seen = other.page.getByRole('listitem', { name: 'Deleted reply' });
    await expect(seen.getByText('[deleted]')).toBeVisible();
    await expect(seen.getByRole('listitem', { name: 'Reply by Marco Silva' })).toContainText(
      'I am, see you there.',
    );
    await expect(seen.getByRole('article').first().getByRole('button')).toHaveCount(0);
    await expect(other.page.getByTestId('reply-count')).toHaveText('1 reply');
    await expectNoSeriousViolations(other.page);
    await other.close();
  });

  test('a missing discussion shows the not-found state with a way back', async ({
    memberPage: page,
  }) => {
    for (const path of ['/discussions/999999', '/discussions/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Discussion Not Found' })).toBeVisible();
      await expect(page.getByText("doesn't exist or has been removed")).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Back to Discussions' }).click();
    await expect(page).toHaveURL(/\/discussions$/);
  });
});

test.describe('axe on discussions (light and dark)', () => {
  test('list with the Start Discussion dialog open', async ({ memberPage: page }) => {
    await startDiscussion(page, { categoryName: 'Events' });
    await page.goto('/discussions');
    await expect(page.getByTestId('discussion-card').first()).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByRole('button', { name: 'Start Discussion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
    await dialog.getByRole('button', { name: 'Start Discussion' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('list with New and new-reply marks and the Sort by select open', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page);
    const other = await otherMember(browser);
    const fresh = await startDiscussion(other.page, { categoryName: 'Events' });
    const read = await startDiscussion(other.page, { categoryName: 'Events' });
    await page.goto(`/discussions/${read.id}`);
    await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
    // Away from it before the reply: one arriving in a discussion on screen is read live.
    await page.goto('/');
    await postReply(other.page, read.id, 'Another reply');
    await other.close();
    await page.goto('/discussions');
    await expect(card(page, fresh.title).getByTestId('unread-badge')).toHaveText('New');
    await expect(card(page, read.title).getByTestId('unread-badge')).toHaveText('1 new reply');
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await expect(page.getByRole('option', { name: 'Newest' })).toBeVisible();
    // The open select hides the page behind it from assistive technology (Radix sets
    // aria-hidden on #root, as every select in the app does); the page was scanned just
    // above, so this scan is of the open listbox itself.
    await expectNoSeriousViolationsLightAndDark(page, { include: '[role="listbox"]' });
  });

  test('detail with nested replies, the reply form and the delete confirmation', async ({
    memberPage: page,
  }) => {
    const d = await startDiscussion(page, {
      categoryName: 'Technology',
      content: 'See https://example.com for details.',
    });
    const top = await postReply(page, d.id, 'Top-level reply');
    await postReply(page, d.id, 'Nested reply', top.id);
    await page.goto(`/discussions/${d.id}`);
    await expect(page.getByTestId('reply')).toHaveCount(2);
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.getByRole('button', { name: 'Delete your reply' }).first().click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this reply?' })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });
});

test('axe at 360 px: list, detail and the not-found state', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewMember(page);
  const d = await startDiscussion(page);
  await postReply(page, d.id, 'A reply');
  await page.goto('/discussions');
  await expect(page.getByTestId('discussion-card').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`/discussions/${d.id}`);
  await expect(page.getByTestId('reply')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.goto('/discussions/999999');
  await expect(page.getByRole('heading', { name: 'Discussion Not Found' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
