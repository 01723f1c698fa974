import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsNewMember, uniqueEmail } from './support/members';
import { toast } from './support/toasts';

// Account settings (issue 20): password, e-mail address, signed-in devices. Each journey
// signs one member in from several browser contexts, each context a device of its own.

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Member {
  email: string;
  password: string;
}

/** A confirmed member, signed in on `page` (the account page is for ordinary members). */
async function createMember(page: Page): Promise<Member> {
  return signInAsNewMember(page, {
    email: uniqueEmail('account'),
    password: 'lantern-over-quiet-harbour',
    firstName: 'Imogen',
    lastName: 'Achterberg',
  });
}

async function signIn(page: Page, member: Member, password = member.password) {
  const res = await page.request.post('/api/auth/signin', {
    data: { email: member.email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The same member signed in on another device (a browser context with its own cookies). */
async function otherDevice(browser: Browser, member: Member, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signIn(page, member);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  return { context, page };
}

/** Reloading a members-only page on a signed-out device asks for sign-in. */
async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL('/sign-in?next=%2Faccount');
}

async function expectStillSignedIn(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page).toHaveURL('/account');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openAccount(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

async function fillPasswords(password: Locator, current: string, next: string) {
  await password.getByLabel('Current password').fill(current);
  await password.getByLabel('New password', { exact: true }).fill(next);
  await password.getByLabel('Confirm new password').fill(next);
  await password.getByRole('button', { name: 'Change password' }).click();
}

test.describe('Account settings', () => {
  let others: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(others.map((context) => context.close()));
    others = [];
  });

  test('changing the password: a wrong current one is refused, then other devices are signed out', async ({
    page,
    browser,
  }) => {
    const member = await createMember(page);
    const laptop = await otherDevice(browser, member, FIREFOX_ON_WINDOWS);
    others.push(laptop.context);
    await openAccount(page);
    const password = section(page, 'Password');

    await expect(password.getByText('At least 10 characters')).toBeVisible();
    await fillPasswords(password, 'not-the-password-at-all', 'copper-kettle-morning-tide');
    const current = password.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(password.getByText('Current password is incorrect')).toBeVisible();
    // Refused: the laptop is still signed in, and the old password still works.
    await expectStillSignedIn(laptop.page);

    // The confirmation is checked before anything is sent.
    await password.getByLabel('Current password').fill(member.password);
    await password.getByLabel('New password', { exact: true }).fill('copper-kettle-morning-tide');
    await password.getByLabel('Confirm new password').fill('copper-kettle-morning-tidy');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Passwords do not match')).toBeVisible();

    await fillPasswords(password, member.password, 'copper-kettle-morning-tide');
    await expect(toast(page)).toContainText('Password changed. Other devices were signed out.');
    await expect(password.getByLabel('Current password')).toHaveValue('');

    await expectSignedOut(laptop.page);
    await expectStillSignedIn(page);
    // The new password is the one that signs in now.
    const old = await laptop.page.request.post('/api/auth/signin', {
      data: { email: member.email, password: member.password },
    });
    expect(old.status()).toBe(401);
    await signIn(laptop.page, member, 'copper-kettle-morning-tide');
  });

  test('signing one other device out from the list', async ({ page, browser }) => {
    const member = await createMember(page);
    const laptop = await otherDevice(browser, member, FIREFOX_ON_WINDOWS);
    const phone = await otherDevice(browser, member, SAFARI_ON_IOS);
    others.push(laptop.context, phone.context);
    await openAccount(page);
    const devices = section(page, 'Signed-in devices');

    const rows = devices.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expectNoSeriousViolations(page);
    // This device first, and it has no Sign out of its own.
    await expect(rows.first()).toContainText('This device');
    await expect(rows.first().getByRole('button')).toHaveCount(0);
    const laptopRow = rows.filter({ hasText: 'Firefox on Windows' });
    await expect(laptopRow).toContainText(
      /127\.0\.0\.1 · Last active (less than a minute|1 minute) ago/,
    );

    await laptopRow.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out this device?' });
    await expect(dialog).toContainText('Firefox on Windows (127.0.0.1) will be signed out');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(toast(page)).toContainText('Signed out of Firefox on Windows');
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await expect(devices.getByText('Firefox on Windows')).toHaveCount(0);
    await expect(devices.getByRole('heading', { name: 'Signed-in devices' })).toBeFocused();

    await expectSignedOut(laptop.page);
    await expectStillSignedIn(phone.page);
    await expectStillSignedIn(page);
  });

  test('signing out everywhere else', async ({ page, browser }) => {
    const member = await createMember(page);
    const laptop = await otherDevice(browser, member, FIREFOX_ON_WINDOWS);
    const phone = await otherDevice(browser, member, SAFARI_ON_IOS);
    others.push(laptop.context, phone.context);
    await openAccount(page);
    const devices = section(page, 'Signed-in devices');
    await expect(devices.getByRole('listitem')).toHaveCount(3);

    // From the keyboard: Cancel first, which signs nobody out.
    await devices.getByRole('button', { name: 'Sign out everywhere else' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await expect(dialog).toContainText('2 other devices will be signed out');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(devices.getByRole('button', { name: 'Sign out everywhere else' })).toBeFocused();
    await expectStillSignedIn(laptop.page);

    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(
      toast(page).getByText('Signed out of 2 other devices', { exact: true }),
    ).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByText('No other devices are signed in.')).toBeVisible();

    await expectSignedOut(laptop.page);
    await expectSignedOut(phone.page);
    await expectStillSignedIn(page);
  });

  test('changing the e-mail address waits for the link, sent to the new address', async ({
    page,
  }) => {
    const member = await createMember(page);
    await openAccount(page);
    const email = section(page, 'E-mail address');
    await expect(email.getByText(member.email)).toBeVisible();

    await email.getByLabel('New e-mail address').fill(member.email);
    await email.getByLabel('Current password').fill(member.password);
    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(email.getByText('This is already your e-mail address')).toBeVisible();

    const next = member.email.replace('@example.com', '@example.org');
    await email.getByLabel('New e-mail address').fill(next);
    await email.getByLabel('Current password').fill('not-the-password-at-all');
    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(email.getByText('Current password is incorrect')).toBeVisible();
    await expect(email.getByText(/^Waiting for confirmation/)).toHaveCount(0);

    await email.getByLabel('Current password').fill(member.password);
    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(email.getByRole('status')).toHaveText(
      `We sent a link to ${next}. Your address changes when you open it.`,
    );
    await expect(email.getByText(`Waiting for confirmation: ${next}`)).toBeVisible();

    // The server's own word after a reload; the address has not changed yet.
    await expect(async () => {
      await page.reload();
      await expect(email.getByText(`Waiting for confirmation: ${next}`)).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await expect(email.getByText(member.email, { exact: true })).toBeVisible();
  });

  test.describe('small screens (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('every part fits without sideways scrolling and passes axe', async ({ page, browser }) => {
      const member = await createMember(page);
      const phone = await otherDevice(browser, member, SAFARI_ON_IOS);
      others.push(phone.context);
      await page.goto('/account');
      await expect(
        section(page, 'Signed-in devices').getByRole('button', { name: /^Sign out Safari on iOS/ }),
      ).toBeVisible();
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBe(0);
      await expectNoSeriousViolations(page);

      // With field errors showing, too.
      await section(page, 'Password').getByRole('button', { name: 'Change password' }).click();
      await expect(
        section(page, 'Password').getByText('Current password is required'),
      ).toBeVisible();
      expect(await overflow()).toBe(0);
      await expectNoSeriousViolations(page);

      await section(page, 'Signed-in devices')
        .getByRole('button', { name: 'Sign out everywhere else' })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await overflow()).toBe(0);
      await expectNoSeriousViolations(page);
    });
  });
});
