/**
 * The system Chromium and the flags it needs here (root without a sandbox, no GPU, and no
 * background calls to Google's hosts, which a closed network refuses): shared by the
 * journeys (playwright.config.ts) and `npm run bench:web`.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
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
