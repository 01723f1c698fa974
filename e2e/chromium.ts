import { existsSync } from 'node:fs';

/**
 * The system Chromium and the flags it needs here (root without a sandbox, no GPU, and no
 * background calls to Google's hosts, which a closed network refuses).
 */

/** The full browser, as members run it: `npm run bench:web` measures in it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The journeys prefer Debian's `chromium-headless-shell` when installed (decision 041): the
 * same engine without the browser's own windows, it ran the job board's journeys in about a
 * sixth less time than the full browser on two cores. `E2E_CHROMIUM` names another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const JOURNEYS_CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_LAUNCH = {
  executablePath: JOURNEYS_CHROMIUM,
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
