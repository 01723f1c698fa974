import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  type Album,
  addPhoto,
  album,
  albumLink,
  albumsNav,
  createAlbum,
  makePng,
  type Photo,
  photoCard,
  uniqueAlbumName,
} from './support/gallery';
import { pickFiles, uploadDialog } from './support/images';
import { signInAsNewMember, type TestMember } from './support/members';
import { toast } from './support/toasts';

/** A second member in a browser context of their own. */
async function otherMember(browser: Browser, overrides: Partial<TestMember> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInAsNewMember(page, overrides);
  return { page, member, close: () => context.close() };
}

const counter = (page: Page) => page.getByTestId('photo-counter');
const viewer = (page: Page) => page.getByRole('dialog');

test.describe('Photo gallery', () => {
  test('create an album: the toast, it becomes selected, its empty state; axe with the dialog open', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Lena', lastName: 'Ortiz' });
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(albumsNav(page).getByRole('link', { name: /^All Photos \d+$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Upload Photos belongs to an album.
    await expect(page.getByRole('button', { name: 'Upload Photos' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create Album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Album' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Album Name')).toBeFocused();
    await expect(dialog.getByLabel('Description (Optional)')).toBeVisible();
    await expectNoSeriousViolations(page);

    // The name is required.
    await dialog.getByRole('button', { name: 'Create Album' }).click();
    await expect(dialog.getByText('Album name is required')).toBeVisible();

    const name = uniqueAlbumName('Annual Gala');
    await dialog.getByLabel('Album Name').fill(name);
    await dialog.getByLabel('Description (Optional)').fill('Black tie at the Hobby Center.');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the real answer back (not rewritten) until 'Creating...' has been seen.
    await page.route('**/api/photo-albums', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await dialog.getByRole('button', { name: 'Create Album' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();

    await expect(toast(page)).toContainText('Album created successfully');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/gallery\?album=\d+$/);
    await expect(albumLink(page, name, 0)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('No photos found')).toBeVisible();
    await expect(page.getByText('Upload some photos to this album to get started.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Photos' })).toBeVisible();
  });

  test('upload three images at once: one action adds them to the album; the count and the toasts', async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: 'Marcus', lastName: 'Bell' });
    const target = await createAlbum(page, uniqueAlbumName('Rooftop Mixer'));
    await page.goto(`/gallery?album=${target.id}`);
    await expect(albumLink(page, target.name, 0)).toBeVisible();

    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: `Upload Photos to ${target.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Support for multiple files, up to 10MB each')).toBeVisible();
    await expect(dialog.getByText('JPEG, PNG, GIF or WebP images')).toBeVisible();
    await expect(dialog.getByLabel('Photo Title')).toBeVisible();
    await dialog.getByLabel('Description').fill('Thursday on the roof.');
    // Nothing waits to be saved yet.
    await expect(dialog.getByRole('button', { name: 'Save Photo' })).toBeDisabled();

    const posts: Array<Record<string, unknown>> = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/photos') {
        posts.push(req.postDataJSON() as Record<string, unknown>);
      }
    });
    await dialog.getByRole('button', { name: /Choose Photos to Upload/ }).click();
    const widget = uploadDialog(page);
    await pickFiles(page, [
      makePng('skyline.at.dusk.png', [212, 175, 55]),
      makePng('toast.png', [180, 40, 40]),
      makePng('panel.png', [40, 90, 180]),
    ]);
    // Per-file metadata in the widget: the title is pre-filled with the name up to its dot.
    await expect(widget.getByText('skyline.at.dusk.png')).toBeVisible();
    // The one action: Upload stores the files and adds them to the album.
    await widget.getByRole('button', { name: 'Upload 3 files' }).click();
    await expect(toast(page)).toContainText('Photo uploaded successfully');
    await expect(toast(page)).toContainText('3 photo(s) uploaded successfully');
    await expect(widget).toBeHidden();
    await expect(dialog).toBeHidden();

    expect(posts).toHaveLength(3);
    expect(posts.map((p) => p.title).sort()).toEqual(['panel', 'skyline', 'toast']);
    for (const post of posts) {
      expect(post.albumId).toBe(target.id);
      expect(post.description).toBe('Thursday on the roof.');
      expect(String(post.objectPath)).toMatch(/\/api\/objects\/local\//);
    }
    await expect(albumLink(page, target.name, 3)).toBeVisible();
    await expect(page.getByTestId('photo-card')).toHaveCount(3);
    for (const title of ['skyline', 'toast', 'panel']) {
      const card = photoCard(page, title);
      await expect(card).toContainText(title);
      await expect(card).toContainText(/ago$/);
      const img = card.getByRole('img');
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(96);
    }
    expect((await album(page, target.id)).photoCount).toBe(3);
  });

  test('a refused file is shown inline with the reason; removing it clears the failure', async ({
    memberPage: page,
  }) => {
    const target = await createAlbum(page, uniqueAlbumName('Expo'));
    await page.goto(`/gallery?album=${target.id}`);
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: `Upload Photos to ${target.name}` });
    await dialog.getByRole('button', { name: /Choose Photos to Upload/ }).click();
    // Named and typed like a PNG, but the bytes say otherwise: only the server can tell.
    await pickFiles(page, [
      makePng('booth.png'),
      { name: 'disguised.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=x>') },
    ]);
    await uploadDialog(page).getByRole('button', { name: 'Upload 2 files' }).click();
    await expect(uploadDialog(page)).toBeHidden();

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('1 photo(s) could not be added');
    const problem = alert.getByTestId('upload-problem');
    await expect(problem).toContainText('disguised.png');
    await expect(problem).toContainText('JPEG, PNG, GIF or WebP images only');
    await expect(dialog.getByTestId('photos-added')).toHaveText(
      `1 photo(s) added to ${target.name}`,
    );
    await expect(page.locator('li[data-variant]')).toContainText('Some photos failed to upload');
    await expectNoSeriousViolations(page, { include: `[role="dialog"]` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/screens/gallery-upload-failed-1280.png' });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: 'test-results/screens/gallery-upload-failed-360.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await alert.getByRole('button', { name: 'Remove disguised.png' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Choose Photos to Upload/ })).toBeFocused();
    // The widget forgot the failure too: it opens afresh, without an error.
    await dialog.getByRole('button', { name: /Choose Photos to Upload/ }).click();
    await expect(uploadDialog(page).locator('.uppy-Dashboard-Item.is-error')).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect((await album(page, target.id)).photoCount).toBe(1);
  });

  test('a failed save lists the photo with the reason, and Save Photo tries it again; the shared title applies', async ({
    memberPage: page,
  }) => {
    const target = await createAlbum(page, uniqueAlbumName('Gala'));
    await page.goto(`/gallery?album=${target.id}`);
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: `Upload Photos to ${target.name}` });
    const titles: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/photos') {
        titles.push(req.postDataJSON().title);
      }
    });
    await dialog.getByRole('button', { name: /Choose Photos to Upload/ }).click();
    // Without a shared title a photo is titled by its file name, and the server refuses a
    // title over 200 characters: this file's save fails for real, the other's succeeds.
    const longName = `${'b'.repeat(210)}.png`;
    await pickFiles(page, [makePng('a.png'), makePng(longName, [20, 20, 160])]);
    await uploadDialog(page).getByRole('button', { name: 'Upload 2 files' }).click();

    // The dialog stays open (it is modal, so the toast region sits outside its tree).
    const failure = page.locator('li[data-variant]');
    await expect(failure).toContainText('Some photos failed to upload');
    await expect(failure).toHaveAttribute('data-variant', 'destructive');
    const problem = dialog.getByTestId('upload-problem');
    await expect(problem).toContainText(longName);
    await expect(problem).toContainText('Must be at most 200 characters');
    await expect(dialog.getByTestId('photos-added')).toHaveText(
      `1 photo(s) added to ${target.name}`,
    );
    expect((await album(page, target.id)).photoCount).toBe(1);

    // Save Photo sends only the photo that failed, now with the shared title.
    await dialog.getByLabel('Photo Title').fill('Gala night');
    await dialog.getByRole('button', { name: 'Save Photo' }).click();
    await expect(toast(page)).toContainText('2 photo(s) uploaded successfully');
    await expect(dialog).toBeHidden();
    await expect(albumLink(page, target.name, 2)).toBeVisible();
    expect(titles.slice(0, 2).sort()).toEqual(['a', 'b'.repeat(210)]);
    expect(titles.slice(2)).toEqual(['Gala night']);
    await expect(photoCard(page, 'Gala night')).toHaveCount(1);
    await expect(photoCard(page, 'a')).toHaveCount(1);
  });

  test('the viewer: counter, arrow keys with wrap-around, buttons, Escape; keyboard reaches View; axe', async ({
    memberPage: page,
  }) => {
    const target = await createAlbum(page, uniqueAlbumName('Board Retreat'));
    for (const [title, color] of [
      ['First', [200, 60, 60]],
      ['Second', [60, 200, 60]],
      ['Third', [60, 60, 200]],
    ] as const) {
      await addPhoto(page, target.id, makePng(`${title.toLowerCase()}.png`, [...color]), title);
    }
    await page.goto(`/gallery?album=${target.id}`);
    // Newest first.
    const cards = page.getByTestId('photo-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Third');

    // Keyboard focus shows the View button the same way hover does.
    const view = page.getByRole('button', { name: 'View Third' });
    await view.focus();
    await expect(view).toBeFocused();
    await expect
      .poll(() => view.evaluate((el) => getComputedStyle(el.parentElement as Element).opacity))
      .toBe('1');
    await page.keyboard.press('Enter');

    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(counter(page)).toHaveText('1 of 3');
    await expect(dialog.getByRole('heading', { name: 'Third' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Third' })).toHaveAttribute('src', /^\/objects\//);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 of 3');
    await expect(dialog.getByRole('heading', { name: 'Second' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('3 of 3');
    await expect(dialog.getByRole('heading', { name: 'First' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('1 of 3');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText('3 of 3');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText('1 of 3');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();

    // The close button closes it too.
    await page.getByRole('button', { name: 'View First' }).click();
    await expect(counter(page)).toHaveText('3 of 3');
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();
  });

  test("a photo's own address opens the viewer on it at 360 px; next and close replace the address; the uploader links to their profile", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAsNewMember(page, { firstName: 'Pia', lastName: 'Lund' });
    const target = await createAlbum(page, uniqueAlbumName('Dock Party'));
    const arrivals = await addPhoto(page, target.id, makePng('arrivals.png'), 'Arrivals');
    const toasting = await addPhoto(page, target.id, makePng('toast.png', [60, 60, 200]), 'Toast');
    const albumUrl = new RegExp(`/gallery\\?album=${target.id}$`);

    await page.goto(`/gallery?album=${target.id}&photo=${arrivals.id}`);
    const dialog = viewer(page);
    await expect(dialog.getByRole('heading', { name: 'Arrivals' })).toBeVisible();
    // Newest first: Arrivals, uploaded first, is second of two.
    await expect(counter(page)).toHaveText('2 of 2');
    await expect(dialog.getByRole('img', { name: 'Arrivals' })).toHaveJSProperty('complete', true);
    await page.screenshot({ path: testInfo.outputPath('photo-permalink-360.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoSeriousViolations(page);

    const entries = await page.evaluate(() => history.length);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByRole('heading', { name: 'Toast' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?album=${target.id}&photo=${toasting.id}$`));
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(albumUrl);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // The album's creator and the uploader are links to the profile.
    const createdBy = page.locator('p', { hasText: 'Created by' });
    await expect(createdBy.getByRole('link', { name: 'Pia Lund' })).toHaveAttribute(
      'href',
      /^\/members\/[^/]+$/,
    );
    await page.goto(`/gallery?album=${target.id}&photo=${toasting.id}`);
    await dialog.getByRole('link', { name: 'Pia Lund' }).click();
    await expect(page).toHaveURL(/\/members\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pia Lund' })).toBeVisible();
  });

  test('a photo that is gone and an album that is gone each say so', async ({
    memberPage: page,
  }) => {
    const target = await createAlbum(page, uniqueAlbumName('Short Lived'));
    const kept = await addPhoto(page, target.id, makePng('kept.png'), 'Kept');
    const gone = await addPhoto(page, target.id, makePng('gone.png', [200, 200, 60]), 'Gone');
    expect((await page.request.delete(`/api/photos/${gone.id}`)).status()).toBe(204);

    await page.goto(`/gallery?album=${target.id}&photo=${gone.id}`);
    await expect(toast(page)).toContainText('Photo not found');
    await expect(toast(page)).toContainText('This photo was deleted or the link is wrong.');
    await expect(page).toHaveURL(new RegExp(`/gallery\\?album=${target.id}$`));
    await expect(viewer(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
    await expect(photoCard(page, 'Kept')).toBeVisible();
    expect(kept.albumId).toBe(target.id);

    expect((await page.request.delete(`/api/photo-albums/${target.id}`)).status()).toBe(204);
    await page.goto(`/gallery?album=${target.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Album not found' })).toBeVisible();
    await expect(page.getByText('This album was deleted or the link is wrong.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all photos' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos' })).toBeVisible();
  });

  test('delete your own photo after confirming; another member sees no Delete on it', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Grace', lastName: 'Kim' });
    const target = await createAlbum(page, uniqueAlbumName('Ribbon Cutting'));
    const keep: Photo = await addPhoto(page, target.id, makePng('keep.png'), 'Keeper');
    await addPhoto(page, target.id, makePng('gone.png', [90, 90, 90]), 'Goner');

    const other = await otherMember(browser, { firstName: 'Omar', lastName: 'Haddad' });
    try {
      await other.page.goto(`/gallery?album=${target.id}`);
      const theirs = photoCard(other.page, 'Goner');
      await theirs.hover();
      await expect(theirs.getByRole('button', { name: 'View Goner' })).toBeVisible();
      await expect(theirs.getByRole('button', { name: /Delete/ })).toHaveCount(0);
      // Their own photo in the same album does offer Delete.
      await addPhoto(other.page, target.id, makePng('omar.png', [10, 120, 120]), 'Omar’s');
      await other.page.reload();
      await expect(
        photoCard(other.page, 'Omar’s').getByRole('button', { name: 'Delete Omar’s' }),
      ).toHaveCount(1);
      await expect(other.page.getByRole('button', { name: /^Delete/ })).toHaveCount(1);
    } finally {
      await other.close();
    }

    await page.goto(`/gallery?album=${target.id}`);
    await expect(albumLink(page, target.name, 3)).toBeVisible();
    const card = photoCard(page, 'Goner');
    await card.hover();
    await card.getByRole('button', { name: 'Delete Goner' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this photo?');
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.hover();
    await card.getByRole('button', { name: 'Delete Goner' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Photo deleted successfully');
    await expect(card).toHaveCount(0);
    await expect(photoCard(page, 'Keeper')).toBeVisible();
    await expect(albumLink(page, target.name, 2)).toBeVisible();
    expect((await album(page, target.id)).photoCount).toBe(2);
    expect(keep.id).toBeGreaterThan(0);
  });

  test("rename and delete one's own album: the count in the confirm, the photos go, focus on the album list; another member sees neither", async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Rita', lastName: 'Moreno' });
    const target = await createAlbum(page, uniqueAlbumName('Board Retreat'));
    const first = await addPhoto(page, target.id, makePng('one.png'), 'One');
    await addPhoto(page, target.id, makePng('two.png', [90, 90, 90]), 'Two');

    const other = await otherMember(browser, { firstName: 'Ivan', lastName: 'Petrov' });
    try {
      await other.page.goto(`/gallery?album=${target.id}`);
      await expect(other.page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
      await expect(other.page.getByRole('button', { name: 'Rename Album' })).toHaveCount(0);
      await expect(other.page.getByRole('button', { name: 'Delete Album' })).toHaveCount(0);
    } finally {
      await other.close();
    }

    await page.goto(`/gallery?album=${target.id}`);
    await page.getByRole('button', { name: 'Rename Album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Album' });
    await expect(dialog.getByLabel('Album Name')).toHaveValue(target.name);
    await dialog.getByLabel('Album Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Album name is required')).toBeVisible();
    const renamed = uniqueAlbumName('Board Offsite');
    await dialog.getByLabel('Album Name').fill(renamed);
    await dialog.getByLabel('Description (Optional)').fill('Two days by the lake.');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Album updated');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
    await expect(page.getByText('Two days by the lake.')).toBeVisible();
    await expect(albumLink(page, renamed, 2)).toBeVisible();

    await page.getByRole('button', { name: 'Delete Album' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete album' });
    await expect(confirm).toContainText(
      `Delete the album "${renamed}" and its 2 photos? The photos are deleted with it, whoever uploaded them. This cannot be undone.`,
    );
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Album' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Album' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Album deleted');
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(albumLink(page, renamed)).toHaveCount(0);
    await expect(albumsNav(page).getByRole('link', { name: /^All Photos \d+$/ })).toBeFocused();
    // The photos went with it, their files too.
    expect((await page.request.get((first as Photo & { url: string }).url)).status()).toBe(404);
    const left = await page.request.get(`/api/photos?albumId=${target.id}`);
    expect(await left.json()).toEqual([]);
  });

  test("edit one's own photo's title from its card", async ({ page }) => {
    await signInAsNewMember(page, { firstName: 'Edda', lastName: 'Nilsen' });
    const target = await createAlbum(page, uniqueAlbumName('Harbor Walk'));
    await addPhoto(page, target.id, makePng('pier.png'), 'Pier');
    await page.goto(`/gallery?album=${target.id}`);
    const card = photoCard(page, 'Pier');
    await card.hover();
    await card.getByRole('button', { name: 'Edit Pier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await expect(dialog.getByLabel('Title (Optional)')).toHaveValue('Pier');
    await dialog.getByLabel('Title (Optional)').fill('Pier at dusk');
    await dialog.getByLabel('Description (Optional)').fill('From the north jetty.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Photo updated');
    await expect(dialog).toBeHidden();
    const edited = photoCard(page, 'Pier at dusk');
    await expect(edited).toBeVisible();
    await edited.hover();
    await edited.getByRole('button', { name: 'View Pier at dusk' }).click();
    await expect(viewer(page)).toContainText('From the north jetty.');
  });

  test('at 360 px the albums are a select; the grid has two columns', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAsNewMember(page);
    const target = await createAlbum(page, uniqueAlbumName('Small Screen'));
    await addPhoto(page, target.id, makePng('one.png'), 'One');
    await addPhoto(page, target.id, makePng('two.png', [50, 50, 200]), 'Two');
    await page.goto('/gallery');
    await expect(albumsNav(page)).toBeHidden();
    await page.getByRole('combobox', { name: 'Album' }).click();
    await page.getByRole('option', { name: `${target.name} (2)` }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?album=${target.id}$`));
    const cards = page.getByTestId('photo-card');
    await expect(cards).toHaveCount(2);
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoSeriousViolations(page);
  });

  test('a gallery of many albums: every album in the sidebar, and in the 360 px select once opened', async ({
    memberPage: page,
  }) => {
    const tag = uniqueAlbumName('Archive');
    const name = (i: number) => `${tag} ${String(i).padStart(3, '0')}`;
    const created: Album[] = [];
    for (let i = 1; i <= 120; i += 1) created.push(await createAlbum(page, name(i)));
    const hundredth = created[99];
    await addPhoto(page, hundredth.id, makePng('archive.png'), 'Archived');
    await page.goto('/gallery');
    const ours = new RegExp(`^${tag} \\d{3} \\d$`);
    await expect(albumsNav(page).getByRole('link', { name: ours })).toHaveCount(120);
    // Only the layout in use is built, not merely hidden: no select beside the sidebar.
    await expect(page.locator('[role="combobox"]')).toHaveCount(0);

    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.locator('nav[aria-labelledby="albums-heading"]')).toHaveCount(0);
    const select = page.getByRole('combobox', { name: 'Album' });
    await select.click();
    const ourOptions = page.getByRole('option', { name: new RegExp(`^${tag} \\d{3} \\(\\d\\)$`) });
    await expect(ourOptions).toHaveCount(120);
    await expect(page.getByRole('option', { name: /^All Photos/ })).toHaveCount(1);
    await page.getByRole('option', { name: `${name(100)} (1)` }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?album=${hundredth.id}$`));
    await expect(select).toHaveText(`${name(100)} (1)`);
    // Open again: the whole list is back, the chosen album marked.
    await select.click();
    await expect(ourOptions).toHaveCount(120);
    await expect(page.getByRole('option', { name: `${name(100)} (1)` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(select).toHaveText(`${name(100)} (1)`);
  });
});
