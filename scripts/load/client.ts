import type { Tally } from './tally';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the action that reads them.
  json: any;
}

/**
 * One member's HTTP client: their session cookie on every request, each answer timed
 * and recorded under its route pattern (`GET /api/discussions/:id`), not its address.
 */
export class MemberClient {
  constructor(
    private readonly origin: string,
    private readonly tally: Tally | null,
    public cookie = '',
  ) {}

  /** Stop recording (setup traffic is not part of the figures) or start. */
  recordInto(tally: Tally | null) {
    return new MemberClient(this.origin, tally, this.cookie);
  }

  async send(method: string, path: string, route: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(this.origin + path, {
        method,
        headers: {
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      if (this.tally) this.tally.networkErrors += 1;
      throw err;
    }
    const text = await res.text();
    this.tally?.record(`${method} ${route}`, res.status, performance.now() - started, text);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('rt.sid='));
    if (session) this.cookie = session.split(';')[0];
    let json: unknown = null;
    if (text && res.headers.get('content-type')?.includes('json')) json = JSON.parse(text);
    return { status: res.status, json };
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}
