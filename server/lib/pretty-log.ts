import type { DestinationStream } from 'pino';

/**
 * Log lines for a person at a terminal: one line per request (`12:04:05  200 GET /api/jobs
 * 14 ms`) instead of Fastify's two JSON objects, and `LEVEL message` for the rest, with an
 * error's message and stack under it. Production and pipes keep the JSON lines (see
 * `logFormat`), which log collectors read.
 *
 * The lines arrive already serialised and redacted (request-log.ts), so nothing secret is
 * added here: the request's method and address are taken from its "incoming request" line
 * and printed when the same request id completes.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Requests in flight remembered for their completion line; a leak here would be unbounded. */
const MAX_PENDING = 10_000;

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

export interface PrettyOptions {
  /** ANSI colours (a terminal that shows them). */
  colors: boolean;
}

const paint = (on: boolean, code: number, text: string) =>
  on ? `\u001b[${code}m${text}\u001b[39m` : text;

function clock(time: number | undefined) {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

function statusColor(status: number) {
  if (status >= 500) return 31; // red
  if (status >= 400) return 33; // yellow
  return 32; // green
}

/** Turns one JSON log line into the text to print, or null when it prints nothing. */
export function prettyLogFormatter({ colors }: PrettyOptions) {
  const pending = new Map<string, string>();
  return (raw: string): string | null => {
    let line: LogLine;
    try {
      line = JSON.parse(raw);
    } catch {
      return raw.trimEnd();
    }
    const time = paint(colors, 90, clock(line.time));
    if (line.msg === 'incoming request' && line.reqId) {
      if (pending.size >= MAX_PENDING) pending.clear();
      pending.set(line.reqId, `${line.req?.method ?? '?'} ${line.req?.url ?? '?'}`);
      return null;
    }
    if (line.msg === 'request completed' && line.reqId) {
      const request = pending.get(line.reqId) ?? '(request)';
      pending.delete(line.reqId);
      const status = line.res?.statusCode ?? 0;
      const ms = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
      return `${time}  ${paint(colors, statusColor(status), String(status))} ${request}${ms}`;
    }
    const levelNumber = line.level ?? 30;
    const level = (LEVELS[levelNumber] ?? 'INFO').padEnd(5);
    const levelText =
      levelNumber >= 50
        ? paint(colors, 31, level)
        : levelNumber >= 40
          ? paint(colors, 33, level)
          : level;
    const text = `${time}  ${levelText} ${line.msg ?? ''}`;
    const detail = line.err?.stack ?? line.err?.message;
    return detail ? `${text}\n${detail}` : text;
  };
}

/** A pino destination that prints each line through the formatter. */
export function prettyLogStream(
  out: { write(text: string): unknown } = process.stdout,
  options: PrettyOptions = { colors: Boolean(process.stdout.isTTY) },
): DestinationStream {
  const format = prettyLogFormatter(options);
  return {
    write(chunk: string) {
      for (const raw of chunk.split('\n')) {
        if (!raw) continue;
        const text = format(raw);
        if (text !== null) out.write(`${text}\n`);
      }
    },
  };
}

/**
 * `pretty` in a terminal during development, `json` otherwise (production, a pipe, a
 * service manager); LOG_FORMAT overrides either way.
 */
export function logFormat(
  configured: 'pretty' | 'json' | undefined,
  nodeEnv: string,
  isTTY: boolean,
): 'pretty' | 'json' {
  if (configured) return configured;
  return isTTY && nodeEnv !== 'production' ? 'pretty' : 'json';
}
