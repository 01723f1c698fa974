import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';

test.describe('axe (light and dark)', () => {
  test('landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
    await expect(page.getByText(/^Powered by /)).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('sign-in page, both forms, with errors shown', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('dashboard', async ({ memberPage: page }) => {
    await page.goto('/');
    // The shared e2e database may already hold discussions; the empty state's text is
    // asserted in client/src/features/dashboard/dashboard-page.test.tsx.
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText(/Events? This Week$/)).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('about page', async ({ memberPage: page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('profile page, its validation messages and the Add New Skill dialog', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByText('No skills added yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Another Company' }).click();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await page.getByRole('button', { name: 'Add Your First Skill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Skill' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Skill', exact: true }).click();
    await expect(dialog.getByText('Skill is required')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('profile page with the upload dialog open, empty and with a file', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload profile photo' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await page
      .locator('.uppy-Dashboard-input[name="files[]"]:not([webkitdirectory])')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(dialog.getByText('a.png')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('profile page with skills and the remove confirmation', async ({ memberPage: page }) => {
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const skills = (await (await page.request.get('/api/skills?limit=4')).json()) as Array<{
      id: number;
    }>;
    const levels = ['expert', 'advanced', 'intermediate', 'beginner'];
    for (const [i, skill] of skills.entries()) {
      await page.request.post(`/api/users/${me.id}/skills`, {
        data: { skillId: skill.id, proficiencyLevel: levels[i], yearsOfExperience: i },
      });
    }
    await page.goto('/profile');
    await expect(page.getByTestId('skill-card')).toHaveCount(4);
    await expectNoSeriousViolationsLightAndDark(page);
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });

  test('not-found page and the open user menu', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await signInAsNewMember(page);
    await page.goto('/missing');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
  });
});

test.describe('axe at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('profile page and the Add New Skill dialog', async ({ memberPage: page }) => {
    await page.goto('/profile');
    await expect(page.getByText('No skills added yet')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Add Your First Skill' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Skill' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('dashboard with the small-screen menu open', async ({ memberPage: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
