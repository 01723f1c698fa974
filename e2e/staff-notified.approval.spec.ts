import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { APPROVAL_ADMIN, signInAsAdmin } from './support/first-admin';
import { mailsTo, waitForMail } from './support/mailbox';
import { uniqueEmail } from './support/members';

// What needs the staff comes to them (issue 36), on the approval server: a new application
// rings the admin's bell, counts on the user menu and mails them; approving it moves the
// applicant's open page on without a reload. Other approval journeys apply too, side by
// side, so the admin's collapsed entry may count theirs as well.

const PASSWORD = 'correct horse battery';
const SHOTS = process.env.SHOTS_DIR;
const APPLIED = /(applied to join|\d+ new applications to join)$/;

test('an application rings the admin and mails them; approval moves the applicant on', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `stf${Date.now().toString(36)}`;
  const firstName = 'Hedy';
  const lastName = `Applicant-${tag}`;
  const email = uniqueEmail('apply-hedy');

  await signInAsAdmin(page);
  // What the admin had not read is read: the entry this application makes is a fresh one.
  expect((await page.request.post('/api/notifications/read-all')).status()).toBe(204);
  const mailsBefore = mailsTo(APPROVAL_ADMIN.email, ' to join').length;

  const signUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      password: PASSWORD,
      firstName,
      lastName,
      application: { company: 'Lamarr Labs', title: 'Inventor', website: '', reason: 'Radio.' },
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(202);

  // The applicant, in a browser of their own, waits on their page.
  const theirs = await browser.newContext({ baseURL });
  const signIn = await theirs.request.post('/api/auth/signin', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const waiting = await theirs.newPage();
  await waiting.goto('/');
  await expect(
    waiting.getByRole('heading', { level: 1, name: 'Your application is being reviewed' }),
  ).toBeVisible();

  // The admin: a count on the user menu, an entry in the bell that opens the queue.
  await page.goto('/');
  const menu = page.getByRole('button', { name: /^User menu: .*, \d+ waiting in Admin$/ });
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('staff-waiting-badge')).toHaveText(/^\d+\+?$/);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/staff-waiting-1280.png` });
    await page.setViewportSize({ width: 360, height: 720 });
    await menu.click();
    await expect(page.getByRole('menuitem', { name: /^Admin \d+ waiting$/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/staff-waiting-menu-360.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  // An e-mail at once, while the entry is unread (the journeys' server sends "at once"
  // mail on request, not after its three-minute wait; a read entry is not mailed).
  expect((await page.request.post('/__e2e/notification-mail')).status()).toBe(200);
  const mail = await waitForMail(APPROVAL_ADMIN.email, ' to join', { nth: mailsBefore + 1 });
  expect(mail.subject).toMatch(APPLIED);
  expect(mail.text).toContain('/admin?tab=applications');
  await bell.click();
  const entry = page.getByRole('link', { name: APPLIED }).first();
  await expect(entry).toBeVisible();
  await expectNoSeriousViolations(page);
  await entry.click();
  await expect(page).toHaveURL(/\/admin\?tab=applications$/);

  // Approving moves the applicant's open page on, by itself.
  const list = page.getByRole('list', { name: 'Applications' });
  await list
    .getByRole('listitem', { name: `${firstName} ${lastName}` })
    .getByRole('button', { name: `Approve ${firstName} ${lastName}` })
    .click();
  await expect(
    waiting.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` }),
  ).toBeVisible();
  await theirs.close();
});
