import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { APPROVAL_ADMIN } from './support/first-admin';
import { linkIn, pathOf, waitForMail } from './support/mailbox';
import { CONFIRM_SUBJECT, newMember, type TestMember } from './support/members';

// Runs against the second server, in approval mode (playwright.config.ts): Get Started is
// an application, and an applicant sees only their application until an admin decides.

const REASON = 'I run a freight company at the Port of Houston and want to meet other founders.';

/** The admin's own API session, apart from the page's. */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/signin', {
    data: { email: APPROVAL_ADMIN.email, password: APPROVAL_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}

/** Decides the newest pending application of `email`. */
async function decide(
  admin: APIRequestContext,
  email: string,
  decision: 'approve' | 'decline',
  message?: string,
) {
  const queue = await (await admin.get('/api/admin/applications')).json();
  const entry = queue.find((a: { applicant: { email: string } }) => a.applicant.email === email);
  expect(entry, `no pending application of ${email}`).toBeTruthy();
  const res = await admin.post('/api/admin/applications/decide', {
    data: { ids: [entry.id], decision, message },
  });
  expect(await res.json()).toEqual({ decided: 1, skipped: [] });
}

/** Applies through Get Started, then opens the confirmation link, which signs in. */
async function applyThroughTheSite(page: Page, member: TestMember) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page.getByRole('tab', { name: 'Apply to join', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Tell us why you want to join')).toBeVisible();

  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('Company').fill('Bayou Freight');
  await page.getByLabel('Title').fill('Founder');
  await page.getByLabel('LinkedIn or website').fill('https://bayou-freight.example');
  await page.getByLabel('Why do you want to join?').fill(REASON);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const mail = await waitForMail(member.email, CONFIRM_SUBJECT);
  await page.goto(pathOf(linkIn(mail, '/verify-email#token=')));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application is being reviewed' }),
  ).toBeVisible();
}

test.describe('Joining in approval mode', () => {
  test('an applicant applies, waits on their application, and sees the dashboard once approved', async ({
    page,
    request,
  }) => {
    const member = newMember({ firstName: 'Paloma', lastName: 'Reyes' });
    await applyThroughTheSite(page, member);
    await expect(page.getByText(REASON)).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Every address shows the application; the API refuses the rest.
    await page.goto('/discussions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your application is being reviewed' }),
    ).toBeVisible();
    const refused = await page.request.get('/api/discussions');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Membership pending' });

    await decide(await adminApi(request), member.email, 'approve');
    await waitForMail(member.email, 'Welcome to');
    await page.goto('/');
    // Their first visit as a member (issue 36).
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  });

  test('a declined applicant reads the message and when they may apply again', async ({
    page,
    request,
  }) => {
    const member = newMember({ firstName: 'Dana', lastName: 'Cole' });
    await applyThroughTheSite(page, member);
    await decide(await adminApi(request), member.email, 'decline', 'Founders only for now.');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your application was declined' }),
    ).toBeVisible();
    await expect(page.getByText('Founders only for now.')).toBeVisible();
    await expect(page.getByText(/^You can apply again from \w+ \d+, \d{4}\.$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an applicant withdraws: the account goes and the visitor is home', async ({ page }) => {
    const member = newMember({ firstName: 'Wes', lastName: 'Drawn' });
    await applyThroughTheSite(page, member);
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw your application?' });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    const signIn = await page.request.post('/api/auth/signin', {
      data: { email: member.email, password: member.password },
    });
    expect(signIn.status()).toBe(401);
  });

  test("an admin's invitation: the link pre-fills the address and the new member is in at once", async ({
    page,
    request,
  }) => {
    const guest = newMember({ firstName: 'Ines', lastName: 'Vitale' });
    const admin = await adminApi(request);
    const sent = await admin.post('/api/invitations', { data: { emails: [guest.email] } });
    expect(await sent.json()).toEqual({ invited: [guest.email], skipped: [] });
    const mail = await waitForMail(guest.email, 'invited you to join');
    await page.goto(pathOf(linkIn(mail, '/join#invitation=')));
    await expect(
      page.getByText('Ada Admin invited you. Create your account to join.'),
    ).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(guest.email);
    await expect(email).toHaveAttribute('readonly', '');
    // The token left the address bar once read.
    expect(new URL(page.url()).hash).toBe('');
    await expectNoSeriousViolations(page);

    await page.getByLabel('First name').fill(guest.firstName);
    await page.getByLabel('Last name').fill(guest.lastName);
    await page.getByLabel('Password').fill(guest.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

    // The link is spent.
    await page.context().clearCookies();
    await page.goto(pathOf(linkIn(mail, '/join#invitation=')));
    await expect(
      page.getByText('This invitation was already accepted. Sign in instead.'),
    ).toBeVisible();
  });

  test('360 px: the application form and the waiting page fit', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const member = newMember({ firstName: 'Narrow', lastName: 'Screen' });
    await applyThroughTheSite(page, member);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
