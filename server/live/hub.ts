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
  /** A discussion has a new reply: refetch its replies if it is open. */
  | { type: 'reply'; discussionId: number }
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
  /** Open subscriptions in this process (for /readyz figures and the benchmark). */
  readonly listeners: number;
  close(): Promise<void>;
}

/** The hub of a single process: subscribers hear publishes from this process only. */
export class LocalHub implements LiveHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private count = 0;

  async publish(audience: LiveAudience, event: LiveEvent) {
    this.deliver(audience, event);
  }

  /** Hands an event to this process's subscribers (also what a cross-process hub calls). */
  deliver(audience: LiveAudience, event: LiveEvent) {
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

  get listeners() {
    return this.count;
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}
