import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { signUnsubscribe } from '../server/features/notifications/unsubscribe-token';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

// E-mail notifications (issue 22, decision 025): the preferences page and the page an
// e-mail's Unsubscribe link opens. The fan-out that makes notifications is another part;
// these journeys sign the link as the server does, with the secret it keeps in DATA_DIR.

const PORT = Number(process.env.E2E_PORT ?? 5055);
const SECRET_FILE = fileURLToPath(new URL(`../.data-e2e-${PORT}/app-secret`, import.meta.url));
const SHOTS = process.env.E2E_SCREENSHOTS;

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name });

async function memberId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/session');
  expect(res.ok()).toBe(true);
  return (await res.json()).member.id;
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

test('preferences: from Account settings, choose by keyboard, save, and find them again', async ({
  page,
}) => {
  await signInAsNewMember(page, { firstName: 'Odile' });
  await page.goto('/account');
  await page.getByRole('link', { name: 'Choose your e-mail notifications' }).click();
  await expect(page).toHaveURL('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail notifications' })).toBeVisible();
  await expect(
    page.getByText(/Times are in the community's time zone, .*America\/Chicago/),
  ).toBeVisible();

  // The defaults: messages and mentions at once, the rest in the digest.
  await expect(
    group(page, 'Direct messages').getByRole('radio', { name: 'At once' }),
  ).toBeChecked();
  await expect(
    group(page, 'Replies to my discussions').getByRole('radio', { name: 'Daily digest' }),
  ).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'My membership application' })).toHaveCount(0);

  // The keyboard: into the group on its checked radio, arrows move the choice.
  const mentions = group(page, 'Mentions of me');
  await mentions.getByRole('radio', { name: 'At once' }).focus();
  // Radix moves the focus a tick after the keydown and checks the radio only if the key
  // is still down then; a person's keyup comes long after, Playwright's at once. So each
  // key is held until the choice has moved, as a hand would hold it.
  for (const choice of ['Daily digest', 'Off']) {
    await page.keyboard.down('ArrowRight');
    await expect(mentions.getByRole('radio', { name: choice })).toBeChecked();
    await page.keyboard.up('ArrowRight');
  }
  await expect(mentions.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(mentions.getByRole('radio', { name: 'Off' })).toBeFocused();

  await group(page, 'Endorsements of my skills').getByRole('radio', { name: 'At once' }).click();
  await page.getByRole('combobox', { name: 'How often' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await expect(
    group(page, 'Replies to my discussions').getByRole('radio', { name: 'Weekly digest' }),
  ).toBeChecked();
  await page.getByRole('combobox', { name: 'On' }).click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await page.getByRole('combobox', { name: 'At' }).click();
  await page.getByRole('option', { name: '6:00 PM' }).click();
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preferences-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Preferences saved');

  await page.reload();
  await expect(group(page, 'Mentions of me').getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(
    group(page, 'Endorsements of my skills').getByRole('radio', { name: 'At once' }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'How often' })).toHaveText('Weekly');
  await expect(page.getByRole('combobox', { name: 'On' })).toHaveText('Friday');
  await expect(page.getByRole('combobox', { name: 'At' })).toHaveText('6:00 PM');

  // 360 px: each type's choices wrap under its name; nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(group(page, 'Direct messages')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preferences-360.png`, fullPage: true });
});

test("unsubscribe: the mail's link says what goes off, changes nothing until the click, then confirms", async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, { firstName: 'Casimir' });
  const token = signUnsubscribe(
    readFileSync(SECRET_FILE, 'utf8').trim(),
    await memberId(page),
    'message',
  );

  // Opened from the mail, in a browser that is not signed in.
  const context = await browser.newContext();
  const mail = await context.newPage();
  await mail.goto(`/unsubscribe#token=${token}`);
  await expect(mail.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(mail.getByText('Stop e-mails about direct messages?')).toBeVisible();
  // The token leaves the address bar once read.
  await expect.poll(() => new URL(mail.url()).hash).toBe('');
  await expectNoSeriousViolations(mail);
  if (SHOTS) await mail.screenshot({ path: `${SHOTS}/unsubscribe-desktop.png`, fullPage: true });

  // Opening the page turned nothing off.
  await page.goto('/settings/notifications');
  await expect(
    group(page, 'Direct messages').getByRole('radio', { name: 'At once' }),
  ).toBeChecked();

  await mail.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mail.getByRole('status')).toHaveText(
    'You will no longer get e-mails about direct messages.',
  );
  await mail.setViewportSize({ width: 360, height: 780 });
  await noSidewaysScroll(mail);
  await expectNoSeriousViolations(mail);
  if (SHOTS) await mail.screenshot({ path: `${SHOTS}/unsubscribe-360.png`, fullPage: true });
  await mail.getByRole('link', { name: 'Choose which e-mails you get' }).click();
  await expect(mail).toHaveURL(/\/settings\/notifications$|\/sign-in/);
  await context.close();

  await page.reload();
  await expect(group(page, 'Direct messages').getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(group(page, 'Mentions of me').getByRole('radio', { name: 'At once' })).toBeChecked();
});

test('unsubscribe: a link that is not ours says so', async ({ page }) => {
  await page.goto('/unsubscribe#token=forged.signature');
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Choose which e-mails you get' })).toBeVisible();
});
