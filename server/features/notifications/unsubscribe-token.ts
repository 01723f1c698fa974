import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/contracts/choices';

/** What one link turns off: one type, or (`digest`) every type the member takes in the digest. */
export type UnsubscribeKind = NotificationType | 'digest';

/** How long a link in a mail works: long enough for a mail read late, short enough to age out. */
export const UNSUBSCRIBE_TTL_DAYS = 90;

export interface UnsubscribeClaim {
  userId: string;
  kind: UnsubscribeKind;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type OpenedUnsubscribe =
  | { ok: true; claim: UnsubscribeClaim }
  | { ok: false; reason: 'invalid' | 'expired' };

const KINDS = new Set<string>([...NOTIFICATION_TYPES, 'digest']);
// A separate key per use of the app secret, so a signature made for an upload address can
// never pass as an unsubscribe token or the reverse.
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('roundtable unsubscribe v1').digest();

/**
 * The token of an unsubscribe link (decision 025): `<userId>.<kind>.<expiry>` in base64url,
 * a dot, and its HMAC-SHA256. Stateless, so a mail sent months ago needs no stored row; the
 * member id is not a secret, and the signature is what proves the link came from us.
 */
export function signUnsubscribe(
  secret: string,
  userId: string,
  kind: UnsubscribeKind,
  now = Date.now(),
): string {
  const expiresAt = now + UNSUBSCRIBE_TTL_DAYS * 86_400_000;
  const payload = Buffer.from(`${userId}.${kind}.${expiresAt}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** Checks the signature (in constant time) before anything the token says is believed. */
export function openUnsubscribe(
  secret: string,
  token: string,
  now = Date.now(),
): OpenedUnsubscribe {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return invalid;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(sign(secret, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  // A member id may hold dots (`oidc:<host>:<sub>`); the kind and the expiry never do.
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const last = text.lastIndexOf('.');
  const middle = text.lastIndexOf('.', last - 1);
  if (middle <= 0) return invalid;
  const userId = text.slice(0, middle);
  const kind = text.slice(middle + 1, last);
  const expiresAt = Number(text.slice(last + 1));
  if (!KINDS.has(kind) || !Number.isSafeInteger(expiresAt)) return invalid;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { userId, kind: kind as UnsubscribeKind, expiresAt } };
}
