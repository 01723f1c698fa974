/**
 * Answers kept in memory until what they show changes (decisions 040 and 045). A hot read
 * (a list's page, a search) costs a statement or several with joins and counts, yet most
 * readers ask what the last one was answered: nothing was written in between. So an
 * answer is kept under the generation of its domain it was read at (every write that can
 * change it advances that generation, migrations 0033 and 0035), and a newer generation
 * makes every older answer useless at once. One instance per domain and app.
 *
 * - Concurrent identical questions share one reading: the entry holds the promise.
 * - Entries expire after `ttlMs` anyway: time moves answers without a write (a job's
 *   closing date passes), and counters left out of the triggers (views) catch up.
 * - At most `maxEntries`, the least recently asked dropped first (a Map keeps insertion
 *   order; a hit is moved to the end).
 */
export class KeptAnswers {
  readonly #entries = new Map<
    string,
    { generation: bigint; expires: number; answer: Promise<unknown> }
  >();
  #generation = -1n;

  constructor(
    private readonly maxEntries = 1000,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer kept for `key` at `generation`, if there is one. */
  kept<T>(key: string, generation: bigint): Promise<T> | undefined {
    this.#see(generation);
    const entry = this.#entries.get(key);
    if (!entry || entry.generation !== generation || entry.expires <= this.now()) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.answer as Promise<T>;
  }

  /**
   * Keeps `answer`, read at `generation`, for the next asker; returns it. What was read
   * before a newer generation was seen answers its own asker but is not kept, and a failed
   * reading is not an answer: the next asker tries again.
   */
  keep<T>(key: string, generation: bigint, answer: Promise<T>): Promise<T> {
    this.#see(generation);
    if (generation < this.#generation) return answer;
    const entry = { generation, expires: this.now() + this.ttlMs, answer };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    answer.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return answer;
  }

  /** The answer kept for `key` at `generation`, or `read()`'s, kept for the next asker. */
  answer<T>(key: string, generation: bigint, read: () => Promise<T>): Promise<T> {
    return this.kept<T>(key, generation) ?? this.keep(key, generation, read());
  }

  /** Something changed: nothing kept at an older generation can be served again. */
  #see(generation: bigint) {
    if (generation <= this.#generation) return;
    this.#entries.clear();
    this.#generation = generation;
  }

  get size() {
    return this.#entries.size;
  }
}
