import type { ServerResponse } from 'node:http';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { sessions } from '../../../shared/schema/sessions';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import type { LiveEvent } from '../../live/hub';

/**
 * A stream that stops reading (a stalled client, a dead network) must not make the process
 * buffer for ever: past this many unsent bytes it is cut, and the browser reconnects.
 */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** Sessions checked per query on a heartbeat. */
const CHECK_BATCH = 500;

/** Process-wide, so an id is never reused while the process lives. */
let lastEventId = 0;

/** An id line alone: sets the browser's last event id without an event. */
export function sseId() {
  lastEventId += 1;
  return `id: ${lastEventId}\n`;
}

/** One event in the text/event-stream format. */
export function sseEvent(event: LiveEvent) {
  lastEventId += 1;
  // The session's id is the stream's business, not the page's.
  const data = event.type === 'session-ended' ? { type: event.type } : event;
  return `id: ${lastEventId}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface OpenStream {
  userId: string;
  sid: string;
  /** The session's public id, as `session-ended` events name it. */
  publicSid: string;
  res: ServerResponse;
  /** Unsubscribes from the hub and clears its timers; called once, when the stream ends. */
  release(): void;
}

/**
 * The streams this process holds: how many each member has (the per-member limit), one
 * shared heartbeat for all of them, and the session checks. One timer and one query per
 * beat for every stream, instead of one each.
 */
export class OpenStreams {
  private readonly open = new Set<OpenStream>();
  private readonly perMember = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly db: Database,
    private readonly heartbeatMs: number,
    /** The sessions' absolute lifetime (SESSION_MAX_AGE_DAYS). */
    private readonly sessionMaxAgeMs: number,
    private readonly onCheckFailed: (err: unknown) => void,
  ) {}

  get size() {
    return this.open.size;
  }

  countOf(userId: string) {
    return this.perMember.get(userId) ?? 0;
  }

  add(stream: OpenStream) {
    this.open.add(stream);
    this.perMember.set(stream.userId, this.countOf(stream.userId) + 1);
    if (!this.timer) {
      this.timer = setInterval(() => void this.beat(), this.heartbeatMs);
      this.timer.unref();
    }
  }

  /** Writes to a stream; one that has stopped reading is ended instead. */
  write(stream: OpenStream, chunk: string) {
    if (!this.open.has(stream)) return;
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
      this.end(stream);
      return;
    }
    stream.res.write(chunk);
  }

  /** Ends a stream (with a last chunk if given). Safe to call more than once. */
  end(stream: OpenStream, last?: string) {
    if (!this.open.delete(stream)) return;
    const left = this.countOf(stream.userId) - 1;
    if (left > 0) this.perMember.set(stream.userId, left);
    else this.perMember.delete(stream.userId);
    stream.release();
    if (!stream.res.destroyed) stream.res.end(last);
    if (this.open.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Ends every stream (shutdown): browsers reconnect to another process. */
  endAll() {
    for (const stream of [...this.open]) this.end(stream);
  }

  /** Ends the stream with a final `session-ended` event. */
  endSession(stream: OpenStream) {
    if (!this.open.has(stream)) return;
    this.end(stream, sseEvent({ type: 'session-ended' }));
  }

  /** Checks one stream's session now; ends the stream when it no longer signs anyone in. */
  async recheck(stream: OpenStream) {
    const valid = await validSessions(this.db, [stream.sid], this.sessionMaxAgeMs);
    if (!valid.has(stream.sid)) this.endSession(stream);
  }

  /**
   * A comment line to every stream (proxies see traffic), then one check of all their
   * sessions: a session that expired, or ended by a path that announced nothing, loses its
   * stream within one beat.
   */
  private async beat() {
    for (const stream of this.open) this.write(stream, ': heartbeat\n\n');
    if (this.checking) return;
    this.checking = true;
    try {
      const streams = [...this.open];
      for (let i = 0; i < streams.length; i += CHECK_BATCH) {
        const batch = streams.slice(i, i + CHECK_BATCH);
        const valid = await validSessions(
          this.db,
          [...new Set(batch.map((s) => s.sid))],
          this.sessionMaxAgeMs,
        );
        for (const stream of batch) if (!valid.has(stream.sid)) this.endSession(stream);
      }
    } catch (err) {
      // The database is down: streams stay open (nothing new can happen without it).
      this.onCheckFailed(err);
    } finally {
      this.checking = false;
    }
  }
}

/**
 * Which of these sessions still sign a member in: not expired, within their absolute
 * lifetime, the member there, active and not suspended (what the session lookup and the
 * membership gate ask of every request). One query on the session's primary key.
 */
export async function validSessions(db: Database, sids: string[], maxAgeMs: number) {
  if (sids.length === 0) return new Set<string>();
  const now = new Date();
  const bornAfter = now.getTime() - maxAgeMs;
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .where(
      and(
        inArray(sessions.sid, sids),
        gt(sessions.expire, now),
        sql`coalesce((${sessions.sess}->>'createdAt')::bigint > ${bornAfter}, true)`,
        eq(users.membership, 'active'),
        or(isNull(users.suspendedAt), lte(users.suspendedUntil, now)),
      ),
    );
  return new Set(rows.map((r) => r.sid));
}
