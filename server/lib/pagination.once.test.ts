import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { createdAtCursor, decodeCursor, encodeCursor, takePage } from './pagination';

describe('pagination helpers', () => {
  it('round-trips a cursor and refuses a forged one with 400', () => {
    const cursor = encodeCursor({ createdAt: '2026-11-22T10:00:00.000Z', id: 7 });
    expect(decodeCursor(cursor, createdAtCursor)).toEqual({
      createdAt: '2026-11-22T10:00:00.000Z',
      id: 7,
    });
    expect(decodeCursor(undefined, createdAtCursor)).toBeNull();
    for (const bad of [
      'not-base64-json',
      encodeCursor({ id: 'x' }),
      encodeCursor({ createdAt: 'soon', id: 1 }),
    ]) {
      expect(() => decodeCursor(bad, createdAtCursor)).toThrow(HttpError);
    }
  });

  it('keeps `limit` rows and makes a cursor only when another page exists', () => {
    const rows = [1, 2, 3].map((id) => ({ id }));
    expect(takePage(rows, 3, (r) => ({ id: r.id }))).toEqual({ items: rows, nextCursor: null });
    const page = takePage(rows, 2, (r) => ({ id: r.id }));
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(JSON.parse(Buffer.from(page.nextCursor!, 'base64url').toString())).toEqual({ id: 2 });
  });
});
