import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { APPROVAL_ADMIN } from './first-admin';
import { linkIn, tokenOf, waitForMail } from './mailbox';
import { CONFIRM_SUBJECT } from './members';

const SHOTS = process.env.SHOTS_DIR;

// The approval server starts as a real install does (issue 36, decision 048): nobody runs
// it, so Get Started sets it up. This journey is its first run, before every other
// journey on it (the `approval-admin` project): the operator names the community (with
// the configuration's own name, city and zone, which the other journeys read) and creates
// the admin account, lands on the dashboard's setup checklist, sees it tick, and puts it
// away. The admin then confirms their address, as the others' mail needs.
test('a fresh install: Get Started sets the community up, and the checklist ticks', async ({
  page,
}) => {
  const defaults = await (await page.request.get('/api/config')).json();
  expect(defaults.setupNeeded).toBe(true);

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your community' }),
  ).toBeVisible();
  await expect(page.getByText('Nobody runs this community yet.')).toBeVisible();
  await expectNoSeriousViolations(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/setup-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/setup-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Sent empty: every field says what it needs, and nothing is created.
  await page.getByRole('button', { name: 'Create community' }).click();
  await expect(page.getByText('Community name is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();

  await page.getByLabel('Community name').fill(defaults.communityName);
  await page.getByLabel('City').fill(defaults.city);
  await page.getByLabel('Time zone').fill(defaults.timeZone);
  await page.getByLabel('First name').fill(APPROVAL_ADMIN.firstName);
  await page.getByLabel('Last name').fill(APPROVAL_ADMIN.lastName);
  await page.getByLabel('Email').fill(APPROVAL_ADMIN.email);
  await page.getByLabel('Password').fill(APPROVAL_ADMIN.password);
  await page.getByRole('button', { name: 'Create community' }).click();

  // Signed in as its admin, on the dashboard ("Welcome": their first visit), with the checklist.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${APPROVAL_ADMIN.firstName}` }),
  ).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Set up your community' });
  await expect(checklist).toContainText('1 of 6 done');
  await expect(
    checklist.getByRole('link', { name: /^Name your community \(done\)/ }),
  ).toBeVisible();
  await expect(
    checklist.getByRole('link', { name: /^Create the first event \(to do\)/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // An event and the About text: the list ticks them by itself.
  const event = await page.request.post('/api/events', {
    data: { title: 'First mixer', startDate: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(event.status(), await event.text()).toBe(201);
  const about = await page.request.put('/api/admin/settings/about', {
    data: { intro: 'Founders helping founders.' },
  });
  expect(about.status(), await about.text()).toBe(200);
  await page.reload();
  await expect(checklist).toContainText('3 of 6 done');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/checklist-1280.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/checklist-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await expect(
    checklist.getByRole('link', { name: /^Create the first event \(done\)/ }),
  ).toBeVisible();
  await expect(
    checklist.getByRole('link', { name: /^Write your About page \(done\)/ }),
  ).toBeVisible();
  // Each step opens where it is done.
  await checklist.getByRole('link', { name: /^Invite your first members/ }).click();
  await expect(page).toHaveURL(/\/admin\?tab=invitations$/);
  await page.goBack();

  await checklist.getByRole('button', { name: 'Dismiss checklist' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(checklist).toHaveCount(0);

  // Set up once: the page now sends visitors to sign in.
  expect((await (await page.request.get('/api/config')).json()).setupNeeded).toBe(false);

  const mail = await waitForMail(APPROVAL_ADMIN.email, CONFIRM_SUBJECT);
  const confirm = await page.request.post('/api/auth/verify-email', {
    data: { token: tokenOf(linkIn(mail, '/verify-email#token=')) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
});
