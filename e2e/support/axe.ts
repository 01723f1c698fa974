import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets every journey scans against: WCAG 2.0–2.2 A/AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** CSS selectors (as for AxeBuilder's `include` / `exclude`) that narrow one scan. */
export interface AxeScope {
  include?: string | string[];
  exclude?: string | string[];
}

const list = (s: string | string[] | undefined) => (s === undefined ? [] : [s].flat());

/**
 * How many animations and transitions have started on the page so far (a listener counts
 * them from the first call on each document). Read before and after a scan, it tells
 * whether anything moved while axe was reading the page.
 */
function motionsStarted(page: Page) {
  return page.evaluate(() => {
    const w = window as typeof window & { __motionsStarted?: number };
    if (w.__motionsStarted === undefined) {
      w.__motionsStarted = 0;
      const count = () => {
        w.__motionsStarted = (w.__motionsStarted ?? 0) + 1;
      };
      for (const type of ['animationstart', 'transitionrun']) {
        document.addEventListener(type, count, true);
      }
    }
    return w.__motionsStarted;
  });
}

/** Finite animations (not spinners) still running: a dialog fading in, a toast fading out. */
function finiteAnimationsRunning(page: Page) {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        ).length,
  );
}

async function seriousViolations(page: Page, scope: AxeScope) {
  // Only violations are read, so only they are gathered in full: axe then skips the node
  // lists of passing rules, the bulk of a scan's work and of what it sends back.
  // Legacy mode runs axe.run in the page itself: the default finishes every scan in a new
  // blank page of the context (a renderer, axe injected again), for the iframes of other
  // origins that these pages do not have (the a11y journeys: 124 s to 97 s).
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of list(scope.include)) builder = builder.include(selector);
  for (const selector of list(scope.exclude)) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Scans of a page that keeps moving before the journey fails on what axe saw. */
const MAX_SCANS = 3;

/**
 * The one axe scan of the journeys: fails on any serious or critical violation and lists
 * them readably. By default the whole page; `include` / `exclude` narrow it.
 *
 * Text at part opacity reads as low contrast, so the page is judged at rest: once its
 * finite animations have finished, and again if one started while axe was reading (a
 * toast's timer ran out mid-scan and it faded: CI, stop 39). A violation on a page that
 * did not move fails at once.
 */
export async function expectNoSeriousViolations(page: Page, scope: AxeScope = {}) {
  for (let scan = 1; ; scan++) {
    await expect.poll(() => finiteAnimationsRunning(page), { timeout: 5000 }).toBe(0);
    const before = await motionsStarted(page);
    const serious = await seriousViolations(page, scope);
    const moved =
      (await motionsStarted(page)) !== before || (await finiteAnimationsRunning(page)) > 0;
    if (serious.length === 0 || !moved || scan === MAX_SCANS) {
      expect(serious).toEqual([]);
      return;
    }
  }
}
