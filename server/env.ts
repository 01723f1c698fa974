import { z } from 'zod';
import { JOIN_MODES } from '../shared/contracts/choices';
import { parseMailbox } from './mail/address';
import { trustProxySetting } from './security/trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const optionalUrl = z.url().optional();

/**
 * `https://host[:port]` and nothing more: what a CSP source naming one site is. The host
 * is letters, digits, dots and hyphens only: the URL parser lets `;` or `,` into a host,
 * and either would end the directive and start another in the header.
 */
const isWebOrigin = (value: string) =>
  /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value) && URL.canParse(value);
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Every setting the server reads, checked once at boot. A bad value stops the server
 * with a message naming the variable, instead of failing later on a member's request.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(blankAsUndefined, optionalUrl),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a PostgreSQL connection before it is answered 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** Public address of the site, for OIDC redirect URIs behind a proxy. */
  PUBLIC_URL: z.preprocess(blankAsUndefined, optionalUrl),
  /** Which proxies' X-Forwarded-* to believe: false, true (one), a hop count, or addresses. */
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (one readable line per request) or `json` lines; unset: pretty in a terminal outside production. */
  LOG_FORMAT: z.preprocess(blankAsUndefined, z.enum(['pretty', 'json']).optional()),

  OIDC_ISSUER_URL: z.preprocess(blankAsUndefined, optionalUrl),
  OIDC_CLIENT_ID: z.preprocess(blankAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
  OIDC_SCOPES: z.string().default('openid email profile'),

  /** A session ends this many days after sign-in however active it is (idle ones after 7). */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),

  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** State-changing /api requests a signed-in member may make per window (all routes together). */
  WRITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  WRITE_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 1000),

  /** After SIGTERM/SIGINT, in-flight requests get this long to finish before the process exits 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),

  /** A client must finish sending its request headers within this (slow-header clients are cut, 408). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** A whole request (headers and body) must arrive within this; long enough for a 25 MB upload at ~0.7 Mbit/s. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** An idle keep-alive connection is closed after this; behind a load balancer set it above the balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Open client connections at most, leaving file descriptors for the database and files; further ones are answered 503 with Retry-After (a fifth more at once, at least 64; past that closed unanswered). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Open connections one client address (an IPv6 /64) may hold; more are answered 503. With TRUST_PROXY, requests in progress per forwarded client address instead. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(50),
  /** A request body that stops arriving for this long is answered 408 and closed; also the grace before BODY_MIN_BYTES_PER_SECOND applies. */
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** After that grace a request body must average this many bytes a second or get 408 (a 25 MB upload at 0.7 Mbit/s sends ~87,000). */
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(100_000_000).default(1000),

  /** Live streams (GET /api/stream): a comment line this often keeps proxies from closing an idle stream. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(20).max(300_000).default(25_000),
  /** A stream ends after this long and the browser opens a fresh one (it re-checks everything, and rebalances). */
  LIVE_STREAM_MAX_MS: z.coerce.number().int().min(20).max(86_400_000).default(3_600_000),
  /** Open streams one member may hold in one process (tabs); the next is refused 429. */
  LIVE_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(1000).default(10),

  /** Signs local upload addresses and unsubscribe links; defaults to a secret kept in DATA_DIR. Set it when several servers share one database. */
  APP_SECRET: z.preprocess(blankAsUndefined, z.string().min(32).optional()),

  S3_BUCKET: z.preprocess(blankAsUndefined, z.string().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.preprocess(blankAsUndefined, optionalUrl),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(blankAsUndefined, bool).default(false),
  /** Bytes of uploaded files one member may keep (1 GiB); at the limit new uploads are refused. */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),

  /**
   * Outgoing mail: `smtp://user:pass@host:587` (upgraded with STARTTLS when the server offers
   * it) or `smtps://user:pass@host:465`. Unset: each message is written as an .eml file under
   * DATA_DIR/mail and its subject and links are logged.
   */
  SMTP_URL: z.preprocess(
    blankAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The sender of every message: `Name <address>` or an address; default no-reply at PUBLIC_URL's host. */
  MAIL_FROM: z.preprocess(blankAsUndefined, z.string().max(320).optional()),
  /**
   * How long an "at once" notification waits before it is e-mailed (seconds): one read in
   * the app by then is not mailed, and a burst of replies goes out as one message.
   */
  NOTIFICATION_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),

  /**
   * Addresses that become admin once confirmed (a confirmation link, or an OpenID provider
   * that vouches for the address): how an operator names the admins of a new install.
   */
  ADMIN_EMAILS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('ADMIN_EMAILS must be e-mail addresses separated by commas'))),
  ),

  /**
   * Origins besides this server's that pages may load images from (the CSP's img-src),
   * separated by commas: e.g. `https://lh3.googleusercontent.com`, where an OpenID provider's
   * profile pictures live. Uploaded images are always served from this server. Empty (the
   * default): a picture from anywhere else is not loaded, and the member's initials show.
   */
  IMAGE_ORIGINS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isWebOrigin, {
            error:
              'IMAGE_ORIGINS must be http(s) origins (scheme and host, no path) separated by commas',
          }),
        ),
      ),
  ),

  /**
   * How newcomers join a fresh install until an admin chooses in the console: `approval`
   * (an application an admin approves), `open` (anyone: demos and tests) or `invite-only`.
   */
  JOIN_MODE: z.preprocess(
    blankAsUndefined,
    z
      .enum(JOIN_MODES, { error: 'JOIN_MODE must be open, approval or invite-only' })
      .default('approval'),
  ),

  COMMUNITY_NAME: z.string().min(1).default('Roundtable Houston'),
  COMMUNITY_CITY: z.string().min(1).default('Houston'),
  COMMUNITY_REGION: z.string().min(1).default('TX'),
  COMMUNITY_TIME_ZONE: z.string().min(1).default('America/Chicago'),
  CONTACT_EMAIL: z.email().default('hello@roundtablehouston.com'),
  CONTACT_PHONE: z.string().min(1).default('(713) 555-0142'),
  POWERED_BY: z.string().min(1).default('Roundtable Software, LLC'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const oidcParts = [config.OIDC_ISSUER_URL, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (
    Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY) ||
    (config.S3_ACCESS_KEY_ID && !config.S3_BUCKET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (config.MAIL_FROM && !parseMailbox(config.MAIL_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: must be an e-mail address, optionally with a name: Roundtable <no-reply@example.com>',
    );
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: config.COMMUNITY_TIME_ZONE });
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  COMMUNITY_TIME_ZONE: unknown time zone "${config.COMMUNITY_TIME_ZONE}"`,
    );
  }
  return config;
}
