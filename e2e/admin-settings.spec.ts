import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsAdmin } from './support/first-admin';
import { toast } from './support/toasts';

// The console's Settings tab (issue 21, decision 023). The database is shared by all
// journeys: this one names its categories and skills by a tag. Renaming the community is
// e2e/admin-settings-name.approval.spec.ts, on the approval server, since the name is one
// for every journey and the main server's read it (the About page's heading).

const settingsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Settings' });

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);

test('the admin adds a category and archives it; the forum marks it and does not offer it', async ({
  page,
}) => {
  const tag = `cat${Date.now().toString(36)}`;
  const name = `Category ${tag}`;
  await signInAsAdmin(page);
  await page.goto('/admin?tab=settings');
  const panel = settingsTab(page);

  // Keyboard only: type the name and press Enter.
  await panel.getByRole('textbox', { name: 'New category' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Category added');
  const list = panel.getByRole('list', { name: 'Discussion categories' });
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('0 discussions');
  // Added last: it cannot go further down, but it can go up.
  await expect(row.getByRole('button', { name: `Move ${name} down` })).toBeDisabled();
  await row.getByRole('button', { name: `Move ${name} up` }).click();
  await expect(toast(page)).toContainText(`Moved ${name} up`);
  await row.getByRole('button', { name: `Move ${name} down` }).click();
  await expect(row.getByRole('button', { name: `Move ${name} down` })).toBeDisabled();

  // A name taken in another case is refused on the field.
  await panel.getByRole('textbox', { name: 'New category' }).fill(name.toUpperCase());
  await panel.getByRole('button', { name: 'Add category' }).click();
  await expect(
    panel.getByText(`There is already a category called ${name.toUpperCase()}`),
  ).toBeVisible();
  await panel.getByRole('textbox', { name: 'New category' }).fill('');

  await row.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(toast(page)).toContainText('Category archived');
  await expect(row.getByText('Archived', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The forum lists it, marked, and Start Discussion does not offer it.
  await page.goto('/discussions');
  const sidebar = page.getByRole('navigation', { name: 'Categories' });
  await expect(
    sidebar.getByRole('link', { name: new RegExp(`^${name} \\(archived\\) 0$`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Discussion' });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('the admin merges two skills; the one merged leaves the catalog', async ({ page }) => {
  const tag = `skl${Date.now().toString(36)}`;
  const keep = `Keep ${tag}`;
  const merged = `Merge ${tag}`;
  await signInAsAdmin(page);
  await page.goto('/admin?tab=settings');
  const panel = settingsTab(page);
  for (const skill of [keep, merged]) {
    await panel.getByRole('textbox', { name: 'New skill' }).fill(skill);
    await panel.getByRole('button', { name: 'Add skill' }).click();
    await expect(toast(page)).toContainText('Skill added');
  }
  await panel.getByRole('searchbox', { name: 'Search skills' }).fill(tag);
  const skills = panel.getByRole('list', { name: 'Skills' }).getByRole('listitem');
  await expect(skills).toHaveCount(2);
  await expect(panel.getByText('2 skills', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: `Merge ${merged} into another skill` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${merged}` });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('searchbox', { name: 'Find the skill to merge into' }).fill(tag);
  await dialog.getByRole('radio', { name: new RegExp(`^${keep}`) }).check();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page)).toContainText('Skills merged');
  await expect(dialog).toHaveCount(0);
  await expect(skills).toHaveCount(1);
  await expect(skills.first()).toContainText(keep);
  await expectNoSeriousViolations(page);

  // 360 px: the settings wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(skills).toHaveCount(1);
  await noSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});
