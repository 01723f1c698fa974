import { expect, type Page, test } from '@playwright/test';
import { memberInNewContext, uniqueTag } from './support/directory';
import { startDiscussion } from './support/discussions';
import { createMember, newMember, signInAsNewMember, type TestMember } from './support/members';
import { withoutLiveStream } from './support/signed-out';
import { toast } from './support/toasts';

/** The built-in sign-in form, filled and sent. */
async function signInOnPage(page: Page, member: TestMember) {
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('Shared links and sign-in', () => {
  test('a member address opened signed out goes to sign-in and back to it', async ({
    page,
    browser,
  }) => {
    const author = await memberInNewContext(browser);
    const discussion = await startDiscussion(author.page, { title: `Shared ${uniqueTag()}` });
    await author.context.close();

    // A member who is signed out (their own account, another browser session).
    const member = newMember();
    await createMember(page.request, member);
    expect((await page.request.post('/api/logout')).status()).toBe(200);

    await page.goto(`/discussions/${discussion.id}?from=email#replies`);
    await expect(page).toHaveURL(
      `/sign-in?next=${encodeURIComponent(`/discussions/${discussion.id}?from=email#replies`)}`,
    );
    await signInOnPage(page, member);
    await expect(page).toHaveURL(`/discussions/${discussion.id}?from=email#replies`);
    await expect(page.getByRole('heading', { name: discussion.title })).toBeVisible();
  });

  test('a hostile return address ends at home, not elsewhere', async ({ page }) => {
    const member = newMember();
    await createMember(page.request, member);
    expect((await page.request.post('/api/logout')).status()).toBe(200);
    await page.goto('/api/login?next=%2F%2Fevil.example%2Fphish');
    await expect(page).toHaveURL('/sign-in');
    await page.goto('/sign-in?next=https%3A%2F%2Fevil.example%2F');
    await signInOnPage(page, member);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  });

  test('what a member was writing when the session ended is there after signing in again', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const other = await memberInNewContext(browser, { firstName: 'Rosa', lastName: tag });
    const member = await signInAsNewMember(page, { firstName: 'Sam', lastName: tag });
    const res = await page.request.post('/api/messages', {
      data: { recipientId: other.id, subject: 'Panel', content: 'Would you speak on our panel?' },
    });
    expect(res.status()).toBe(201);
    const { threadId } = (await res.json()) as { threadId: number };
    await other.context.close();

    // No live stream (as behind a proxy that drops it), so the page learns of the sign-out
    // only from its next request; the journey below checks the live case.
    await withoutLiveStream(page);
    await page.goto(`/messages/${threadId}`);
    const box = page.getByRole('combobox', { name: `Reply to Rosa ${tag}` });
    await box.fill('Thursday works; I will bring the slides and two case studies.');
    // The session ends behind the page's back (signed out in another tab).
    expect((await page.request.post('/api/logout')).status()).toBe(200);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page)).toContainText('You are logged out. Logging in again...');

    await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/messages/${threadId}`)}`);
    await signInOnPage(page, member);
    await expect(page).toHaveURL(`/messages/${threadId}`);
    await expect(page.getByRole('combobox', { name: `Reply to Rosa ${tag}` })).toHaveValue(
      'Thursday works; I will bring the slides and two case studies.',
    );
  });

  test('signed out in another tab, the page goes to sign-in at once and keeps the draft', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const other = await memberInNewContext(browser, { firstName: 'Rosa', lastName: tag });
    const member = await signInAsNewMember(page, { firstName: 'Sam', lastName: tag });
    const res = await page.request.post('/api/messages', {
      data: { recipientId: other.id, subject: 'Panel', content: 'Would you speak on our panel?' },
    });
    const { threadId } = (await res.json()) as { threadId: number };
    await other.context.close();

    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stream');
    await page.goto(`/messages/${threadId}`);
    expect((await stream).status()).toBe(200);
    const box = page.getByRole('combobox', { name: `Reply to Rosa ${tag}` });
    await box.fill('Friday is better for me.');
    expect((await page.request.post('/api/logout')).status()).toBe(200);

    // The live stream tells the page: no click needed to find out.
    await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/messages/${threadId}`)}`);
    await signInOnPage(page, member);
    await expect(page).toHaveURL(`/messages/${threadId}`);
    await expect(page.getByRole('combobox', { name: `Reply to Rosa ${tag}` })).toHaveValue(
      'Friday is better for me.',
    );
  });
});
