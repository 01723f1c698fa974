import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeReturnPath } from '../../shared/return-path';

/**
 * The PKCE verifier, state and nonce of one OpenID sign-in, between login and callback,
 * and where the member goes afterwards (a same-site path, `safeReturnPath`); for a sign-in
 * started from an invitation's link, that link's token, accepted on return (decision 024).
 */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  invitation?: string;
}

export const PENDING_COOKIE = 'rt.signin';
/** Sent to the callback only, the one address that reads it. */
export const PENDING_COOKIE_PATH = '/api/callback';
/** How long a visitor may spend at the provider before the sign-in must start again. */
export const PENDING_TTL_S = 10 * 60;

/** Far above a real value (about 250 characters); anything longer is not ours. */
const MAX_VALUE_LENGTH = 1024;
/** What openid-client's random verifier, state and nonce look like (base64url, 43 chars). */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export type OpenedPendingSignIn =
  | { ok: true; pending: PendingSignIn }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/**
 * A sign-in in progress, kept by the browser in a cookie sealed with HMAC-SHA256 rather
 * than in a session row, so a visitor who opens the sign-in page and never comes back
 * costs the database nothing. The value is `<payload>.<mac>`, both base64url; the payload
 * carries its own expiry, so an old cookie is refused even if the browser kept it.
 */
export class PendingSignInSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived once, so this MAC can never be confused with another use
    // of the same secret.
    this.key = createHmac('sha256', secret).update('roundtable pending sign-in v1').digest();
  }

  private mac(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  seal(pending: PendingSignIn, now = Date.now()) {
    const expires = Math.floor(now / 1000) + PENDING_TTL_S;
    const payload = Buffer.from(
      JSON.stringify([
        pending.codeVerifier,
        pending.state,
        pending.nonce,
        expires,
        pending.returnTo,
        pending.invitation ?? null,
      ]),
    ).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  open(value: string | undefined, now = Date.now()): OpenedPendingSignIn {
    if (!value) return { ok: false, reason: 'missing' };
    if (value.length > MAX_VALUE_LENGTH) return { ok: false, reason: 'invalid' };
    const [payload, mac, extra] = value.split('.');
    if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' };
    }
    let fields: unknown;
    try {
      fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    // Five fields: a cookie sealed before invitations rode along, still good for its minutes.
    if (!Array.isArray(fields) || (fields.length !== 5 && fields.length !== 6)) {
      return { ok: false, reason: 'invalid' };
    }
    const [codeVerifier, state, nonce, expires, returnTo, invitation = null] = fields;
    const tokens = [codeVerifier, state, nonce, ...(invitation === null ? [] : [invitation])];
    if (!tokens.every((t) => typeof t === 'string' && TOKEN.test(t))) {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof expires !== 'number') return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
    // Sealed by us from a checked path; checked again all the same (a key leak must not
    // become an open redirect).
    return {
      ok: true,
      pending: {
        codeVerifier,
        state,
        nonce,
        returnTo: safeReturnPath(returnTo),
        ...(invitation === null ? {} : { invitation }),
      },
    };
  }
}

/**
 * HttpOnly, and SameSite=Lax so it still comes along when the provider sends the browser
 * back (a top-level GET from another site).
 */
export const pendingCookieOptions = (secure: boolean) => ({
  path: PENDING_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  maxAge: PENDING_TTL_S,
});
