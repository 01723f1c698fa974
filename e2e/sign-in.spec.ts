import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './support/mailbox';
import {
  newMember,
  readConfig,
  signInAsNewMember,
  signUpAndConfirm,
  signUpUnconfirmed,
} from './support/members';

test.describe('Built-in sign-in page', () => {
  test('signing in with the right password lands on the dashboard', async ({ page, request }) => {
    const member = newMember({ firstName: 'Rafael' });
    await signUpAndConfirm(request, member);

    await page.goto('/sign-in');
    const panel = page.getByRole('tabpanel', { name: 'Sign in' });
    await panel.getByLabel('Email').fill(member.email.toUpperCase());
    await panel.getByLabel('Password').fill(member.password);
    await panel.getByRole('button', { name: 'Sign in' }).click();

    // Confirmed, but never here before: their first visit (issue 36).
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rafael' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the server error inline', async ({ page, request }) => {
    const member = newMember();
    await signUpUnconfirmed(request, member);

    await page.goto('/sign-in');
    const panel = page.getByRole('tabpanel', { name: 'Sign in' });
    await panel.getByLabel('Email').fill(member.email);
    await panel.getByLabel('Password').fill('not-the-password');
    await panel.getByRole('button', { name: 'Sign in' }).click();

    await expect(panel.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('an unknown e-mail gets the same answer', async ({ page }) => {
    await page.goto('/sign-in');
    const panel = page.getByRole('tabpanel', { name: 'Sign in' });
    await panel.getByLabel('Email').fill(newMember().email);
    await panel.getByLabel('Password').fill('whatever-password');
    await panel.getByRole('button', { name: 'Sign in' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('an e-mail already registered gets the same answer as a new one', async ({
    page,
    request,
  }) => {
    // Sign-up must not tell anyone who is a member (decision 016): the owner is e-mailed.
    const member = newMember();
    await signUpUnconfirmed(request, member);

    await page.goto('/sign-in?tab=create');
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await panel.getByLabel('First name').fill('Second');
    await panel.getByLabel('Last name').fill('Person');
    await panel.getByLabel('Email').fill(member.email);
    await panel.getByLabel('Password').fill('another-long-password');
    await panel.getByRole('button', { name: 'Create account' }).click();

    await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
    await expect(panel).toContainText(`Sent to ${member.email}`);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    const notice = await waitForMail(member.email, 'You already have');
    expect(linkIn(notice, '/forgot-password')).toContain('/forgot-password');
    // Back to sign in, and still signed out.
    await panel.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('tab', { name: 'Sign in', selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a common password is refused on the password field', async ({ page }) => {
    await page.goto('/sign-in?tab=create');
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await expect(panel.getByText('At least 10 characters')).toBeVisible();
    await panel.getByLabel('First name').fill('Common');
    await panel.getByLabel('Last name').fill('Choice');
    await panel.getByLabel('Email').fill(newMember().email);
    // On the common list, which only the server holds ("qwertyuiop" is a keyboard run,
    // refused by the form itself).
    await panel.getByLabel('Password').fill('basketball');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(
      panel.getByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeVisible();
    await expect(panel.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toHaveCount(0);
  });

  test('a password with your own name, or a keyboard run, is refused on the field before sending', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/signup')) sent += 1;
    });
    await page.goto('/sign-in?tab=create');
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await panel.getByLabel('First name').fill('Marguerite');
    await panel.getByLabel('Last name').fill('Okafor');
    await panel.getByLabel('Email').fill(newMember().email);
    const password = panel.getByLabel('Password');
    await password.fill('okafor-family-2026');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByText('Password must not contain your name')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('qwertyuiopasdf');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(
      panel.getByText('Password must not be a keyboard or alphabet sequence'),
    ).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test('the forms check their fields before sending', async ({ page }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/sign')) sent += 1;
    });
    await page.goto('/sign-in');
    const signIn = page.getByRole('tabpanel', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn.getByText('Email is required')).toBeVisible();
    await expect(signIn.getByText('Password is required')).toBeVisible();
    await expect(signIn.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('tab', { name: 'Create account' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Create account' });
    await signUp.getByLabel('Email').fill('not-an-email');
    await signUp.getByLabel('Password').fill('short');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(signUp.getByText('First name is required')).toBeVisible();
    await expect(signUp.getByText('Last name is required')).toBeVisible();
    await expect(signUp.getByText('Enter a valid email address')).toBeVisible();
    await expect(signUp.getByText('Password must be at least 10 characters')).toBeVisible();
    expect(sent).toBe(0);
  });

  test('a signed-in member at /sign-in goes to the dashboard', async ({ page }) => {
    await signInAsNewMember(page, { firstName: 'Mina' });
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Mina' })).toBeVisible();
  });

  test('the page names the community and links back home', async ({ page }) => {
    const config = await readConfig(page);
    await page.goto('/sign-in');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to ${config.communityName}` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
  });
});
