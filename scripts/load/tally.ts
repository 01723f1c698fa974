/**
 * What the load run saw: every request's route, status and time, and every write the
 * server acknowledged (2xx) by kind, with the ids it answered with, so the database can
 * be checked for exactly those rows afterwards.
 */
export type WriteKind =
  | 'member'
  | 'skill'
  | 'event'
  | 'discussion'
  | 'reply'
  | 'message'
  | 'endorsement'
  | 'rsvp'
  | 'profile';

export class Tally {
  readonly latencies: number[] = [];
  readonly statuses = new Map<number, number>();
  readonly routes = new Map<string, { count: number; latencies: number[] }>();
  /** Requests that got no HTTP answer at all (connection refused, reset). */
  networkErrors = 0;
  readonly serverErrors: string[] = [];
  /** Refusals the mix does not plan for (it plans only 409s), kept to explain them. */
  readonly otherRefusals: string[] = [];

  record(route: string, status: number, ms: number, body: string) {
    this.latencies.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const r = this.routes.get(route) ?? { count: 0, latencies: [] };
    r.count += 1;
    r.latencies.push(ms);
    this.routes.set(route, r);
    const sample = `${status} ${route}: ${body.slice(0, 200)}`;
    if (status >= 500 && this.serverErrors.length < 20) this.serverErrors.push(sample);
    if (status >= 400 && status < 500 && status !== 409 && this.otherRefusals.length < 20) {
      this.otherRefusals.push(sample);
    }
  }

  get requests() {
    return this.latencies.length;
  }

  countWhere(test: (status: number) => boolean) {
    let n = 0;
    for (const [status, c] of this.statuses) if (test(status)) n += c;
    return n;
  }
}

/** Acknowledged writes: ids (or keys) the server said it stored, by kind. */
export class Ledger {
  readonly acked = new Map<WriteKind, Set<string>>();
  /** The last acknowledged value per member, for writes that overwrite (the profile). */
  readonly lastProfile = new Map<string, string>();

  add(kind: WriteKind, id: string | number) {
    let set = this.acked.get(kind);
    if (!set) {
      set = new Set();
      this.acked.set(kind, set);
    }
    set.add(String(id));
  }

  count(kind: WriteKind) {
    return this.acked.get(kind)?.size ?? 0;
  }
}

/** The p-th percentile (0–100) of unsorted values, nearest rank. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
