import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { linkIn, pathOf, waitForMail } from './support/mailbox';
import {
  CONFIRM_SUBJECT,
  newMember,
  signInAsNewMember,
  signUpUnconfirmed,
  type TestMember,
} from './support/members';
import { toast } from './support/toasts';

// The words of the server's answers (server/auth/password-reset.ts, email-verification.ts).
const RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.';
const RESET_LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';
const VERIFY_LINK_INVALID =
  'This confirmation link is invalid or has expired. Sign in to send a new one.';
const BANNER = (email: string) => `Please confirm your e-mail address: we sent a link to ${email}.`;

const banner = (page: Page) => page.getByRole('region', { name: 'Confirm your e-mail address' });

/** Signed in (the password works before the address is confirmed), not confirmed. */
async function signedInUnconfirmed(page: Page, overrides: Partial<TestMember> = {}) {
  const member = newMember(overrides);
  await signUpUnconfirmed(page.request, member);
  const res = await page.request.post('/api/auth/signin', {
    data: { email: member.email, password: member.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return member;
}

/** The reset link of a forgot-password request made through the API. */
async function resetLinkFor(page: Page, email: string) {
  const res = await page.request.post('/api/auth/password-reset', { data: { email } });
  expect(res.status(), await res.text()).toBe(202);
  return pathOf(linkIn(await waitForMail(email, 'Reset your'), '/reset-password#token='));
}

test.describe('Account e-mail', () => {
  test('forgot password: the e-mailed link sets a new password, signs in here and ends the other session', async ({
    page,
    browser,
  }) => {
    // The member is signed in on another device.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const member = await signInAsNewMember(other, { firstName: 'Noor' });
    await other.goto('/');
    await expect(
      other.getByRole('heading', { level: 1, name: 'Welcome back, Noor' }),
    ).toBeVisible();

    await page.goto('/sign-in');
    await page
      .getByRole('tabpanel', { name: 'Sign in' })
      .getByRole('link', { name: 'Forgot password?' })
      .click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(RESET_REQUESTED);

    const link = pathOf(
      linkIn(await waitForMail(member.email, 'Reset your'), '/reset-password#token='),
    );
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    // The token leaves the address bar (and so the history) once read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/reset-password');

    const password = 'a-brand-new-passphrase';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill('a-different-passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Noor' })).toBeVisible();
    await expect(toast(page)).toContainText('Your password was changed');
    await waitForMail(member.email, 'password was changed');

    // The other device is signed out: a reload shows the visitor's page.
    await other.reload();
    await expect(
      other.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Get Started' }),
    ).toBeVisible();
    expect(await (await other.request.get('/api/auth/session')).json()).toEqual({ member: null });
    await elsewhere.close();

    // The old password no longer works, the new one does; the link worked once.
    const signIn = (pw: string) =>
      page.request.post('/api/auth/signin', { data: { email: member.email, password: pw } });
    expect((await signIn(member.password)).status()).toBe(401);
    expect((await signIn(password)).status()).toBe(200);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
  });

  test('a forged or empty reset link says so and leads to asking again', async ({ page }) => {
    await page.goto('/reset-password#token=forged-token-0000');
    await expect(page.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
  });

  test('signing up through the form: check your e-mail, open the link, the dashboard', async ({
    page,
  }) => {
    const member = newMember({ firstName: 'Lena', lastName: 'Okafor' });
    await page.goto('/sign-in');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await panel.getByLabel('First name').fill(member.firstName);
    await panel.getByLabel('Last name').fill(member.lastName);
    await panel.getByLabel('Email').fill(member.email);
    await panel.getByLabel('Password').fill(member.password);
    await panel.getByRole('button', { name: 'Create account' }).click();

    await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
    await expect(panel).toContainText(`Sent to ${member.email}`);
    await expect(panel).toContainText('Look in your spam or junk folder.');
    // Nobody is signed in until the link is opened.
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ member: null });

    const link = linkIn(await waitForMail(member.email, CONFIRM_SUBJECT), '/verify-email#token=');
    const welcomed = page.waitForResponse((res) => res.url().endsWith('/api/me/welcomed'));
    await page.goto(pathOf(link));
    await expect(page).toHaveURL('/');
    // Their first visit says "Welcome" (issue 36), and is recorded.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lena' })).toBeVisible();
    expect((await welcomed).status()).toBe(204);
    await expect(toast(page)).toContainText('Your e-mail address is confirmed');
    await expect(banner(page)).toHaveCount(0);
    // The session is real: it survives a reload, and from now on they are welcomed back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Lena' })).toBeVisible();
  });

  test('a member who signed in before confirming sees the banner and can have the link sent again', async ({
    page,
  }) => {
    const member = await signedInUnconfirmed(page, { firstName: 'Ines' });
    await page.goto('/');
    await expect(banner(page)).toContainText(BANNER(member.email));
    await waitForMail(member.email, CONFIRM_SUBJECT);

    await banner(page).getByRole('button', { name: 'Resend link' }).press('Enter');
    await expect(toast(page)).toContainText(`We sent a new confirmation link to ${member.email}.`);
    const second = await waitForMail(member.email, CONFIRM_SUBJECT, { nth: 2 });

    // The new link confirms the address; the banner goes.
    await page.goto(pathOf(linkIn(second, '/verify-email#token=')));
    await expect(page).toHaveURL('/');
    await expect(toast(page)).toContainText('Your e-mail address is confirmed');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ines' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('a dead confirmation link says so: sign in for a visitor, Resend for a member', async ({
    page,
  }) => {
    await page.goto('/verify-email#token=forged-token-0000');
    await expect(page.getByRole('alert')).toHaveText(VERIFY_LINK_INVALID);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    const member = await signedInUnconfirmed(page);
    // A new page load (the same path with another fragment would not load the page again).
    await page.goto('/');
    await page.goto('/verify-email#token=forged-token-0001');
    await expect(page.getByRole('alert')).toHaveText(VERIFY_LINK_INVALID);
    await page.getByRole('button', { name: 'Resend link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `We sent a new confirmation link to ${member.email}.`,
    );
    await waitForMail(member.email, CONFIRM_SUBJECT, { nth: 2 });
  });
});

/** No sideways scrolling: the page is no wider than the window. */
async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of [1280, 360]) {
  test.describe(`account pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('forgot, reset, confirm, check-your-e-mail and the banner: axe-clean, no sideways scroll', async ({
      page,
    }) => {
      await page.goto('/forgot-password');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto('/verify-email#token=forged');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoHorizontalScroll(page);

      const member = newMember({ email: `a-rather-long-address-${Date.now()}@example.com` });
      await page.goto('/sign-in?tab=create');
      const panel = page.getByRole('tabpanel', { name: 'Create account' });
      await panel.getByLabel('First name').fill(member.firstName);
      await panel.getByLabel('Last name').fill(member.lastName);
      await panel.getByLabel('Email').fill(member.email);
      await panel.getByLabel('Password').fill(member.password);
      await panel.getByRole('button', { name: 'Create account' }).click();
      await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto(await resetLinkFor(page, member.email));
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoHorizontalScroll(page);

      const res = await page.request.post('/api/auth/signin', {
        data: { email: member.email, password: member.password },
      });
      expect(res.status()).toBe(200);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoHorizontalScroll(page);
    });
  });
}
