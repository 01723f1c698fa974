import { HttpError } from '../lib/http-error';
import { SOCKET_FAILURE_CODES } from '../lib/socket-errors';

/** Seconds a client is asked to wait when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Socket errors that mean the database cannot be reached right now. */
const NETWORK_CODES = new Set([
  ...SOCKET_FAILURE_CODES,
  // The process (EMFILE) or the machine (ENFILE) is out of file descriptors, or out of
  // local ports (EADDRNOTAVAIL), so the pool cannot open a socket: load, not a bug.
  'EMFILE',
  'ENFILE',
  'EADDRNOTAVAIL',
]);

/**
 * PostgreSQL's own "not now" answers: class 08 (connection exception), the server
 * shutting down or starting (57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now) and 53300 too_many_connections.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // A new connection's own connect limit (server/db/client.ts) ran out.
  'timeout expired',
  // query_timeout (server/db/client.ts): the connection went silent mid-query.
  'Query read timeout',
];

function isUnavailableCause(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  return typeof message === 'string' && POOL_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * Is this error the database being unreachable (rather than a bug or a bad query)? Drizzle
 * wraps the driver's error, and an AggregateError holds one per address tried, so the
 * causes are searched too.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 5 || !err || typeof err !== 'object') return false;
  if (err instanceof HttpError) return false;
  if (isUnavailableCause(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** The code to log for an unavailable-database error (never its query or parameters). */
export function unavailableCode(err: unknown, depth = 0): string {
  if (depth > 5 || !err || typeof err !== 'object') return 'unknown';
  const { code, cause, errors } = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  if (cause) return unavailableCode(cause, depth + 1);
  if (Array.isArray(errors) && errors[0]) return unavailableCode(errors[0], depth + 1);
  const { message } = err as { message?: unknown };
  return (
    POOL_MESSAGES.find((m) => typeof message === 'string' && message.startsWith(m)) ?? 'unknown'
  );
}
