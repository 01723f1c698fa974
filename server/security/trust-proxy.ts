import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` receives: nothing trusted, named proxies, or a hop rule. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's (Fastify's) names for the private ranges a proxy usually sits in.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 20;

/**
 * Hop `0` is the peer on the socket, `1` the address that peer put last in
 * X-Forwarded-For, and so on; the first address not trusted is the client. Only the
 * given number of proxies in front of the server are trusted, so whatever a client
 * writes to the left of what they add is never read.
 */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function isProxyAddress(entry: string) {
  if (RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const version = isIP(ip);
  if (version === 0 || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const EXPECTED =
  'expected false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses or CIDR ranges';

/**
 * TRUST_PROXY: which X-Forwarded-* values to believe, so `request.ip` (the address the
 * sign-in limits count) is the nearest address not vouched for by a proxy we run.
 * - `false`/`0` (default): none; the socket's peer is the client.
 * - `true`/`1`: one proxy. `true` used to trust every hop, which let any client choose
 *   its own address by writing it first in X-Forwarded-For.
 * - `2`, `3`…: that many proxies in a row (a CDN in front of a load balancer).
 * - `10.0.0.0/8, 127.0.0.1`: only these proxies (addresses, CIDR ranges, or `loopback`,
 *   `linklocal`, `uniquelocal`), at any depth; a client reaching the server directly
 *   is judged by its own address, whatever headers it sends.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? 'false').toLowerCase();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return trustHops(1);
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops === 0 ? false : trustHops(hops);
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxies` });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `${EXPECTED}; not an address or range: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  });
