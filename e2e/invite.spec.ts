import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { asAdminApi, FIRST_ADMIN } from './support/first-admin';
import { signInAsNewMember, uniqueEmail } from './support/members';

// A member's own Invite people page (issue 21), reached from the user menu only when the
// admins let members invite. Whether they may is one setting for the whole database: this
// file is its only user on the main server (open mode), and leaves it off as it found it.
test.describe.configure({ mode: 'serial' });

async function membersMayInvite(baseURL: string | undefined, allowed: boolean) {
  await asAdminApi(baseURL, async (api) => {
    const res = await api.put('/api/admin/settings/joining', {
      data: { joinMode: 'open', membersMayInvite: allowed },
    });
    expect(res.status(), await res.text()).toBe(200);
  });
}

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const userMenu = (page: Page) => page.getByRole('button', { name: /^User menu/ });

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

test.afterAll(async ({ baseURL }) => {
  await membersMayInvite(baseURL, false);
});

test('a member invites two people from the user menu, sees them listed and revokes one', async ({
  page,
  baseURL,
}) => {
  await membersMayInvite(baseURL, true);
  await signInAsNewMember(page, { firstName: 'Iris', lastName: 'Inviter' });
  const kay = uniqueEmail('kay');
  const lee = uniqueEmail('lee');

  await page.goto('/');
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Invite people' }).click();
  await expect(page).toHaveURL(/\/invite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite people' })).toBeVisible();
  await expect(page.getByText('No invitations found')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${kay}\n${lee}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(notifications(page)).toContainText('Invitations sent');
  await expect(notifications(page)).toContainText('2 invited');
  await expect(page.getByTestId('invitation-count')).toHaveText('2 invitations');
  const list = page.getByRole('list', { name: 'Invitations' });
  const card = (email: string) => list.getByRole('listitem').filter({ hasText: email });
  await expect(card(kay)).toContainText('Sent');
  await expect(card(kay)).toContainText('Expires in 7 days');
  await expect(card(lee)).toContainText('Sent once');

  // Inviting one again with someone who has an account: the member is told why.
  await page
    .getByRole('textbox', { name: 'E-mail addresses' })
    .fill(`${kay}, ${FIRST_ADMIN.email}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const result = page.getByTestId('invitation-result');
  await expect(result).toContainText('1 invited');
  await expect(result.getByRole('list', { name: 'Not invited' })).toHaveText(
    `${FIRST_ADMIN.email}: Already has an account`,
  );
  await expect(card(kay)).toContainText('Sent 2 times');

  await card(lee)
    .getByRole('button', { name: `Revoke the invitation to ${lee}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke invitation?' });
  await expect(dialog).toContainText(lee);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(notifications(page)).toContainText('Invitation revoked');
  await expect(card(lee)).toContainText('Revoked');
  await expect(card(lee).getByRole('button')).toHaveCount(0);
  await expect(card(kay).getByRole('button', { name: `Resend to ${kay}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  // At 360 px: the form and the cards fit, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(card(kay)).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Invite people' })).toBeVisible();
});

test('no Invite people in the user menu when members may not invite', async ({ page, baseURL }) => {
  await membersMayInvite(baseURL, false);
  await signInAsNewMember(page, { firstName: 'Nora', lastName: 'Noinvite' });
  await page.goto('/');
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Invite people' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The address still opens, and says why there is no form.
  await page.goto('/invite');
  await expect(page.getByText('Inviting is not open to members right now')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail addresses' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
