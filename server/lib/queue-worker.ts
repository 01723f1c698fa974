/** How a queue's worker loops: how often it looks, how many rows it claims at once. */
export interface QueueLoop {
  /** How often to look for due rows besides the nudge after each write that queued one. */
  pollMs: number;
  batch: number;
  warn: (obj: object, msg: string) => void;
  /** The log line when a run fails as a whole (a row's own failure is the subclass's). */
  failure: string;
}

/**
 * The loop of a table-backed queue worker, one per server process (the mail outbox,
 * decision 015; the notification fan-out, decision 025): a new row is handled right after
 * the write that queued it (`nudge`), a retry when its time comes (the poll), and a nudge
 * during a run makes it look once more before it stops, so nothing waits for the next
 * poll. The claim (a subclass's `claim`, with SKIP LOCKED and a lease) keeps processes apart.
 */
export abstract class QueueWorker<Row> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(private readonly loop: QueueLoop) {}

  /** Takes up to `limit` due rows for this worker. */
  protected abstract claim(limit: number): Promise<Row[]>;
  /** Handles one claimed row, its own failures included (retry, give up). */
  protected abstract handle(row: Row): Promise<void>;

  start() {
    this.timer = setInterval(() => this.nudge(), this.loop.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Look for due rows now (or right after the run in progress). */
  nudge() {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain().catch((err) => this.loop.warn({ err }, this.loop.failure));
  }

  /** Handles every due row; resolves with how many it claimed. Tests await it. */
  drain(): Promise<number> {
    if (this.running) return this.running.then(() => this.drain());
    this.running = (async () => {
      let handled = 0;
      try {
        do {
          this.again = false;
          for (;;) {
            const batch = await this.claim(this.loop.batch);
            if (batch.length === 0) break;
            for (const row of batch) await this.handle(row);
            handled += batch.length;
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
      return handled;
    })();
    return this.running;
  }

  /** Stops polling and waits for the run in progress (shutdown). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
