import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsAdmin } from './support/first-admin';
import { toast } from './support/toasts';

// The About page as the admins make it (issue 36, decision 049). The page is one for every
// journey on a server: this runs on the approval server, whose journeys do not read it
// beyond its title, and puts what it found back at the end (the spec's defaults on the
// main server: e2e/about.spec.ts).

const SHOTS = process.env.SHOTS_DIR;

test('the admins make the About page theirs; members see exactly that, live counts included', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const before = (await (await page.request.get('/api/admin/settings/about')).json()).settings;
  try {
    // What the first run left: the spec's page, under the opening lines it wrote.
    await page.goto('/about');
    await expect(page.getByText(/^To connect Houston's business leaders/)).toBeVisible();
    const leaders = page.getByRole('region', { name: 'Leadership Team' }).getByRole('listitem');
    await expect(leaders).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Community in numbers' }).locator('dd'),
    ).toHaveText(['248', '52', '89', '156']);

    await page.goto('/admin?tab=settings');
    const about = page.getByRole('region', { name: 'About page' });
    const mission = about.getByRole('textbox', { name: 'Our Mission' });
    await expect(mission).toHaveValue(/^To connect Houston's/);
    await mission.fill('We **connect** the people who build Houston.');
    await about.getByRole('textbox', { name: 'Our Vision' }).fill('');
    await about.getByRole('button', { name: 'Remove Value 3' }).click();
    await about.getByRole('button', { name: 'Remove Leader 2' }).click();
    await about.getByRole('button', { name: 'Remove Leader 1' }).click();

    // A leader picked from the directory, by keyboard.
    await about.getByRole('button', { name: 'Add a member' }).click();
    const picker = page.getByRole('dialog', { name: 'Add a leader' });
    await picker.getByRole('combobox', { name: 'Search members' }).fill('Ada Admin');
    await expect(picker.getByTestId('leader-option').first()).toContainText('Ada Admin');
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    const leader = about.getByRole('group', { name: 'Leader 1' });
    await expect(leader.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Admin');
    await expect(leader).toContainText('Linked to a member’s profile.');
    await leader.getByRole('textbox', { name: 'Role' }).fill('Host of the founders’ dinners');

    await about.getByRole('radio', { name: 'Live counts' }).click();
    await expect(about.getByRole('textbox', { name: 'Figure 1 number' })).toHaveCount(0);
    await about.getByRole('textbox', { name: 'Contact phone' }).fill('');
    await expectNoSeriousViolations(page);
    await about.getByRole('button', { name: 'Save About page' }).click();
    await expect(toast(page)).toContainText('About page saved');

    // The page says exactly that: Markdown formatted, left-out parts gone, the live counts.
    await page.goto('/about');
    await expect(page.locator('strong', { hasText: 'connect' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Our Core Values' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(leaders).toHaveCount(1);
    await expect(leaders.getByRole('link', { name: 'Ada Admin' })).toHaveAttribute(
      'href',
      /^\/members\//,
    );
    await expect(leaders).toContainText('Host of the founders’ dinners');

    const figures = page.getByRole('region', { name: 'Community in numbers' });
    await expect(figures.locator('dt')).toHaveText([
      'Active Members',
      'Events Hosted',
      'Job Opportunities',
      'Resources Shared',
    ]);
    const counted = (await (await page.request.get('/api/about')).json()).figures.map(
      (f: { value: string }) => f.value,
    );
    await expect(figures.locator('dd')).toHaveText(counted);
    expect(Number(counted[0].replace(/,/g, ''))).toBeGreaterThan(0);

    const contact = page.getByRole('region', { name: 'Get In Touch' });
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expectNoSeriousViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/about-edited-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: `${SHOTS}/about-edited-360.png`, fullPage: true });
      await page.goto('/admin?tab=settings');
      await about.getByRole('button', { name: 'Save About page' }).waitFor();
      await about.screenshot({ path: `${SHOTS}/about-settings-360.png` });
    }
  } finally {
    const restored = await page.request.put('/api/admin/settings/about', { data: before });
    expect(restored.ok()).toBe(true);
  }
});
