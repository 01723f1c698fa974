import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

/**
 * Is this state-changing request allowed to act on the member's session? (decision 002)
 * - `Sec-Fetch-Site`, set by the browser and out of reach of page scripts, decides when
 *   present: only `same-origin` and `none` (typed address, bookmark) pass. It judges the
 *   real origin the page was loaded from, so it holds behind proxies that rewrite Host.
 * - Otherwise (browsers before Fetch Metadata) `Origin` must be the site's own origin.
 * - A request with neither header did not come from a browser a hostile page could
 *   drive: every current browser sends at least one of them on a cross-origin POST.
 */
export function isSameOriginRequest(request: FastifyRequest, ownOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin !== undefined) return origin.toLowerCase() === ownOrigin.toLowerCase();
  return true;
}

/**
 * The origin to compare a browser's `Origin` with: PUBLIC_URL's when set. Unset, the
 * address the request came to (under TRUST_PROXY, the protocol and host the proxy reports)
 * — the one place a request's Host is still read, and deliberately: this is a comparison,
 * nothing is written out from it (links come from server/lib/site-url.ts). A browser sets
 * Host to the address it is on and a page cannot change it, so a forged write from another
 * site still fails; and a laptop reached as localhost:5000, 127.0.0.1:5000 or a LAN address,
 * or Playwright on its own port, keeps working without PUBLIC_URL. A client that sets Host
 * itself is not a browser a hostile page drives (decision 002).
 */
export function siteOrigin(request: FastifyRequest, publicUrl?: string) {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * Refuses cross-site writes (any method but GET, HEAD, OPTIONS) with 403, on top of SameSite=Lax cookies (which still
 * let a sibling subdomain, or an old browser, send the session). Sign-in and sign-up are
 * covered too, so a hostile page cannot sign a visitor into an account it controls.
 */
export const csrfProtection = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl?: string }) => {
    app.addHook('onRequest', async (request, reply) => {
      // Every route that can change state is checked, whatever its path: the decision
      // rests on the method, never on how the address was spelled.
      if (SAFE_METHODS.has(request.method)) return;
      if (!isSameOriginRequest(request, siteOrigin(request, publicUrl))) {
        return reply.code(403).send({ message: CROSS_ORIGIN_REFUSED });
      }
    });
  },
  { name: 'roundtable-csrf' },
);
