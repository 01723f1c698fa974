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

    // Blank again: the default is back.
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
