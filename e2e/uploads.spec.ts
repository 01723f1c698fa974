import { expect, test } from './support/fixtures';
import { avatarPng, oversizedPng, pickFiles, textFile, uploadDialog } from './support/images';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

test.describe('Upload widget and profile photo', () => {
  test('uploads a photo through the widget; it is saved at once and is the top-bar avatar', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Priya', lastName: 'Desai' });
    await page.goto('/profile');

    // Uppy is not part of the page until an upload dialog opens.
    expect(await page.locator('.uppy-Root').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = uploadDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Upload profile photo' })).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Drop files here or browse files');

    // Browse opens the system file picker.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'browse files' }).click();
    await (await chooser).setFiles(avatarPng('headshot.png'));

    // Nothing happens until the member confirms.
    await expect(dialog.getByText('headshot.png')).toBeVisible();
    const issued = page.waitForResponse(
      (res) => res.url().endsWith('/api/objects/upload') && res.request().method() === 'POST',
    );
    const claimed = page.waitForResponse(
      (res) => res.url().endsWith('/api/profile-image') && res.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();

    const issue = await issued;
    expect(issue.status()).toBe(200);
    const { uploadURL, objectPath } = (await issue.json()) as {
      uploadURL: string;
      objectPath: string;
    };
    expect(objectPath).toMatch(/^\/objects\/uploads\//);
    const claim = await claimed;
    expect(claim.status()).toBe(200);
    // The widget tells the server the very address it PUT the file to, and to save it now.
    expect(claim.request().postDataJSON()).toEqual({ imageURL: uploadURL, save: true });
    expect(issue.request().postDataJSON()).toEqual({ purpose: 'image', fileName: 'headshot.png' });
    await expect(toast(page)).toContainText('Profile photo saved');

    await expect(dialog).toBeHidden();
    const preview = page.getByTestId('profile-photo-preview').locator('img');
    await expect(preview).toHaveAttribute('src', objectPath);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(page.getByRole('button', { name: 'Change Photo' })).toBeVisible();

    // Saved already: the top bar shows it without Save, and it is there after a reload.
    const userMenu = page.getByRole('button', { name: /^User menu/ });
    const avatar = userMenu.locator('img');
    await expect(avatar).toHaveAttribute('src', objectPath);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/profile-photo-saved-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.reload();
    await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveAttribute(
      'src',
      objectPath,
    );
    await expect(avatar).toHaveAttribute('src', objectPath);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.profileImageUrl).toBe(objectPath);
  });

  test('a file over 10 MB shows Uppy’s size message and is not added', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await pickFiles(page, oversizedPng('huge-banner.png'));

    const dialog = uploadDialog(page);
    // Uppy's own words (spec §5), shown once, as an alert.
    await expect(dialog.getByRole('alert')).toHaveText(
      'huge-banner.png exceeds maximum allowed size of 10 MB',
    );
    await expect(dialog.locator('.uppy-Dashboard-Item')).toHaveCount(0);
  });

  test('a file that is not an image shows Uppy’s type message and is not added', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await pickFiles(page, textFile('minutes.txt'));

    const dialog = uploadDialog(page);
    // In words, not MIME types.
    await expect(dialog.getByRole('alert')).toHaveText('JPEG, PNG, GIF or WebP images only');
    await expect(dialog).toContainText('One photo: JPEG, PNG, GIF or WebP, up to 10 MB');
    await expect(dialog.locator('.uppy-Dashboard-Item')).toHaveCount(0);
  });

  test('drag and drop and paste add files too', async ({ memberPage: page }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload profile photo' });
    await expect(dialog).toBeVisible();
    const bytes = [...avatarPng().buffer];

    // Drop a file on the dashboard.
    await page.evaluate((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }));
      const target = document.querySelector('.uppy-Dashboard-innerWrap');
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target?.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      }
    }, bytes);
    await expect(dialog.getByText('dropped.png')).toBeVisible();
    await dialog.getByRole('button', { name: /^Remove file/ }).click();
    await expect(dialog.getByText('dropped.png')).toHaveCount(0);

    // Paste one.
    await page.evaluate((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'pasted.png', { type: 'image/png' }));
      const target = document.querySelector('.uppy-Dashboard');
      target?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    }, bytes);
    await expect(dialog.getByText('pasted.png')).toBeVisible();
  });

  test('the profile photo takes one image: the add-more button is gone at the limit', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await pickFiles(page, avatarPng('one.png'));
    const dialog = uploadDialog(page);
    await expect(dialog.locator('.uppy-Dashboard-Item')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Add more' })).toHaveCount(0);
    // The dialog asks before uploading; nothing was requested yet.
    await expect(dialog.getByRole('button', { name: 'Upload 1 file' })).toBeVisible();
  });

  test('Escape closes the dialog and focus returns to the button; Tab stays inside', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    const open = page.getByRole('button', { name: 'Upload Photo' });
    await open.click();
    const dialog = uploadDialog(page);
    await expect(dialog).toBeVisible();

    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        `focus left the dialog after ${i + 1} Tab presses`,
      ).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // It opens again, and a click outside closes it too.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(dialog).toBeHidden();
  });

  test('bytes that are not an image are refused by the server and nothing is claimed', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    let claims = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/profile-image')) claims += 1;
    });
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    // Named and typed like a PNG, but the bytes say otherwise: only the server can tell.
    await pickFiles(page, {
      name: 'disguised.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not a picture</html>'),
    });
    const put = page.waitForResponse((res) => res.request().method() === 'PUT');
    const dialog = uploadDialog(page);
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
    expect((await put).status()).toBe(415);
    await expect(dialog.getByRole('alert')).toContainText('Failed to upload disguised.png');
    // The file keeps the server's reason; the dialog stays open to retry or remove it.
    await expect(dialog.locator('.uppy-Dashboard-Item.is-error')).toHaveCount(1);
    await expect(
      dialog.getByRole('button', { name: 'JPEG, PNG, GIF or WebP images only' }),
    ).toHaveText('?');
    await expect(dialog).toBeVisible();
    expect(claims).toBe(0);
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
  });
});
