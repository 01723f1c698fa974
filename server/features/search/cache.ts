/**
 * Search answers kept in memory (decision 040). A search reads up to a few
 * thousand rows and cuts snippets; the same words are asked again and again (the dialog
 * asks at every keystroke, members search the same topics), while what they match changes
 * only when someone writes. So an answer is kept under the search generation it was read
 * at (migration 0033: every write that can change an answer advances it), and a newer
 * generation makes every older answer useless at once.
 *
 * - Concurrent identical searches share one reading: the entry holds the promise, so fifty
 *   members typing the same word cost one search, not fifty.
 * - Entries expire after `ttlMs` anyway: a job's closing date passes without a write.
 * - At most `maxEntries`, the least recently asked dropped first (a Map keeps insertion
 *   order; a hit is moved to the end).
 */
export class SearchCache {
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

  /** The answer kept for `key` at `generation`, or `read()`'s, kept for the next asker. */
  answer<T>(key: string, generation: bigint, read: () => Promise<T>): Promise<T> {
    if (generation > this.#generation) {
      // Something changed: nothing kept so far can be served again.
      this.#entries.clear();
      this.#generation = generation;
    }
    const kept = this.#entries.get(key);
    if (kept && kept.generation === generation && kept.expires > this.now()) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.answer as Promise<T>;
    }
    const answer = read();
    // A search that began before a write and ends after it read older rows: it answers
    // its own asker, but is not kept where later searches would find it.
    if (generation < this.#generation) return answer;
    const entry = { generation, expires: this.now() + this.ttlMs, answer };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    // A failed reading is not an answer: the next asker tries again.
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

  get size() {
    return this.#entries.size;
  }
}
