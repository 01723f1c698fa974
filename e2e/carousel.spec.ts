import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addPhoto, createAlbum, makePng, uniqueAlbumName } from './support/gallery';
import { signInAsNewMember } from './support/members';

const carousel = (page: Page) => page.getByTestId('community-gallery');
/** The slide on screen ('2 of 5'); the others are hidden. */
const currentSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([hidden])');

/**
 * Lets the page finish what a fired timer started: React renders in a task queued through
 * a MessageChannel, so one more message round trip comes after it. Needed before checking
 * that something has *not* changed while the page's clock is ours.
 */
async function settled(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
  }
}

async function seedPhotos(page: Page, n: number) {
  const target = await createAlbum(page, uniqueAlbumName('Carousel'));
  for (let i = 0; i < n; i++) {
    await addPhoto(
      page,
      target.id,
      makePng(`slide-${i}.png`, [40 * i, 120, 200 - 40 * i]),
      `Slide ${i}`,
    );
  }
}

test.describe('Dashboard Community Gallery', () => {
  test('shows up to 6 photos one at a time and advances by itself every 4 s, wrapping', async ({
    memberPage: page,
  }) => {
    await seedPhotos(page, 3);
    // The page's clock is ours, so the 4000 ms are counted, not raced or waited for.
    await page.clock.install();
    const sample = page.waitForResponse((res) => res.url().endsWith('/api/photos?sample=6'));
    await page.goto('/');
    const photos = (await (await sample).json()) as unknown[];
    const n = photos.length;
    expect(n).toBeGreaterThanOrEqual(3);

    await expect(page.getByRole('heading', { name: 'Community Gallery' })).toBeVisible();
    await expect(carousel(page).locator('img')).toHaveCount(n);
    await expect(currentSlide(page).getByRole('img')).toBeVisible();
    await expect(currentSlide(page)).toHaveCount(1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${n}`);
    await expect(carousel(page).getByRole('button', { name: /^Show photo/ })).toHaveCount(n);

    // From here time stands still and moves only by the test's hand. Choosing photo 1 and
    // then leaving the carousel restarts its timer at a known instant.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await carousel(page)
      .getByRole('button', { name: `Show photo 1 of ${n}` })
      .click();
    await expect(carousel(page)).toHaveAttribute('data-running', 'false');
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel(page)).toHaveAttribute('data-running', 'true');
    await settled(page);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${n}`);

    // No touching: it moves on by itself, one photo every 4000 ms, not a moment sooner.
    for (const shown of [2, 3]) {
      await page.clock.runFor(3999);
      await settled(page);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `${shown - 1} of ${n}`);
      await page.clock.runFor(1);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `${shown} of ${n}`);
    }
    await page.clock.resume();

    // Previous from the first wraps to the last, next from the last to the first.
    await carousel(page)
      .getByRole('button', { name: `Show photo 1 of ${n}` })
      .click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${n}`);
    await carousel(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${n} of ${n}`);
    await carousel(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${n}`);
    // While focus is inside, it holds still.
    await expect(carousel(page)).toHaveAttribute('data-running', 'false');
    await expectNoSeriousViolations(page);
  });

  test('with reduced motion, or when paused, it does not move by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsNewMember(page);
    await seedPhotos(page, 2);
    // The page's clock is ours: more than a slide's 4 s passes without waiting for it.
    await page.clock.install();
    await page.goto('/');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 of \d$/);
    await expect(carousel(page)).toHaveAttribute('data-running', 'false');
    await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.clock.runFor(4500);
    await settled(page);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 of \d$/);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(carousel(page)).toHaveAttribute('data-running', 'true');
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel(page)).toHaveAttribute('data-running', 'false');
  });

  test('at 360 px it fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAsNewMember(page);
    await seedPhotos(page, 2);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Community Gallery' })).toBeVisible();
    const box = await carousel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test("a slide's title opens that photo in the gallery's viewer", async ({ memberPage: page }) => {
    await seedPhotos(page, 1);
    await page.goto('/');
    const title = currentSlide(page).getByRole('link');
    const name = (await title.textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    await title.click();
    await expect(page).toHaveURL(/\/gallery\?album=\d+&photo=\d+$/);
    await expect(page.getByRole('dialog').getByText(name, { exact: true })).toBeVisible();
  });
});
