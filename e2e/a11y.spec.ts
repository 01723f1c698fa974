import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpAsNewMember } from './support/members';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Fails on any serious or critical violation and lists them readably. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('landing page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
      await expect(page.getByText(/^Powered by /)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('sign-in page, both forms, with errors shown', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab', { name: 'Create account' }).click();
      await expect(page.getByLabel('First name')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('dashboard', async ({ page }) => {
      await signUpAsNewMember(page);
      await page.goto('/');
      await expect(page.getByText('No recent activity to display')).toBeVisible();
      await expect(page.getByText(/Events This Week$/)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('about page', async ({ page }) => {
      await signUpAsNewMember(page);
      await page.goto('/about');
      await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
      await expect(page.getByRole('link', { name: /@/ })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('not-found page and the open user menu', async ({ page }) => {
      await page.goto('/missing');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expectNoSeriousViolations(page);
      await signUpAsNewMember(page);
      await page.goto('/missing');
      await page.getByRole('button', { name: /^User menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('axe at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('dashboard with the small-screen menu open', async ({ page }) => {
    await signUpAsNewMember(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
