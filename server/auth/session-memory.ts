import type { SessionData } from '../../shared/schema/sessions';
import type { User } from '../../shared/schema/users';
import type { Change, InProcessChanges } from '../db/in-process-changes';
import { type Generations, KEPT_DOMAINS, type KeptDomain } from '../lib/generations';

/** A session as the lookup read it, and its member (null when the account is gone). */
export interface SessionRow {
  session: { sid: string; sess: SessionData; expire: Date };
  member: User | null;
}

/** Sessions kept at most; past it the longest kept goes (read again when next used). */
const MAX_ROWS = 10_000;

/**
 * The session lookup's answers, kept by the one process that writes the embedded database
 * (decision 058), so a signed-in request there costs no statement. Each entry stays until
 * the database announces that its session or its member changed (migration 0051): a
 * renewal, a sign-out, a suspension, a profile edit or a truncate drops it, and the next
 * request reads it again. The generations of kept answers are kept the same way; a write
 * that moves one announces its new value (migration 0052), and that domain moves in place. Entries are shared between requests: the session
 * plugin replaces, never edits, what it was given.
 */
export class SessionMemory {
  private readonly rows = new Map<string, SessionRow>();
  /** The kept sessions of each member, so a change to a member finds theirs at once. */
  private readonly sidsOf = new Map<string, Set<string>>();
  private generations: Generations | null = null;
  /** Moves with every announcement, so a read that raced one is not kept. */
  private version = 0;

  /** The session if kept and still valid at `now` for a session born after `bornAfter`. */
  session(sid: string, now: number, bornAfter: number): SessionRow | undefined {
    const row = this.rows.get(sid);
    if (!row) return undefined;
    const createdAt = row.session.sess.createdAt;
    if (
      row.session.expire.getTime() <= now ||
      (typeof createdAt === 'number' && createdAt <= bornAfter)
    ) {
      return undefined;
    }
    return row;
  }

  currentGenerations(): Generations | null {
    return this.generations;
  }

  /** Where a read starts: what it read is kept only if nothing changed meanwhile. */
  mark() {
    return this.version;
  }

  /** Keeps what a lookup that started at `mark` read, unless a change came in between. */
  keep(mark: number, sid: string, row: SessionRow | undefined, generations: Generations) {
    if (mark !== this.version) return;
    this.generations = generations;
    // A session whose member is gone signs nobody in; not worth a place.
    if (!row?.member) return;
    this.forget(sid);
    this.rows.set(sid, row);
    const sids = this.sidsOf.get(row.member.id);
    if (sids) sids.add(sid);
    else this.sidsOf.set(row.member.id, new Set([sid]));
    if (this.rows.size > MAX_ROWS) this.forget(this.rows.keys().next().value as string);
  }

  /** Keeps freshly read generations (a kept session needed them), under the same rule. */
  keepGenerations(mark: number, generations: Generations) {
    if (mark === this.version) this.generations = generations;
  }

  /** How many sessions are kept (the tests' view of the bound). */
  get size() {
    return this.rows.size;
  }

  apply(change: Change) {
    this.version += 1;
    switch (change.kind) {
      case 'generations':
        this.generations = movedGenerations(this.generations, change);
        return;
      case 'session':
        this.forget(change.sid);
        return;
      case 'member':
        for (const sid of this.sidsOf.get(change.id) ?? []) this.rows.delete(sid);
        this.sidsOf.delete(change.id);
        return;
      case 'everything':
        this.rows.clear();
        this.sidsOf.clear();
        this.generations = null;
        return;
    }
  }

  private forget(sid: string) {
    const memberId = this.rows.get(sid)?.member?.id;
    if (!this.rows.delete(sid) || !memberId) return;
    const sids = this.sidsOf.get(memberId);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsOf.delete(memberId);
  }
}

const DOMAIN_OF_NUMBER = new Map(
  Object.entries(KEPT_DOMAINS).map(([domain, n]) => [n as number, domain as KeptDomain]),
);

/**
 * The kept generations after an announcement: the named domain moved on in place (a new
 * object: requests share what they were given), or none kept when it did not say which.
 * Generations only grow between resets, which announce without a value, so an
 * announcement that arrives late never moves one back.
 */
function movedGenerations(
  kept: Generations | null,
  change: { domain?: number; generation?: bigint },
): Generations | null {
  const domain = change.domain === undefined ? undefined : DOMAIN_OF_NUMBER.get(change.domain);
  if (!kept || !domain || change.generation === undefined) return null;
  if (kept[domain] >= change.generation) return kept;
  return { ...kept, [domain]: change.generation };
}

/**
 * A memory that hears the embedded database's changes from now on; `stop` ends the
 * listening (when the app closes).
 */
export async function listeningSessionMemory(changes: InProcessChanges) {
  const memory = new SessionMemory();
  const stop = await changes.subscribe((change) => memory.apply(change));
  return { memory, stop };
}
