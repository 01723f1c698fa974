/**
 * Error codes of a socket that could not be opened or was lost: DNS, refused, reset,
 * timed out, unreachable. The database and the identity provider both treat them as
 * "down, try again later" rather than a bug.
 */
export const SOCKET_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
