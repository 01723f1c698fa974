import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from './http-error';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/**
 * `limit` and `cursor` for every list (design.md: default 50, max 200). Spread into a
 * route's querystring schema: `z.object({ ...pageQuery, categoryId: ... })`.
 */
export const pageQuery = {
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
};

/**
 * Keyset cursors: the sort values of the last row, opaque to the client. Keyset rather
 * than offset so a page stays right while members post, and deep pages stay fast.
 */
export function encodeCursor(values: Record<string, string | number>) {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends z.ZodType>(
  cursor: string | undefined,
  shape: T,
): z.infer<T> | null {
  if (!cursor) return null;
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}

/** The usual cursor for lists sorted newest first: (createdAt desc, id desc). */
export const createdAtCursor = z.object({ createdAt: z.iso.datetime(), id: z.number().int() });

/**
 * Sets `X-Total-Count` and, when there is a next page, `Link: <…>; rel="next"` with the
 * request's own query and the new cursor.
 */
export function setPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { total: number; nextCursor: string | null },
) {
  reply.header('x-total-count', String(page.total));
  if (page.nextCursor) {
    const url = new URL(request.url, 'http://local.invalid');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
}

/**
 * Fetch `limit + 1` rows and pass them here: the extra row only tells whether another
 * page exists, and the cursor is built from the last row kept.
 */
export function takePage<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => Record<string, string | number>,
) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return { items, nextCursor: hasMore && last ? encodeCursor(cursorOf(last)) : null };
}
