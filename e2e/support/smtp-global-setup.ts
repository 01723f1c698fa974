import { startMailDrop } from './mail-drop';

/**
 * Playwright's globalSetup: the SMTP server the journeys' server sends to (SMTP_URL in
 * playwright.config.ts). Playwright starts the webServer first; that is fine, since the
 * mailer connects only when it sends. The returned function is the teardown.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('playwright.config.ts sets E2E_SMTP_PORT and E2E_MAIL_DIR');
  const drop = await startMailDrop(port, dir);
  return () => drop.close();
}
