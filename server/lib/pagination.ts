import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from './http-error';
import { MAX_INT } from './sql';

// `limit` and `cursor` are part of every list's contract (shared/contracts/common.ts,
// decision 030); the routes keep importing them from here.
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageQuery } from '../../shared/contracts/common';

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

/**
 * A timestamptz as text with all six fractional digits, in UTC, for keyset cursors (select
 * it as `sortTime`, never send it; see `withoutSortTime`). PostgreSQL keeps microseconds and
 * a JavaScript Date only milliseconds: a cursor built from the Date would skip or repeat
 * rows written within one millisecond at a page boundary.
 */
export const exactTime = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const withoutSortTime = <T extends { sortTime: string }>({ sortTime: _, ...row }: T) => row;

/** The usual cursor: (createdAt, id) of the last row, createdAt exact to the microsecond. */
export const createdAtCursor = z.object({
  createdAt: z.iso.datetime(),
  id: z.number().int().min(0).max(MAX_INT),
});
export type CreatedAtCursor = z.infer<typeof createdAtCursor>;

/** The cursor of a row selected with `sortTime: exactTime(createdAt)`. */
export const createdAtCursorOf = (row: { sortTime: string; id: number }) => ({
  createdAt: row.sortTime,
  id: row.id,
});

/**
 * Rows beyond the cursor's row in (createdAt, id) order, compared in SQL at full
 * precision: `desc` continues a newest-first list, `asc` an oldest-first one.
 */
export function beyondCursor(
  columns: { createdAt: AnyColumn | SQL; id: AnyColumn | SQL },
  cursor: CreatedAtCursor | null,
  order: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const row = sql`(${columns.createdAt}, ${columns.id})`;
  const mark = sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::int)`;
  return order === 'desc' ? sql`${row} < ${mark}` : sql`${row} > ${mark}`;
}

/**
 * One page of a list, as every service returns it: the rows, the cursor of the next
 * page (null on the last) and, where a screen shows it, how many match in all.
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
}

/**
 * The wire format of a page (the spec's API): the rows as a JSON array, `X-Total-Count`
 * when the total is known and, when there is a next page, `Link: <…>; rel="next"` with
 * the request's own query and the new cursor. Returns the array for the route to answer.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  pageHeaders(request, reply, page);
  return page.items;
}

function pageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<Page<unknown>, 'nextCursor' | 'total'>,
) {
  if (page.total !== undefined) reply.header('x-total-count', String(page.total));
  if (page.nextCursor) {
    const url = new URL(request.url, 'http://local.invalid');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
}

/** A page whose rows are JSON already, encoded by their contract. */
export interface EncodedPage {
  json: string;
  nextCursor: string | null;
  total?: number;
}

/**
 * `sendPage` for an encoded page (a kept answer, server/lib/kept-answers.ts):
 * the same headers, the rows sent as they are, so the contract's encoding, done once when
 * the page was made, is not redone at every answer.
 */
export function sendEncodedPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  pageHeaders(request, reply, page);
  return sendEncoded(reply, page.json);
}

/**
 * An answer that is JSON already, encoded by the route's contract: Fastify sends a string
 * with a JSON type untouched (the reply here is untyped, so the route's typed `send` does
 * not ask for the decoded shape).
 */
export const sendEncoded = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

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
