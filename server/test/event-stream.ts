/** An open `text/event-stream` read as it arrives, for tests over real HTTP. */
export interface EventStreamReading {
  res: Response;
  /** Everything received so far. */
  text(): string;
  /** Resolves with the text once it matches; rejects if the stream ends first or after `ms`. */
  until(pattern: RegExp, ms?: number): Promise<string>;
  /** Settles when the server ends the stream (or the test closes it). */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` with fetch and reads its body as it comes (EventSource's view of it). */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReading> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  let text = '';
  let done = false;
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done: over } = await reader.read();
        if (over) break;
        text += value;
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by the test.
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();
  const until = (pattern: RegExp, ms = 5000) =>
    new Promise<string>((resolve, reject) => {
      const finish = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      const check = () => {
        if (pattern.test(text)) finish(() => resolve(text));
        else if (done) finish(() => reject(new Error(`stream ended without ${pattern}:\n${text}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${text}`))),
        ms,
      );
      waiters.add(check);
      check();
    });
  return { res, text: () => text, until, ended, close: () => controller.abort() };
}
