interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** How often a repeated event is reported, so a flood makes one log line, not thousands. */
export const REPORT_INTERVAL_MS = 10_000;

/**
 * Counts an event and logs it at most once per REPORT_INTERVAL_MS, with how many happened
 * since the last line (`count`) besides the fields given.
 */
export function throttledWarn(log: WarnLogger | undefined, msg: string, fields: object = {}) {
  let count = 0;
  let lastReport = Number.NEGATIVE_INFINITY;
  return (extra: object = {}) => {
    count += 1;
    const now = Date.now();
    if (now - lastReport < REPORT_INTERVAL_MS) return;
    log?.warn({ ...fields, ...extra, count }, msg);
    lastReport = now;
    count = 0;
  };
}
