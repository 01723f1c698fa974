import type { Config } from '../env';

/**
 * The site's public address without a trailing slash: PUBLIC_URL, or when it is unset the
 * address `npm start` answers on this machine (http://localhost:PORT). Every address the
 * server writes out — links in e-mails, calendar feeds, List-Unsubscribe, OIDC redirect and
 * callback addresses — comes from here, never from a request's Host or X-Forwarded-Host:
 * those are whatever the client sent, and a reset link built from them would carry the
 * member's token to the sender's site (issue 33).
 */
export const siteUrlOf = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/**
 * Should start-up warn that links go to localhost? Only where the site is meant for others:
 * NODE_ENV=production, or HOST set explicitly to an address other than loopback. HOST's
 * default (0.0.0.0) listens on every interface but is what a laptop's `npm start` uses too,
 * so it alone does not warn; `env` is the raw environment, to tell "set" from "default".
 */
export function publicUrlWarning(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (config.PUBLIC_URL) return null;
  const host = env.HOST?.trim();
  const loopback = !host || /^(localhost|127(\.\d+){3}|::1|\[::1\])$/i.test(host);
  if (config.NODE_ENV !== 'production' && loopback) return null;
  return `PUBLIC_URL is not set: links in e-mails, calendar feeds and sign-in redirects point to ${siteUrlOf(config)}, which only works on this machine. Set PUBLIC_URL to the address members open (e.g. https://club.example.org).`;
}
