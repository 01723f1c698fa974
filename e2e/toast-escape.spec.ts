import { expect, type Page, test } from '@playwright/test';
import { signInAsNewMember } from './support/members';
import { toast, toastBehindDialog } from './support/toasts';

// One Escape does one thing, and it belongs to the layer that has the focus: with a toast
// showing over an open dialog, Escape closes the dialog (the toast stays, dismissed by its
// own close button, a swipe or its timer); the next Escape, from the page, closes the toast.

/** A member with one skill (Accounting), on their profile. */
async function memberWithSkill(page: Page) {
  await signInAsNewMember(page);
  const skills = await page.request.get('/api/skills?search=Accounting');
  const accounting = ((await skills.json()) as { id: number; name: string }[]).find(
    (s) => s.name === 'Accounting',
  );
  expect(accounting).toBeTruthy();
  const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  const added = await page.request.post(`/api/users/${id}/skills`, {
    data: { skillId: accounting!.id, proficiencyLevel: 'intermediate', yearsOfExperience: 2 },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/profile');
  return page.getByRole('button', { name: 'Edit Accounting' });
}

test.describe('Escape with a toast and a dialog open', () => {
  test('a toast raised inside an open dialog: Escape closes the dialog first, then the toast', async ({
    page,
  }) => {
    const edit = await memberWithSkill(page);
    // Saving fails: the error toast shows and the dialog stays open with the form.
    await page.route('**/api/user-skills/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.fallback(),
    );
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Accounting' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastBehindDialog(page)).toContainText('Internal Server Error');
    await expect(dialog).toBeVisible();
    // The focus is not on the toast (the toast was opened last: Radix's top layer).
    expect(await page.evaluate(() => !!document.activeElement?.closest('.toast-root'))).toBe(false);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(toast(page)).toContainText('Internal Server Error');

    await page.keyboard.press('Escape');
    await expect(toast(page)).toHaveCount(0);
  });

  test('a toast raised before the dialog opened: Escape closes the dialog, the toast stays', async ({
    page,
  }) => {
    const edit = await memberWithSkill(page);
    // Removing fails: the confirmation closes and the error toast shows.
    await page.route('**/api/user-skills/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Remove Accounting' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this skill?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page)).toContainText('Internal Server Error');

    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Accounting' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText('Internal Server Error');
  });
});
