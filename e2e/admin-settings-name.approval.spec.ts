import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/first-admin';
import { toast } from './support/toasts';

// Renaming the community in the console's Settings tab (decision 023). The name is one for
// every journey on a server: this runs on the approval server, whose journeys do not read
// it, and puts it back at once (the rest of the tab: e2e/admin-settings.spec.ts).

const settingsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Settings' });

/** Every field blank: the environment's defaults again. */
const restoreCommunity = (request: APIRequestContext) =>
  request.put('/api/admin/settings/community', { data: {} });

test('the admin renames the community; the app, the landing page and the title follow', async ({
  page,
  browser,
}) => {
  const tag = `set${Date.now().toString(36)}`;
  const name = `Roundtable ${tag}`;
  await signInAsAdmin(page);
  await page.goto('/admin?tab=settings');
  const panel = settingsTab(page);
  const field = panel.getByRole('textbox', { name: 'Community name' });
  await expect(panel.getByText('Leave blank for the default: Roundtable Houston')).toBeVisible();
  try {
    await field.fill(name);
    await panel.getByRole('button', { name: 'Update community settings' }).click();
    await expect(toast(page)).toContainText('Community settings saved');
    // No reload: the frame and the window's title read the configuration again.
    await expect(page.getByRole('link', { name: `${name} home` })).toBeVisible();
    await expect(page).toHaveTitle(name);

    // A visitor's landing page, in a browser of its own.
    const visitor = await browser.newContext();
    const landing = await visitor.newPage();
    await landing.goto('/');
    await expect(landing.getByRole('contentinfo')).toContainText(`${name}. All rights reserved.`);
    await expect(landing).toHaveTitle(name);
    await visitor.close();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: `About ${name}` })).toBeVisible();

    // Every field blank again: the defaults are back.
    await page.goto('/admin?tab=settings');
    await panel.getByRole('button', { name: 'Update community settings' }).waitFor();
    await field.fill('');
    await panel.getByRole('button', { name: 'Update community settings' }).click();
    await expect(page.getByRole('link', { name: 'Roundtable Houston home' })).toBeVisible();
  } finally {
    await restoreCommunity(page.request);
  }

  // An unknown time zone is refused with the field named, and nothing is sent.
  await panel.getByRole('combobox', { name: 'Time zone' }).fill('Mars/Olympus');
  await panel.getByRole('button', { name: 'Update community settings' }).click();
  await expect(
    panel.getByText('Time zone must be an IANA name such as America/Chicago'),
  ).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

/** Each link and button of the top bar that shows at this width, whole on the screen. */
async function expectBarReachable(page: Page) {
  const width = page.viewportSize()!.width;
  const controls = page.getByRole('banner').locator('a:visible, button:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(4);
  for (let i = 0; i < count; i += 1) {
    const box = await controls.nth(i).boundingBox();
    const name = await controls
      .nth(i)
      .evaluate((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(box, `${name} at ${width} px`).not.toBeNull();
    expect(box!.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    // Nor squeezed: what it shows (an avatar, an icon, its words) fits inside it.
    const squeezed = await controls.nth(i).evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(squeezed, `${name} at ${width} px`).toBe(false);
  }
  // Nothing scrolls sideways, and the user menu still opens on Logout.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
}

test('a 40-character name leaves every control of the top bar on the screen', async ({ page }) => {
  // Issue 36: a long name pushed the bell and the user menu off the bar at 1280 px.
  const name = 'Greater Houston Business Leaders Network';
  expect(name).toHaveLength(40);
  await signInAsAdmin(page);
  try {
    const saved = await page.request.put('/api/admin/settings/community', {
      data: { communityName: name },
    });
    expect(saved.ok()).toBe(true);
    for (const width of [1280, 1024, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const home = page.getByRole('link', { name: `${name} home` });
      await expect(home).toBeVisible();
      await expectBarReachable(page);
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/long-name-${width}.png` });
      }
      if (width >= 1280) {
        // The name shows as much as fits, and all of it on hover.
        await expect(home.getByText(name)).toHaveAttribute('title', name);
      }
    }
  } finally {
    await restoreCommunity(page.request);
  }
});
