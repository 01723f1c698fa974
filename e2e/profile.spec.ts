import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';
import { expectUnauthorizedThenSignIn, withoutLiveStream } from './support/signed-out';
import { toast as currentToast } from './support/toasts';

const main = (page: Page) => page.getByRole('main');

test.describe('Edit Profile', () => {
  test('shows every card, label and text of the spec, filled from the member', async ({ page }) => {
    await signInAsNewMember(page, { firstName: 'Marisol', lastName: 'Okafor' });
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    for (const card of [
      'Profile Photo',
      'Networking Preferences',
      'Basic Information',
      'Professional Information',
      'Skills & Expertise',
    ]) {
      await expect(main(page).getByRole('heading', { name: card, exact: true })).toBeVisible();
    }

    // Profile Photo: the initials stand in until there is a photo.
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
    await expect(page.getByTestId('profile-photo-preview')).toHaveText('MO');

    // Networking Preferences: 'No' until the member says otherwise (openToConnect false).
    const openToConnect = page.getByRole('radiogroup', { name: 'Open to Connect' });
    await expect(openToConnect.getByRole('radio')).toHaveCount(2);
    await expect(
      openToConnect.getByRole('radio', { name: "Yes, I'm open to new connections" }),
    ).not.toBeChecked();
    await expect(
      openToConnect.getByRole('radio', { name: 'No, not looking to connect' }),
    ).toBeChecked();

    // Basic Information.
    await expect(page.getByLabel('First Name')).toHaveValue('Marisol');
    await expect(page.getByLabel('Last Name')).toHaveValue('Okafor');
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await expect(page.getByLabel('Mobile Number')).toHaveAttribute('placeholder', '(555) 123-4567');
    await expect(page.getByLabel('Mobile Number')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Bio')).toBeVisible();

    // Professional Information.
    await expect(page.getByLabel('Current Company')).toBeVisible();
    const past = page.getByRole('group', { name: 'Past Companies' });
    await expect(past.getByRole('textbox')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add Another Company' })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Save & Close' })).toBeEnabled();
  });

  test('clearing the names shows the messages under their fields and sends nothing', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    let saves = 0;
    page.on('request', (req) => {
      if (req.method() === 'PUT' && req.url().endsWith('/api/auth/user')) saves += 1;
    });

    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Last Name').fill('   ');
    await page.getByRole('button', { name: 'Save & Close' }).click();

    await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Last name is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(page.getByLabel('Last Name')).toHaveAccessibleDescription('Last name is required');
    // Each message sits right under its own field.
    const firstBox = await page.getByLabel('First Name').boundingBox();
    const firstMsg = await page.getByText('First name is required').boundingBox();
    expect(firstMsg!.y).toBeGreaterThan(firstBox!.y + firstBox!.height - 1);
    expect(Math.abs(firstMsg!.x - firstBox!.x)).toBeLessThan(2);
    expect(saves).toBe(0);
    await expect(page).toHaveURL(/\/profile$/);

    // Typing a name again clears its message on the next try.
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Last name is required')).toBeVisible();
  });

  test('Past Companies rows: add, remove only while more than one, focus follows', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    const past = page.getByRole('group', { name: 'Past Companies' });
    const rows = past.getByRole('textbox');
    const removeButtons = past.getByRole('button', { name: /^Remove past company/ });

    await expect(rows).toHaveCount(1);
    await expect(removeButtons).toHaveCount(0);

    await rows.first().fill('Acme Energy');
    await page.getByRole('button', { name: 'Add Another Company' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toBeFocused();
    await expect(removeButtons).toHaveCount(2);
    await rows.nth(1).fill('Bayou Capital');
    await page.getByRole('button', { name: 'Add Another Company' }).click();
    await rows.nth(2).fill('Gulf Logistics');
    await expect(rows).toHaveCount(3);

    // Removing the middle row keeps the others in order.
    await past.getByRole('button', { name: 'Remove past company 2' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveValue('Acme Energy');
    await expect(rows.nth(1)).toHaveValue('Gulf Logistics');

    await past.getByRole('button', { name: 'Remove past company 1' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveValue('Gulf Logistics');
    await expect(removeButtons).toHaveCount(0);
  });

  test('Save & Close saves everything, says so, and lands on / about a second later', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Avery', lastName: 'Nguyen' });
    // The page's clock is ours, so the pause before leaving is counted, not timed.
    await page.clock.install();
    await page.goto('/profile');

    await page.getByLabel('First Name').fill('Camila');
    await page.getByLabel('Last Name').fill('Reyes-Whitaker');
    await page.getByLabel('Job Title').fill('Chief Operating Officer');
    await page.getByLabel('Mobile Number').fill('(713) 555-0142');
    await page.getByLabel('Bio').fill('Operator, board member and lifelong Houstonian.');
    await page.getByLabel('Current Company').fill('Magnolia Ventures');
    await page.getByRole('radio', { name: "Yes, I'm open to new connections" }).click();
    const past = page.getByRole('group', { name: 'Past Companies' });
    await past.getByRole('textbox').first().fill('Acme Energy');
    await page.getByRole('button', { name: 'Add Another Company' }).click();
    // A blank row in the middle is dropped on save.
    await page.getByRole('button', { name: 'Add Another Company' }).click();
    await past.getByRole('textbox').nth(2).fill('  Globex  ');

    // Hold the real answer back (not rewritten) until 'Saving...' has been seen.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/auth/user', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/user') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // Time stands still from here, so the pause after the answer starts at a known instant.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    release();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      firstName: 'Camila',
      lastName: 'Reyes-Whitaker',
      title: 'Chief Operating Officer',
      phone: '(713) 555-0142',
      company: 'Magnolia Ventures',
      pastCompanies: ['Acme Energy', 'Globex'],
      openToConnect: true,
    });

    const toast = currentToast(page);
    await expect(toast).toContainText('Profile updated successfully');
    // Not straight away: one second after the answer (the toast and the timer start
    // together), and not a moment sooner. Leaving is a history push, seen at once.
    await page.clock.runFor(999);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.clock.runFor(1);
    await page.waitForURL((url) => url.pathname === '/');
    await page.clock.resume();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Camila');
    const userMenu = page.getByRole('button', { name: /^User menu/ });
    await expect(userMenu).toHaveAccessibleName('User menu: Camila Reyes-Whitaker');
    // The initials are drawn from data-initials (not text: label in name, page-frame.tsx).
    await expect(userMenu.locator('[data-initials]')).toHaveAttribute('data-initials', 'CR');

    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      firstName: 'Camila',
      lastName: 'Reyes-Whitaker',
      bio: 'Operator, board member and lifelong Houstonian.',
      pastCompanies: ['Acme Energy', 'Globex'],
      openToConnect: true,
    });

    // Coming back shows what was saved.
    await page.goto('/profile');
    await expect(page.getByLabel('Job Title')).toHaveValue('Chief Operating Officer');
    await expect(
      page.getByRole('group', { name: 'Past Companies' }).getByRole('textbox'),
    ).toHaveCount(2);
    await expect(
      page.getByRole('radio', { name: "Yes, I'm open to new connections" }),
    ).toBeChecked();
  });

  test('a save after the session ended shows Unauthorized and goes to sign-in', async ({
    memberPage: page,
  }) => {
    await withoutLiveStream(page);
    await page.goto('/profile');
    // The page is on screen before the session ends and the clock stops.
    await expect(page.getByRole('button', { name: 'Save & Close' })).toBeVisible();
    await expectUnauthorizedThenSignIn(page, currentToast(page), () =>
      page.getByRole('button', { name: 'Save & Close' }).click(),
    );
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('every card fits without sideways scrolling', async ({ memberPage: page }) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Add Another Company' }).click();
      await expect(page.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Save & Close' })).toBeInViewport({
        ratio: 0,
      });
    });

    test('unsaved changes: leaving asks first; back again they are restored, and Discard drops them', async ({
      memberPage: page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await page.goto('/profile');
      const title = page.getByLabel('Job Title');
      await title.click();
      await title.fill('Chief Draft Officer');
      // The page has taken the change in once its draft holds it (written on a pause in
      // typing): reloading sooner raced the form's re-render on a loaded machine.
      await expect
        .poll(() => page.evaluate(() => Object.values(localStorage).join('\n')))
        .toContain('Chief Draft Officer');
      // Leaving (a reload here) asks first: the browser's own "Leave site?".
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'We brought back the changes you had not saved.' });
      await expect(notice).toBeVisible();
      await expect(title).toHaveValue('Chief Draft Officer');
      await expectNoSeriousViolations(page);

      await notice.getByRole('button', { name: 'Discard changes' }).press('Enter');
      await expect(title).toHaveValue('');
      await expect(notice).toHaveCount(0);
      await expect(page.getByLabel('First Name')).toBeFocused();
      // Nothing unsaved now: a reload asks nothing and brings nothing back.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Save & Close' })).toBeVisible();
      await expect(title).toHaveValue('');
      await expect(notice).toHaveCount(0);
      expect(dialogs).toEqual(['beforeunload']);
    });
  });

  test('a mobile number that is not one is refused under its field, in words', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    const phone = page.getByLabel('Mobile Number');
    await phone.fill('call me maybe');
    await page.getByRole('button', { name: 'Save & Close' }).click();
    const message =
      'Mobile number must be a phone number such as (713) 555-0142 or +44 20 7946 0958';
    await expect(page.getByText(message)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('(713) 555-0142');
    await page.getByRole('button', { name: 'Save & Close' }).click();
    await expect(currentToast(page)).toContainText('Profile updated successfully');
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.phone).toBe('(713) 555-0142');
  });
});
