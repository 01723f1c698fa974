import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsAdmin } from './support/first-admin';
import { linkIn, pathOf, waitForMail } from './support/mailbox';
import { CONFIRM_SUBJECT, uniqueEmail } from './support/members';
import { toast } from './support/toasts';

// Shareable invite links and invitations' personal notes (issue 36, decision 051), on the
// main server (open mode): a link's holders join directly there.

test('an admin shares an invite link; a newcomer joins by it with their own address, and it is used up', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=invitations');
  const links = page.getByRole('region', { name: 'Invite links' });
  const label = `Gala ${Date.now().toString(36)}`;
  await links.getByRole('textbox', { name: 'Name (optional)' }).fill(label);
  await links.getByRole('textbox', { name: 'Up to (people)' }).fill('1');
  await links.getByRole('button', { name: 'Create invite link' }).click();
  await expect(toast(page)).toContainText('Invite link created');
  const url = await links.getByRole('textbox', { name: 'Your new invite link' }).inputValue();
  expect(url).toMatch(/\/join#invitation=/);
  const card = links.getByRole('listitem').filter({ hasText: label });
  await expect(card).toContainText('Used 0 of 1');
  await expectNoSeriousViolations(page);
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 360, height: 800 });
    await links.screenshot({ path: `${process.env.SHOTS_DIR}/invite-links-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await links.screenshot({ path: `${process.env.SHOTS_DIR}/invite-links-1280.png` });
  }

  // A newcomer, in a browser of their own.
  const visitor = await browser.newContext();
  const newcomer = await visitor.newPage();
  await newcomer.setViewportSize({ width: 360, height: 800 });
  await newcomer.goto(pathOf(url));
  await expect(
    newcomer.getByText('Ada Admin invited you. Create your account to join.'),
  ).toBeVisible();
  const email = uniqueEmail('linked');
  const form = newcomer.locator('form');
  await form.getByLabel('First name').fill('Lin');
  await form.getByLabel('Last name').fill('Kholder');
  await expect(form.getByLabel('Email')).toBeEditable();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('correct horse battery');
  await expectNoSeriousViolations(newcomer);
  if (process.env.SHOTS_DIR) {
    await newcomer.screenshot({
      path: `${process.env.SHOTS_DIR}/join-by-link-360.png`,
      fullPage: true,
    });
  }
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const confirm = linkIn(await waitForMail(email, CONFIRM_SUBJECT), '/verify-email#token=');
  await newcomer.goto(pathOf(confirm));
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Welcome, Lin' })).toBeVisible();

  // The link was for one person: the next holder is told, and the admins see it used up.
  const late = await browser.newContext();
  const latePage = await late.newPage();
  await latePage.goto(pathOf(url));
  await expect(
    latePage.getByText('This invitation link has been used up. Ask for a new one.'),
  ).toBeVisible();
  await late.close();
  await visitor.close();
  await page.reload();
  await expect(card).toContainText('Used up');
  await expect(card).toContainText('Used 1 of 1');
});

test('an invitation’s personal note is quoted in its e-mail and on the join page', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=invitations');
  const email = uniqueEmail('noted');
  await page.getByRole('textbox', { name: 'E-mail addresses' }).fill(email);
  await page
    .getByRole('textbox', { name: 'Personal note (optional)' })
    .fill('Grace, come to Thursday’s dinner.');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page)).toContainText('Invitations sent');
  const mail = await waitForMail(email, 'invited you');
  expect(mail.text).toContain('Ada Admin wrote:');
  expect(mail.text).toContain('> Grace, come to Thursday’s dinner.');

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(pathOf(linkIn(mail, '/join#invitation=')));
  await expect(guest.getByText('Ada Admin wrote:')).toBeVisible();
  await expect(guest.getByText('Grace, come to Thursday’s dinner.')).toBeVisible();
  await expect(guest.getByLabel('Email')).toHaveValue(email);
  if (process.env.SHOTS_DIR) {
    await guest.screenshot({ path: `${process.env.SHOTS_DIR}/join-with-note.png`, fullPage: true });
  }
  await visitor.close();
});
