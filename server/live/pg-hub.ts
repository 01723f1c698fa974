import pg from 'pg';
import {
  type LiveAudience,
  type LiveEvent,
  type LiveHub,
  type LiveListener,
  LocalHub,
} from './hub';

/** The channel every server process listens on. */
export const LIVE_CHANNEL = 'roundtable_live';

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a publish whose payload would
 * pass this is split by audience into several notifies.
 */
export const MAX_PAYLOAD_BYTES = 7500;

/** Waits between reconnect attempts: doubling from the first, capped at the last. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 15_000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const silent: Logger = { info() {}, warn() {} };

/** What travels in a notify: the audience and the event, in as few bytes as JSON allows. */
interface Wire {
  a: LiveAudience;
  e: LiveEvent;
}

/**
 * The payloads one publish sends: one when it fits, otherwise the member ids spread over
 * several, each under `maxBytes` (the event goes with each part).
 */
export function payloadsFor(
  audience: LiveAudience,
  event: LiveEvent,
  maxBytes = MAX_PAYLOAD_BYTES,
): string[] {
  const whole = JSON.stringify({ a: audience, e: event } satisfies Wire);
  if ('everyone' in audience || Buffer.byteLength(whole) <= maxBytes) return [whole];
  const overhead = Buffer.byteLength(JSON.stringify({ a: { userIds: [] }, e: event }));
  const payloads: string[] = [];
  let part: string[] = [];
  let size = overhead;
  for (const id of new Set(audience.userIds)) {
    // The id quoted, plus the comma before it.
    const cost = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (overhead + cost > maxBytes) throw new Error('a member id longer than a notify can carry');
    if (size + cost > maxBytes && part.length > 0) {
      payloads.push(JSON.stringify({ a: { userIds: part }, e: event } satisfies Wire));
      part = [];
      size = overhead;
    }
    part.push(id);
    size += cost;
  }
  if (part.length > 0) payloads.push(JSON.stringify({ a: { userIds: part }, e: event }));
  return payloads;
}

/** A payload from the channel, or null when it is not one of ours (anyone may NOTIFY). */
function parseWire(payload: string | undefined): Wire | null {
  if (!payload) return null;
  try {
    const wire = JSON.parse(payload) as Partial<Wire>;
    const a = wire.a as Partial<{ userIds: unknown; everyone: unknown }> | undefined;
    const audienceOk =
      a && (a.everyone === true || (Array.isArray(a.userIds) && a.userIds.every(isString)));
    if (!audienceOk || typeof wire.e?.type !== 'string') return null;
    return wire as Wire;
  } catch {
    return null;
  }
}
const isString = (v: unknown) => typeof v === 'string';

export interface PgHubOptions {
  /** The database's URL: the hub keeps one connection of its own for LISTEN. */
  connectionString: string;
  /**
   * Sends one notify. The server passes its pool (any connection may NOTIFY); by default
   * the listening connection sends it, which fails while it is down.
   */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  /** How long opening the listening connection may take. */
  connectTimeoutMs?: number;
}

/**
 * The live hub on PostgreSQL (decision 025): every process LISTENs on one channel over a
 * connection of its own, and a publish is a `pg_notify` on it, which PostgreSQL delivers
 * to every listener, this process's included, once the publishing transaction commits.
 * Incoming notifies go to the process's own streams through a `LocalHub`.
 *
 * When the listening connection drops, the hub reconnects with back-off; what was
 * published meanwhile never reaches this process, so after a reconnect every local stream
 * is told to `sync` (refetch what it shows).
 */
export class PgHub implements LiveHub {
  private readonly local = new LocalHub();
  private client: pg.Client | null = null;
  private log: Logger = silent;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Reconnects so far (tests and /readyz figures). */
  reconnects = 0;

  constructor(private readonly options: PgHubOptions) {}

  /**
   * Connects and LISTENs. A database that cannot be reached yet does not stop the server
   * (pages still work, and refresh on their intervals): the hub keeps trying meanwhile.
   */
  async start(log: Logger = silent) {
    this.log = log;
    try {
      await this.connect();
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'live: cannot LISTEN yet, retrying');
      this.scheduleReconnect();
    }
  }

  /** Whether the LISTEN connection is up now. */
  get connected() {
    return this.client !== null;
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs ?? 5000,
      keepAlive: true,
      application_name: 'roundtable-live',
    });
    // Errors come as 'error' then 'end'; the 'end' handler alone decides what to do next.
    client.on('error', (err) =>
      this.log.warn({ err: err.message }, 'live: LISTEN connection error'),
    );
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const wire = parseWire(message.payload);
      if (wire) this.local.deliver(wire.a, wire.e);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    client.once('end', () => this.dropped(client));
    this.client = client;
  }

  private dropped(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.log.warn({}, 'live: LISTEN connection lost, reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = null;
      try {
        await this.connect();
      } catch (err) {
        this.log.warn(
          { err: (err as Error).message, retryInMs: this.retryMs },
          'live: reconnect failed',
        );
        this.scheduleReconnect();
        return;
      }
      if (this.closed) return;
      this.retryMs = FIRST_RETRY_MS;
      this.reconnects += 1;
      this.log.info({ reconnects: this.reconnects }, 'live: LISTEN connection back');
      // Whatever was published while the connection was down is lost to this process.
      this.local.deliver({ everyone: true }, { type: 'sync' });
    }, wait);
    this.retryTimer.unref();
  }

  async publish(audience: LiveAudience, event: LiveEvent) {
    if ('userIds' in audience && audience.userIds.length === 0) return;
    const notify = this.options.notify ?? this.notifyOnListener;
    for (const payload of payloadsFor(audience, event)) await notify(LIVE_CHANNEL, payload);
  }

  private notifyOnListener = async (channel: string, payload: string) => {
    if (!this.client) throw new Error('live: the LISTEN connection is down');
    await this.client.query('select pg_notify($1, $2)', [channel, payload]);
  };

  subscribe(userId: string, listener: LiveListener) {
    return this.local.subscribe(userId, listener);
  }

  heardWithin(userId: string, ms: number) {
    return this.local.heardWithin(userId, ms);
  }

  get listeners() {
    return this.local.listeners;
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    await this.local.close();
  }

  /** The LISTEN connection's server process id (tests end it to prove the reconnect). */
  get backendPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }
}
