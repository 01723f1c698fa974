import { expect, test } from '@playwright/test';
import { readConfig } from './support/members';

test.describe('Landing page (visitor)', () => {
  test('shows the top bar, headline, features, about, benefits and footer', async ({ page }) => {
    const config = await readConfig(page);
    // A visitor is an ordinary answer: no failed request, nothing in the console.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');

    const banner = page.getByRole('banner');
    await expect(banner.getByText(config.communityName)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/api/login?signup=1',
    );

    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to ${config.communityName}` }),
    ).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
    const features: Array<[string, string]> = [
      ['Event Calendar', 'Manage and attend professional events and workshops.'],
      ['Discussions', 'Join conversations with your peers.'],
      ['Job Board', 'Discover and post opportunities.'],
      ['Member Directory', 'Connect with fellow professionals.'],
    ];
    for (const [title, description] of features) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(page.getByText(description, { exact: true })).toBeVisible();
    }

    await expect(
      page.getByRole('heading', { name: `About ${config.communityName}` }),
    ).toBeVisible();

    const join = page.getByRole('region', { name: 'Join Our Community' });
    await expect(join.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
    await expect(join.getByRole('listitem')).toHaveText([
      'Network with industry leaders',
      'Access exclusive resources',
      'Discover new opportunities',
      'Collaborate on projects',
    ]);

    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(
      footer.getByText(`© ${year} ${config.communityName}. All rights reserved.`, { exact: true }),
    ).toBeVisible();
    await expect(footer.getByText(`Powered by ${config.poweredBy}`, { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Sign In leads to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Create account' })).toBeVisible();
  });

  test('Get Started and Become a member open the create-account form', async ({ page }) => {
    for (const link of [
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
      page.getByRole('link', { name: 'Become a member' }),
    ]) {
      await page.goto('/');
      await link.click();
      await expect(page).toHaveURL(/\/sign-in\?tab=create$/);
      await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('First name')).toBeVisible();
    }
  });
});
