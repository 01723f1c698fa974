import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DroppedMail } from './mail-drop';

const dir = () => {
  const path = process.env.E2E_MAIL_DIR;
  if (!path) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return path;
};

/** Messages delivered so far to `to` whose subject has `about`, oldest first. */
export function mailsTo(to: string, about = ''): DroppedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir()).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir(), name), 'utf8')) as DroppedMail)
    .filter((mail) => mail.to === to.toLowerCase() && mail.subject.includes(about));
}

/**
 * Waits for the `nth` (1 = first) message to `to` whose subject has `about`, looking every
 * 50 ms: the server sends right after its answer, so this is usually one or two looks.
 */
export async function waitForMail(
  to: string,
  about: string,
  { nth = 1, timeoutMs = 10_000 }: { nth?: number; timeoutMs?: number } = {},
): Promise<DroppedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(to, about);
    if (found.length >= nth) return found[nth - 1] as DroppedMail;
    if (Date.now() > until) {
      throw new Error(
        `no message ${nth} to ${to} about "${about}" within ${timeoutMs} ms (found ${found.length})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first link to `path` (`/reset-password#token=`) in a message's text part. */
export function linkIn(mail: DroppedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');
  const match = mail.text.match(new RegExp(`https?://\\S+?${escaped}\\S*`));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** A link's path, fragment included, to open on the journeys' own server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The token a link carries in its fragment (`#token=…`). */
export const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');
