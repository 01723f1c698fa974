import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Paths that proxies, caches and the router may each read differently. A plain path
 * starts with one `/` and has no dot segments, backslashes or control characters, in
 * plain or percent-encoded form; anything else is refused before any guard runs, so no
 * guard, log line or cache in front of us ever has to agree with the router on what an
 * odd spelling means. (Percent-encoded ordinary letters stay: the router decodes them
 * and the guards judge the route it matched, see route-access.ts.)
 */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
const FORBIDDEN = /\\|%5c|%0[0-9a-f]|%1[0-9a-f]|%7f/i;

/** Node's parser refuses most raw control characters; this holds whatever parses the line. */
const hasControlCharacter = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

export function isPlainPath(rawUrl: string) {
  const at = rawUrl.indexOf('?');
  const path = at < 0 ? rawUrl : rawUrl.slice(0, at);
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !DOT_SEGMENT.test(path) &&
    !FORBIDDEN.test(path) &&
    !hasControlCharacter(path)
  );
}

export const MALFORMED_URL = 'Malformed URL';

/** Registered first: a request line that is not a plain path gets 400 and nothing else. */
export const plainRequestLine = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isPlainPath(request.raw.url ?? '')) {
        return reply.code(400).send({ message: MALFORMED_URL });
      }
    });
  },
  { name: 'roundtable-plain-request-line' },
);
