import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { FIRST_ADMIN, signInAsAdmin } from './support/first-admin';
import { newMember, signInAsNewMember, signUpUnconfirmed } from './support/members';

// The database's first account is the admin, made before any journey (the `first-admin`
// project, e2e/support/first-admin.ts); every other member is a plain one. The database is
// shared by all journeys, so the admin's journey finds its own members by a search.

/** A confirmed plain member, signed in on `page`. */
async function signUpPlainMember(page: Page) {
  const me = await signInAsNewMember(page);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.member.role).toBe('member');
  return me;
}

test.describe('Admin console, as a plain member', () => {
  test('no Admin item in the user menu; /admin says only admins can see it', async ({ page }) => {
    const me = await signUpPlainMember(page);
    await page.goto('/about');
    await page.getByRole('button', { name: `User menu: ${me.firstName} ${me.lastName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByText('Only admins and moderators can see this page.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // The server refuses the console's API too, whatever the page shows.
    const res = await page.request.get('/api/admin/members');
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ message: 'Only admins can do this' });
  });

  test('the page fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signUpPlainMember(page);
    await page.goto('/admin');
    await expect(page.getByText('Only admins and moderators can see this page.')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('Admin console, as the admin', () => {
  test('finds members, changes a role, suspends and lifts, by the menu and the keyboard', async ({
    page,
  }) => {
    // Three members of this test's own, found by a tag in their addresses.
    const tag = `adm${Date.now().toString(36)}`;
    for (const [firstName, lastName] of [
      ['Grace', 'Hopper'],
      ['Alan', 'Turing'],
      ['Ida', 'Rhodes'],
    ]) {
      await signUpUnconfirmed(
        page.request,
        newMember({ firstName, lastName, email: `${firstName.toLowerCase()}-${tag}@example.com` }),
      );
    }
    await signInAsAdmin(page);
    await page.goto('/about');
    await page
      .getByRole('button', { name: `User menu: ${FIRST_ADMIN.firstName} ${FIRST_ADMIN.lastName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    const list = page.getByRole('list', { name: 'Members' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('admin-member-count')).toHaveText('3 members');
    const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(card('Grace Hopper').getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      /^\/members\//,
    );
    await expectNoSeriousViolations(page);

    // Suspend Grace until a date, from the keyboard. The pointer is parked in a corner
    // first: left where the Admin item was clicked, it can sit over the row's menu, and
    // Chromium's synthetic pointer move after focus scrolls the page would move the
    // menu's highlight under it, as a real mouse there would.
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Actions for Grace Hopper' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Change role' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Suspend' })).toBeFocused();
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Suspend' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Spam in discussions');
    await dialog.getByLabel(/Until/).fill('2099-07-04T17:30');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Member suspended',
    );
    await expect(page.getByRole('button', { name: 'Actions for Grace Hopper' })).toBeFocused();
    await expect(card('Grace Hopper')).toContainText('Suspended until 07/04/2099');
    await expect(card('Grace Hopper')).toContainText('Reason: Spam in discussions');

    // Alan indefinitely.
    await page.getByRole('button', { name: 'Actions for Alan Turing' }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    dialog = page.getByRole('dialog', { name: 'Suspend' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Harassment');
    await dialog.getByRole('switch', { name: 'Indefinitely' }).click();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card('Alan Turing')).toContainText('Reason: Harassment');
    await expect(card('Alan Turing')).not.toContainText('Suspended until');

    // The State filter narrows to the two suspended.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Suspended' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'All states' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // Ida becomes a moderator; the Role filter finds her.
    await page.getByRole('button', { name: 'Actions for Ida Rhodes' }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    dialog = page.getByRole('dialog', { name: 'Change role' });
    await dialog.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Role changed',
    );
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card('Ida Rhodes')).toContainText('Moderator');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'All roles' }).click();

    // Lift Alan's suspension, asked first.
    await page.getByRole('button', { name: 'Actions for Alan Turing' }).click();
    await page.getByRole('menuitem', { name: 'Lift suspension' }).click();
    await page
      .getByRole('alertdialog', { name: 'Lift suspension' })
      .getByRole('button', { name: 'Lift suspension' })
      .click();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Suspension lifted',
    );
    await expect(card('Alan Turing')).not.toContainText('Suspended');

    // The last admin keeps the role: the server's 409 says why.
    await page.getByRole('searchbox', { name: 'Search' }).fill(FIRST_ADMIN.email);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Actions for Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    dialog = page.getByRole('dialog', { name: 'Change role' });
    await dialog.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Member' }).click();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    // The toast's own text, exactly: the region is hidden from the accessibility tree
    // behind the open dialog, and Radix's live-region copy prefixes "Notification Error".
    await expect(
      page.getByText(`${FIRST_ADMIN.email} is the last admin; grant another member admin first.`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // 360 px: cards, no sideways scroll.
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.setViewportSize({ width: 360, height: 780 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
