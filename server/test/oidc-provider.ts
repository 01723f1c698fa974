import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no type declarations.
import Provider from 'oidc-provider';

/** The claims a test account releases; `sub` is the account id. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, the provider's issuer. */
  issuer: string;
  port: number;
  client: TestClient;
  /** Accounts by `sub`; tests may change claims between sign-ins. */
  accounts: Map<string, TestAccount>;
  /** Who the provider signs in when the authorization request has no `login_hint`. */
  defaultAccount: string;
  /** How many interactions the provider finished (one per sign-in that needed a login). */
  interactions: number;
  close(): Promise<void>;
}

const INTERACTION_PATH = /^\/interaction\/([\w-]+)$/;

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1, plain http, with
 * one confidential client and PKCE required. Its interactions finish by themselves: a
 * GET of the interaction URL signs in the account named by `login_hint` (or the
 * default one) and grants the requested OIDC scopes, so no HTML is ever involved.
 */
export async function startOidcProvider(opts: {
  client: TestClient;
  accounts: TestAccount[];
}): Promise<TestOidcProvider> {
  const accounts = new Map(opts.accounts.map((a) => [a.sub, a]));
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.client.clientId,
        client_secret: opts.client.clientSecret,
        redirect_uris: [opts.client.redirectUri],
        post_logout_redirect_uris: [opts.client.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string }, form: string) => {
          ctx.body = `<!DOCTYPE html><html><body>${form}</body></html>`;
        },
      },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
  });

  const result: TestOidcProvider = {
    issuer,
    port,
    client: opts.client,
    accounts,
    defaultAccount: opts.accounts[0].sub,
    interactions: 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId: string = details.params.login_hint ?? result.defaultAccount;
    if (!accounts.has(accountId)) throw new Error(`unknown test account ${accountId}`);
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    result.interactions += 1;
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (req.method === 'GET' && INTERACTION_PATH.test(path)) {
      finishInteraction(req, res).catch((err: Error) => {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain');
        res.end(`interaction failed: ${err.message}`);
      });
      return;
    }
    handle(req, res);
  });

  return result;
}

/**
 * A tiny cookie jar for following the provider's redirects with `fetch`: a browser would
 * carry the provider's session and interaction cookies between hops.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.split('=').map((s) => s.trim());
        return k.toLowerCase() === 'expires' && new Date(v).getTime() <= Date.now();
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows the provider's redirects from `authorizationUrl` like a browser, until the
 * provider sends the browser to an address starting with `stopAt` (the app's callback);
 * returns that address. Fails on anything but a redirect on the way.
 */
export async function followProviderRedirects(
  authorizationUrl: string,
  stopAt: string,
  jar = new CookieJar(),
): Promise<URL> {
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(stopAt)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
    }
    url = new URL(location, url);
  }
  throw new Error(`no redirect to ${stopAt} within 10 hops`);
}
