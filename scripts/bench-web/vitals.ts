import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, FULL_CHROMIUM } from '../../e2e/chromium';

/** The load-time targets at 4x CPU throttling. */
export const VITALS_TARGETS = { lcpMs: 1500, tbtMs: 200 };
const CPU_SLOWDOWN = 4;
/** A long task blocks input for whatever it runs past this (the TBT definition). */
const BLOCKING_THRESHOLD_MS = 50;
/** The page counts as settled after this long without a finished request or a long task. */
const QUIET_MS = 1000;

export interface VitalsPage {
  name: string;
  path: string;
  /** Appears only once the page's data is on screen. */
  ready: string;
  visitor?: boolean;
}

export const VITALS_PAGES: VitalsPage[] = [
  { name: 'Landing (visitor)', path: '/', ready: 'h1', visitor: true },
  { name: 'Dashboard', path: '/', ready: 'main a[href^="/discussions/"]' },
  { name: 'Discussions', path: '/discussions', ready: '[data-testid="discussion-card"]' },
  { name: 'Members', path: '/members', ready: '[data-testid="member-card"]' },
  { name: 'Gallery', path: '/gallery', ready: '[data-testid="photo-card"]' },
];

export interface Run {
  lcpMs: number;
  tbtMs: number;
  longTasks: number;
  lcpElement: string;
  cls: number;
}

export interface PageVitals extends VitalsPage {
  runs: Run[];
  /** The median run by LCP. */
  median: Run;
}

interface Recorded {
  lcp: number;
  lcpElement: string;
  longTasks: [start: number, duration: number][];
  /** Cumulative Layout Shift: images without a reserved box would show up here. */
  cls: number;
}

declare global {
  interface Window {
    __vitals?: Recorded;
  }
}

/**
 * Runs in the page before any of its scripts: records LCP candidates and long tasks.
 * Plain JavaScript text: a function would be shipped with the helpers tsx adds to it.
 */
const OBSERVE_VITALS = `(() => {
  const recorded = { lcp: 0, lcpElement: '', longTasks: [], cls: 0 };
  window.__vitals = recorded;
  const describe = (el) => {
    if (!el) return '';
    const id = el.getAttribute('data-testid');
    return el.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      recorded.lcp = entry.startTime;
      recorded.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recorded.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) recorded.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

export function launchChromium() {
  // The full browser, not the journeys' headless shell: the figures in docs/benchmarks.md
  // were measured in it.
  return chromium.launch({ ...CHROMIUM_LAUNCH, executablePath: FULL_CHROMIUM });
}

/** A cold visit: a fresh context (empty cache), CPU slowed 4x, measured until settled. */
async function measureOnce(
  browser: Browser,
  baseUrl: string,
  target: VitalsPage,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<Run> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    storageState: target.visitor ? undefined : storageState,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE_VITALS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(target.path, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
    // Settled: for QUIET_MS no request has completed and no long task has run.
    await page.waitForFunction(
      (quiet) => {
        const tasks = window.__vitals?.longTasks ?? [];
        const lastTask = tasks.at(-1);
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const lastEnd = Math.max(
          lastTask ? lastTask[0] + lastTask[1] : 0,
          ...resources.map((r) => r.responseEnd),
        );
        return performance.now() - lastEnd > quiet;
      },
      QUIET_MS,
      { timeout: 30_000, polling: 100 },
    );
    const recorded = await page.evaluate(() => window.__vitals as Recorded);
    const blocking = recorded.longTasks.map(([, d]) => Math.max(0, d - BLOCKING_THRESHOLD_MS));
    return {
      lcpMs: Math.round(recorded.lcp),
      tbtMs: Math.round(blocking.reduce((a, b) => a + b, 0)),
      longTasks: recorded.longTasks.length,
      lcpElement: recorded.lcpElement,
      cls: Math.round(recorded.cls * 1000) / 1000,
    };
  } finally {
    await context.close();
  }
}

/**
 * LCP and TBT of each page, `runs` cold visits each, the median by LCP kept. Members'
 * pages are visited signed in as `member` (the session is made once, through the API).
 */
export async function measureVitals(opts: {
  baseUrl: string;
  member: { email: string; password: string };
  runs: number;
  pages?: VitalsPage[];
}): Promise<{ pages: PageVitals[]; browserVersion: string }> {
  const browser = await launchChromium();
  try {
    const signIn = await browser.newContext({ baseURL: opts.baseUrl });
    const res = await signIn.request.post('/api/auth/signin', { data: opts.member });
    if (!res.ok()) throw new Error(`sign-in as ${opts.member.email} failed: ${res.status()}`);
    const storageState = await signIn.storageState();
    await signIn.close();

    const results: PageVitals[] = [];
    for (const target of opts.pages ?? VITALS_PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < opts.runs; i++) {
        runs.push(await measureOnce(browser, opts.baseUrl, target, storageState));
      }
      const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
      results.push({ ...target, runs, median: sorted[Math.floor(sorted.length / 2)] });
      const m = results.at(-1)?.median;
      console.log(`  ${target.name}: LCP ${m?.lcpMs} ms, TBT ${m?.tbtMs} ms`);
    }
    return { pages: results, browserVersion: browser.version() };
  } finally {
    await browser.close();
  }
}
