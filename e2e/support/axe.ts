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
 * The one axe scan of the journeys: fails on any serious or critical violation and lists
 * them readably. By default the whole page; `include` / `exclude` narrow it.
 */
export async function expectNoSeriousViolations(page: Page, scope: AxeScope = {}) {
  // A dialog still fading in has text at part opacity, which axe reads as low contrast:
  // judge the page once its finite animations (not spinners) have finished.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' &&
                  Number.isFinite(
                    a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY,
                  ),
              ).length,
        ),
      { timeout: 5000 },
    )
    .toBe(0);
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
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
