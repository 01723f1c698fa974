import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readConfig, signInAsNewMember } from './support/members';

const LINKS = [
  'Dashboard',
  'Calendar',
  'Discussions',
  'Members',
  'Jobs',
  'Resources',
  'Gallery',
  'About',
] as const;

async function expectOnlyActive(page: Page, active: (typeof LINKS)[number]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of LINKS) {
    const link = nav.getByRole('link', { name: label, exact: true });
    if (label === active) {
      await expect(link).toHaveAttribute('aria-current', 'page');
    } else {
      await expect(link).not.toHaveAttribute('aria-current', /.*/);
    }
  }
}

test.describe('Signed-in page frame', () => {
  test('top bar has the logo and the eight links in order', async ({ page }) => {
    const config = await readConfig(page);
    await signInAsNewMember(page);
    await page.goto('/about');

    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('position', 'fixed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...LINKS]);
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/calendar',
      '/discussions',
      '/members',
      '/jobs',
      '/resources',
      '/gallery',
      '/about',
    ]);

    await banner.getByRole('link', { name: `${config.communityName} home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();

    await expect(
      page.getByRole('contentinfo').getByText(`Powered by ${config.poweredBy}`, { exact: true }),
    ).toBeVisible();
  });

  test('highlights the active link: / exactly, the others by path prefix', async ({
    memberPage: page,
  }) => {
    await page.goto('/');
    await expectOnlyActive(page, 'Dashboard');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
    await expectOnlyActive(page, 'Calendar');

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectOnlyActive(page, 'About');

    // A nested path keeps its section highlighted, and Dashboard is not active there.
    await page.goto('/discussions/42');
    await expectOnlyActive(page, 'Discussions');

    const active = nav.getByRole('link', { name: 'Discussions' });
    const idle = nav.getByRole('link', { name: 'Jobs' });
    const activeBg = await active.evaluate((el) => getComputedStyle(el).backgroundColor);
    const idleBg = await idle.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(activeBg).not.toBe(idleBg);
  });

  test('the user menu shows the avatar and name, and Edit Profile opens the profile', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Dana', lastName: 'Whitfield' });
    await page.goto('/');

    const trigger = page.getByRole('button', { name: /^User menu/ });
    // The initials are drawn from data-initials (not text: label in name, page-frame.tsx).
    await expect(trigger.locator('[data-initials]')).toHaveAttribute('data-initials', 'DW');
    await expect(trigger).toContainText('Dana Whitfield');

    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Edit Profile',
      'Account settings',
      'Saved',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the user menu works from the keyboard', async ({ memberPage: page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /^User menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('F8 moves focus to the notifications area', async ({ memberPage: page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    const viewport = page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol');
    await expect(viewport).not.toBeFocused();
    await page.keyboard.press('F8');
    await expect(viewport).toBeFocused();
  });

  test('Logout ends the session and returns to the landing page', async ({ memberPage: page }) => {
    await page.goto('/profile');
    // From the keyboard: open the menu, move to Logout, press Enter. Logout is last, reached
    // with End: whether Invite people comes before it is a setting invite.spec.ts turns on
    // for the whole server while it runs.
    await page.getByRole('button', { name: /^User menu/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    const logout = page.waitForRequest(
      (r) => r.url().endsWith('/api/logout') && r.method() === 'POST',
    );
    await page.keyboard.press('Enter');
    await logout;

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    // Members-only pages are gone too: they ask for sign-in, and come back after it.
    await page.goto('/about');
    await expect(page).toHaveURL('/sign-in?next=%2Fabout');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test.describe('small screens (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the toggled menu lists the links plus Edit Profile, Saved and Sign Out', async ({
      memberPage: page,
    }) => {
      await page.goto('/');

      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toHaveText([...LINKS, 'Edit Profile', 'Saved']);
      // Signing out is an action (a POST), not a link anyone could point at.
      await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await menu.getByRole('link', { name: 'Members' }).click();
      await expect(page).toHaveURL(/\/members$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

      // Nothing overflows sideways at 360 px.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await toggle.click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Edit Profile' })
        .click();
      await expect(page).toHaveURL(/\/profile$/);

      await toggle.click();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('Sign Out in the small-screen menu logs out', async ({ memberPage: page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('button', { name: 'Sign Out' })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Platform Features' })).toBeVisible();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    });
  });
});
