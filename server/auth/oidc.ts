import * as client from 'openid-client';
import { SOCKET_FAILURE_CODES } from '../lib/socket-errors';
import { type PendingSignIn, PendingSignInSeal } from './pending-sign-in';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Plain-http providers; only tests running a provider on 127.0.0.1 set this. */
  allowInsecureRequests?: boolean;
}

export interface OidcProfile {
  sub: string;
  issuerHost: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Seconds the server waits on the provider (discovery, token, userinfo) before giving up. */
const PROVIDER_TIMEOUT_S = 10;
/** Seconds a browser is asked to wait when the provider is down. */
export const PROVIDER_RETRY_AFTER_S = 30;

/** The provider could not be reached, or answered that it is not working: try again later. */
export class OidcUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider is unavailable', { cause });
    this.name = 'OidcUnavailableError';
  }
}

/** Socket and DNS failures on the way to the provider (undici puts them in `cause`). */
const NETWORK_CODES = new Set([
  ...SOCKET_FAILURE_CODES,
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/**
 * Is this the provider being down rather than the sign-in being wrong? Unreachable,
 * timed out, a 5xx answer, or an OAuth `temporarily_unavailable` / `server_error`.
 * Everything else (a bad state, a spent code, a forged token) is the sign-in's fault.
 */
export function isProviderUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, status, error, name, message } = e as Record<string, unknown>;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return true;
    if (name === 'TimeoutError') return true;
    if (e instanceof TypeError && message === 'fetch failed') return true;
    if (e instanceof Response && e.status >= 500) return true;
    if (typeof status === 'number' && status >= 500) return true;
    if (error === 'temporarily_unavailable' || error === 'server_error') return true;
  }
  return false;
}

const unavailableOr = (err: unknown) =>
  isProviderUnavailable(err) ? new OidcUnavailableError(err) : err;

/**
 * OpenID Connect sign-in: authorization code with PKCE, state and nonce. Discovery runs
 * on the first sign-in rather than at boot, so a provider outage never stops the site,
 * and is retried after a failure.
 */
export class OidcProvider {
  private configuration: Promise<client.Configuration> | null = null;
  /**
   * Seals the sign-in in progress into a cookie. Keyed by the client secret: every copy
   * of the server has it (the callback may reach another copy than the login), and it
   * is needed for nothing else here.
   */
  readonly pending: PendingSignInSeal;

  constructor(private readonly settings: OidcSettings) {
    this.pending = new PendingSignInSeal(settings.clientSecret);
  }

  private config() {
    if (!this.configuration) {
      const { issuerUrl, clientId, clientSecret, allowInsecureRequests } = this.settings;
      this.configuration = client
        .discovery(new URL(issuerUrl), clientId, clientSecret, undefined, {
          execute: allowInsecureRequests ? [client.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_S,
        })
        .catch((err) => {
          this.configuration = null;
          throw unavailableOr(err);
        });
    }
    return this.configuration;
  }

  /**
   * The provider's sign-in address; `returnTo` (a checked same-site path) and an
   * invitation's token ride in the pending seal, never in the provider's URL.
   */
  async authorizationUrl(redirectUri: string, returnTo = '/', invitation?: string) {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const pending: PendingSignIn = { codeVerifier, state, nonce, returnTo };
    if (invitation) pending.invitation = invitation;
    return { url: url.href, pending };
  }

  /** Exchanges the code in `callbackUrl` and reads the member's claims. */
  async complete(
    callbackUrl: URL,
    pending: PendingSignIn,
  ): Promise<{ profile: OidcProfile; idToken: string | undefined }> {
    const config = await this.config();
    const tokens = await client
      .authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      })
      .catch((err) => {
        throw unavailableOr(err);
      });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    let info: Record<string, unknown> = { ...claims };
    try {
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      info = { ...info, ...userinfo };
    } catch {
      // The ID token's claims are enough when the provider has no userinfo endpoint.
    }
    return {
      idToken: tokens.id_token,
      profile: {
        sub: claims.sub,
        issuerHost: new URL(config.serverMetadata().issuer).host,
        email: str(info.email)?.toLowerCase() ?? null,
        emailVerified: info.email_verified === true,
        firstName: str(info.given_name) ?? str(info.name)?.split(' ')[0] ?? null,
        lastName: str(info.family_name) ?? str(info.name)?.split(' ').slice(1).join(' ') ?? null,
        picture: str(info.picture),
      },
    };
  }

  /** The provider's end-session address, when it offers one. */
  async endSessionUrl(postLogoutRedirectUri: string, idToken?: string) {
    try {
      const config = await this.config();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    } catch {
      return null;
    }
  }
}
