import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * PostgreSQL text cannot hold U+0000, and UTF-8 cannot encode a lone UTF-16 surrogate
 * (JSON's `"\ud800"` parses to one). Either, anywhere in a request, would reach the
 * database and fail there as a 500; this finds them first.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** For zod refinements on text that arrives encoded (a cursor), past this hook's reach. */
export const isStorableText = (text: string) => !unstorable(text);

export const UNSTORABLE_TEXT = 'Contains characters that cannot be saved';

/** Deep enough for any body a form sends; deeper nesting is searched no further. */
const MAX_DEPTH = 32;

/** Parsed JSON and query objects; never a raw upload stream or a buffer. */
const isPlain = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/** The dotted path of the first string (or key) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (!isPlain(value) || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (unstorable(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * preValidation hook: refuses such text in the path, query or body with a 400 in the
 * JSON error shape, naming where it was.
 */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply) {
  for (const [part, value] of [
    // Fastify's params and query objects have a prototype of their own: copy them plain.
    ['params', { ...(request.params as object) }],
    ['query', { ...(request.query as object) }],
    ['body', request.body],
  ] as const) {
    const path = findUnstorableText(value);
    if (path === null) continue;
    const where = part === 'body' ? path : `${part}${path ? `.${path}` : ''}`;
    return reply
      .code(400)
      .send({ message: UNSTORABLE_TEXT, issues: [{ path: where, message: UNSTORABLE_TEXT }] });
  }
}
