import { expect, test } from '@playwright/test';
import { readConfig, signInAsNewMember } from './support/members';

test.describe('About page', () => {
  test('shows mission, vision, values, leaders, stats and contact details', async ({ page }) => {
    const config = await readConfig(page);
    await signInAsNewMember(page);
    await page.goto('/about');

    await expect(
      page.getByRole('heading', { level: 1, name: `About ${config.communityName}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();

    const values = page.getByRole('region', { name: 'Our Core Values' });
    for (const value of ['Collaboration', 'Innovation', 'Excellence']) {
      const card = values.getByRole('listitem').filter({ hasText: value });
      await expect(card.getByRole('heading', { name: value })).toBeVisible();
      // Each value carries its own explanation.
      expect(((await card.textContent()) ?? '').length).toBeGreaterThan(value.length + 40);
    }

    const leaders = page.getByRole('region', { name: 'Leadership Team' }).getByRole('listitem');
    await expect(leaders).toHaveCount(2);
    for (const [name, initials] of [
      ['Marcus Thibodeaux', 'MT'],
      ['Priya Raman', 'PR'],
    ]) {
      const card = leaders.filter({ hasText: name });
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card.getByText(initials, { exact: true })).toBeVisible();
      await expect(card.getByText('Co-Founder & Community Manager')).toBeVisible();
      await expect(card.getByText(/Houston|Texas/)).toBeVisible();
    }

    const stats = page.getByRole('region', { name: 'Community in numbers' });
    for (const [value, label] of [
      ['248', 'Active Members'],
      ['52', 'Events Hosted'],
      ['89', 'Job Opportunities'],
      ['156', 'Resources Shared'],
    ]) {
      const stat = stats.locator('div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(stat.getByText(value, { exact: true })).toBeVisible();
    }

    const contact = page.getByRole('region', { name: 'Get In Touch' });
    await expect(contact.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(contact.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    await expect(contact.getByRole('link', { name: config.contactPhone })).toBeVisible();
    await expect(contact.getByText('Houston, TX', { exact: true })).toBeVisible();
  });
});
