import { expect, test } from '@playwright/test';
import { expectNamesContainVisibleText, expectNoSeriousViolations } from './support/axe';

// The journeys' own axe runner (e2e/support/axe.ts). It judges a page at rest: a toast that
// fades while axe reads the page is scanned again once it is gone, and a page that does not
// move fails on its first scan (so the rescans cannot hide a real violation). Its second
// check runs the experimental rule the shared scan skips.

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Scan</title>
  <style>
    @keyframes fade { from { opacity: 0.05 } to { opacity: 0.05 } }
    .fading { animation: fade 300ms forwards }
  </style></head><body><main>${body}</main></body></html>`;

test('a toast that fades out during the scan is judged once it has gone', async ({ page: p }) => {
  await p.setContent(page('<div id="toast" style="background:#000;color:#fff">Saved</div>'));
  // The fade starts the moment axe is in the page, so it lands inside the first scan.
  await p.evaluate(() => {
    const started = setInterval(() => {
      if (!('axe' in window)) return;
      clearInterval(started);
      const toast = document.getElementById('toast') as HTMLElement;
      toast.addEventListener('animationend', () => toast.remove());
      toast.className = 'fading';
    }, 1);
  });
  await expectNoSeriousViolations(p);
  await expect(p.locator('#toast')).toHaveCount(0);
});

test('low contrast on a page at rest fails the first scan', async ({ page: p }) => {
  await p.setContent(page('<p style="background:#fff;color:#eee">Barely there</p>'));
  await expect(expectNoSeriousViolations(p)).rejects.toThrow(/color-contrast/);
});

test('a control named apart from its visible text fails the names check', async ({ page: p }) => {
  await p.setContent(page('<button type="button" aria-label="Close">Save draft</button>'));
  await expectNoSeriousViolations(p);
  await expect(expectNamesContainVisibleText(p)).rejects.toThrow(/label-content-name-mismatch/);
});
