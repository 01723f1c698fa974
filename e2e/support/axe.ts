import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rule sets every journey scans against: WCAG 2.0–2.2 A/AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** CSS selectors that narrow one scan to part of the page, or leave parts out. */
export interface AxeScope {
  include?: string | string[];
  exclude?: string | string[];
}

const list = (s: string | string[] | undefined) => (s === undefined ? [] : [s].flat());

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * One axe run in the page, axe injected only when this document does not have it yet:
 * a journey scanning the same page several times compiles axe once (AxeBuilder evaluated
 * its 0.5 MB twice per scan; own runner: a scan of the job board 1.25 to 0.75 CPU-s). The
 * pages have no iframes, so the document is all there is to scan. Only violations are
 * gathered in full, and only what the failure message shows comes back.
 */
export async function axeViolations(
  page: Page,
  options: RunOptions,
  scope: AxeScope = {},
): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, include, exclude }) => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }
      ).axe;
      const context =
        include.length > 0 ? { include, exclude } : exclude.length > 0 ? { exclude } : document;
      const results = await axe.run(context, { ...options, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { options, include: list(scope.include), exclude: list(scope.exclude) },
  );
}

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
  const violations = await axeViolations(page, { runOnly: { type: 'tag', values: TAGS } }, scope);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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

/**
 * The scan in the light and then the dark colour scheme, on the page as it stands. The
 * theme is CSS alone (`prefers-color-scheme`, client/src/index.css), so switching the
 * emulated scheme recolours the page without a reload, and one journey checks each state
 * in both schemes where two journeys used to set it up twice (issue 34). The page is left
 * in the dark scheme.
 */
export async function expectNoSeriousViolationsLightAndDark(page: Page, scope: AxeScope = {}) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page, scope);
  }
}

/**
 * label-content-name-mismatch (WCAG 2.5.3: a control's accessible name contains its visible
 * text, so speech input can say what it sees), which axe counts as experimental and so the
 * shared scan skips: the screens that name controls apart from their text run it too.
 */
export async function expectNamesContainVisibleText(page: Page) {
  const violations = await axeViolations(page, {
    runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
  });
  expect(violations.map(({ id, targets }) => ({ id, targets }))).toEqual([]);
}
