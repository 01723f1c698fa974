/** One page of a list the API pages with a cursor (design.md: Link rel="next", X-Total-Count). */
export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null;
  /** Rows matching in all (X-Total-Count), when the server said. */
  total: number | null;
}

/** The `cursor` of a `Link: <…>; rel="next"` header, or null when there is no next page. */
export function nextCursorOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return new URL(match[1], 'http://local.invalid').searchParams.get('cursor');
  }
  return null;
}

/**
 * GETs one page. Any failure, a network error included, becomes `Error(failure)`: the
 * screen shows the spec's own text ('Failed to fetch discussions'), not a status line.
 */
export async function fetchPage<T>(url: string, failure: string): Promise<Page<T>> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include' });
  } catch {
    throw new Error(failure);
  }
  if (!res.ok) throw new Error(failure);
  const total = res.headers.get('x-total-count');
  return {
    items: (await res.json()) as T[],
    nextCursor: nextCursorOf(res.headers.get('link')),
    total: total === null ? null : Number(total),
  };
}
