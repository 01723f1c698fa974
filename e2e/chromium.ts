import { existsSync } from 'node:fs';

/**
 * The system Chromium and the flags it needs here (root without a sandbox, no GPU, and no
 * background calls to Google's hosts, which a closed network refuses): shared by the
 * journeys (playwright.config.ts) and `npm run bench:web`.
 *
 * Debian's `chromium-headless-shell` is preferred when installed (decision 041): the same
 * engine without the browser's own windows, it ran the job board's journeys in a quarter
 * less time than the full `chromium` on two cores. `E2E_CHROMIUM` names another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_EXECUTABLE =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_EXECUTABLE,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
