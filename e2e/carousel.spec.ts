import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { addPhoto, createAlbum, makePng, uniqueAlbumName } from './support/gallery';
import { signUpAsNewMember } from './support/members';

const carousel = (page: Page) => page.getByTestId('community-gallery');
/** The slide on screen ('2 of 5'); the others are hidden. */
const currentSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([hidden])');
const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome back/ });

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
  test('hidden when there are no photos, and when the fetch fails', async ({ page }) => {
    await signUpAsNewMember(page);
    let answer: 'empty' | 'fail' = 'empty';
    let asked = 0;
    // Whatever other tests have uploaded, this member's dashboard sees these answers.
    await page.route(/\/api\/photos\?sample=6$/, (route) => {
      asked += 1;
      return answer === 'empty'
        ? route.fulfill({ json: [] })
        : route.fulfill({ status: 500, body: 'boom' });
    });
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByText('Community Gallery')).toHaveCount(0);

    answer = 'fail';
    await page.reload();
    await expect(welcome(page)).toBeVisible();
    await expect.poll(() => asked).toBe(2);
    await expect(page.getByText('Community Gallery')).toHaveCount(0);
    await expect(page.getByText('Failed to fetch photos')).toHaveCount(0);
  });

  test('shows up to 6 photos one at a time and advances by itself every 4 s, wrapping', async ({
    page,
  }) => {
    await signUpAsNewMember(page);
    await seedPhotos(page, 3);
    const sample = page.waitForResponse((res) => res.url().endsWith('/api/photos?sample=6'));
    await page.goto('/');
    const photos = (await (await sample).json()) as unknown[];
    const n = photos.length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(6);

    await expect(page.getByRole('heading', { name: 'Community Gallery' })).toBeVisible();
    await expect(carousel(page).locator('img')).toHaveCount(n);
    await expect(currentSlide(page).getByRole('img')).toBeVisible();
    await expect(currentSlide(page)).toHaveCount(1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${n}`);
    await expect(carousel(page).getByRole('button', { name: /^Show photo/ })).toHaveCount(n);

    // No touching: it moves on by itself, one photo every 4000 ms. The page notes when each
    // slide shows, so the interval is measured where it runs.
    await page.evaluate(() => {
      const root = document.querySelector('[data-testid="community-gallery"]') as HTMLElement;
      const seen: Array<[number, string | null]> = [];
      (window as unknown as { slideTimes: typeof seen }).slideTimes = seen;
      new MutationObserver(() => {
        const shown = root.querySelector('[aria-roledescription="slide"]:not([hidden])');
        seen.push([performance.now(), shown?.getAttribute('aria-label') ?? null]);
      }).observe(root, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    });
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${n}`, { timeout: 6000 });
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `3 of ${n}`, { timeout: 6000 });
    const times = await page.evaluate(
      () => (window as unknown as { slideTimes: Array<[number, string | null]> }).slideTimes,
    );
    const at = (label: string) => times.find(([, l]) => l === label)?.[0] ?? Number.NaN;
    const interval = at(`3 of ${n}`) - at(`2 of ${n}`);
    expect(interval).toBeGreaterThan(3700);
    expect(interval).toBeLessThan(4500);

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
    await signUpAsNewMember(page);
    await seedPhotos(page, 2);
    await page.goto('/');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 of \d$/);
    await expect(carousel(page)).toHaveAttribute('data-running', 'false');
    await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.waitForTimeout(4500);
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
    await signUpAsNewMember(page);
    await seedPhotos(page, 2);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Community Gallery' })).toBeVisible();
    const box = await carousel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
