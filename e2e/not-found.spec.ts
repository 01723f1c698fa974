import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }),
  ).toBeVisible();
}

test.describe('Not-found page', () => {
  test('a visitor at an unknown path sees the 404 texts', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNotFound(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
  });

  test('a visitor at a member path is sent to sign-in, never to the 404', async ({ page }) => {
    for (const path of ['/about', '/calendar', '/profile', '/discussions/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to /);
    }
  });

  test('a member at an unknown path sees the 404 texts inside the frame', async ({
    memberPage: page,
  }) => {
    await page.goto('/definitely/not/here');
    await expectNotFound(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });
});
