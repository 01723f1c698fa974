import { EventEmitter } from 'node:events';

/**
 * What the live stream carries to a member's open tabs (decision 025). Each is a hint to
 * refetch, never the data itself: the client asks the API, which applies every permission.
 */
export type LiveEvent =
  /** New or changed notifications: refetch the bell. */
  | { type: 'notifications' }
  /** A direct message arrived in a thread: refetch the inbox, the badge and that thread. */
  | { type: 'message'; threadId: number }
  /** A discussion has a new reply, or reactions changed on it: refetch it if it is open. */
  | { type: 'reply'; discussionId: number }
  /** A photo's reactions changed: refetch it and the grids if they are open. */
  | { type: 'photo'; photoId: number }
  /**
   * The member's session ended (signed out, suspended, removed): close the stream.
   * `sessionId` is the session's public id (`publicSessionId`, never the cookie's secret);
   * without it every stream of the member checks its own session and ends if it is gone.
   */
  | { type: 'session-ended'; sessionId?: string }
  /** The applicant's application was decided: ask again who is signed in (issue 36). */
  | { type: 'membership' }
  /** Hints may have been missed (a reconnect, a dropped LISTEN): refetch everything live. */
  | { type: 'sync' };

/** Who receives an event: some members, or every open stream. */
export type LiveAudience = { userIds: string[] } | { everyone: true };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Publish and subscribe across server processes. On the embedded database (one process)
 * it is an in-memory emitter; on PostgreSQL it travels by LISTEN/NOTIFY so a stream held by
 * one process hears what another published.
 */
export interface LiveHub {
  /** Delivers to the audience's streams in every process. Call it after the commit. */
  publish(audience: LiveAudience, event: LiveEvent): Promise<void>;
  /** Listens for one member's events (theirs and everyone's); returns the unsubscribe. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /**
   * Whether something addressed to this member was delivered in this process within the
   * last `ms` (at most `RECENT_MS`): a stream opening now may have missed it.
   */
  heardWithin(userId: string, ms: number): boolean;
  /** Open subscriptions in this process (for /readyz figures and the benchmark). */
  readonly listeners: number;
  close(): Promise<void>;
}

/** How far back a hub remembers when each member last heard something. */
export const RECENT_MS = 60_000;

/**
 * When each member last heard something addressed to them, for the last `RECENT_MS` (a
 * page's first answers and its stream's opening are apart by its boot; what fell between
 * is caught up with `sync`). What goes to everyone (a discussion's new reply) is not
 * noted: an open discussion asks again every 20 s anyway, and in a busy community a
 * `sync` after every reply anywhere would double many pages' first requests. A member's
 * entry costs a few dozen bytes; stale ones go once a minute.
 */
class RecentDeliveries {
  private readonly at = new Map<string, number>();
  private prunedAt = performance.now();

  note(audience: LiveAudience) {
    if ('everyone' in audience) return;
    const now = performance.now();
    for (const id of audience.userIds) this.at.set(id, now);
    if (now - this.prunedAt < RECENT_MS) return;
    this.prunedAt = now;
    for (const [id, when] of this.at) if (now - when > RECENT_MS) this.at.delete(id);
  }

  within(userId: string, ms: number) {
    const since = performance.now() - Math.min(ms, RECENT_MS);
    return (this.at.get(userId) ?? Number.NEGATIVE_INFINITY) >= since;
  }
}

/** The hub of a single process: subscribers hear publishes from this process only. */
export class LocalHub implements LiveHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private count = 0;
  private readonly recent = new RecentDeliveries();

  async publish(audience: LiveAudience, event: LiveEvent) {
    this.deliver(audience, event);
  }

  /** Hands an event to this process's subscribers (also what a cross-process hub calls). */
  deliver(audience: LiveAudience, event: LiveEvent) {
    this.recent.note(audience);
    if ('everyone' in audience) this.emitter.emit('*', event);
    else for (const id of new Set(audience.userIds)) this.emitter.emit(`u:${id}`, event);
  }

  subscribe(userId: string, listener: LiveListener) {
    this.emitter.on(`u:${userId}`, listener);
    this.emitter.on('*', listener);
    this.count += 1;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.count -= 1;
      this.emitter.off(`u:${userId}`, listener);
      this.emitter.off('*', listener);
    };
  }

  heardWithin(userId: string, ms: number) {
    return this.recent.within(userId, ms);
  }

  get listeners() {
    return this.count;
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}
