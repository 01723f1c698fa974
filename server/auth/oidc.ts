import * as client from 'openid-client';

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

/**
 * OpenID Connect sign-in: authorization code with PKCE, state and nonce. Discovery runs
 * on the first sign-in rather than at boot, so a provider outage never stops the site,
 * and is retried after a failure.
 */
export class OidcProvider {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  private config() {
    if (!this.configuration) {
      const { issuerUrl, clientId, clientSecret, allowInsecureRequests } = this.settings;
      this.configuration = client
        .discovery(new URL(issuerUrl), clientId, clientSecret, undefined, {
          execute: allowInsecureRequests ? [client.allowInsecureRequests] : [],
        })
        .catch((err) => {
          this.configuration = null;
          throw err;
        });
    }
    return this.configuration;
  }

  async authorizationUrl(redirectUri: string) {
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
    return { url: url.href, pending: { codeVerifier, state, nonce } };
  }

  /** Exchanges the code in `callbackUrl` and reads the member's claims. */
  async complete(
    callbackUrl: URL,
    pending: { codeVerifier: string; state: string; nonce: string },
  ): Promise<{ profile: OidcProfile; idToken: string | undefined }> {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
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
