import type { Server } from 'node:http';
import { type Config, ConfigError } from '../env';

export type ServerLimitSettings = Pick<
  Config,
  'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'MAX_CONNECTIONS'
>;

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** How often refused connections are reported, so a flood makes one log line, not thousands. */
const DROP_REPORT_INTERVAL_MS = 10_000;

/** Stops boot when the request limit would cut requests before their headers' own limit could. */
export function checkServerLimits(config: ServerLimitSettings) {
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
}

/**
 * Node checks the header and request deadlines on a timer, every 30 s by default, so a
 * 15 s headers limit would really be 15–45 s. Checking a few hundred connections is cheap.
 */
export const checkingIntervalFor = (headersTimeoutMs: number) =>
  Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 10)));

/**
 * Bounds what slow or idle clients can hold. Fastify turns Node's request timeout off and
 * keeps idle keep-alive sockets 72 s, so without this a client trickling its request
 * holds a socket (a file descriptor) for minutes, and enough of them starve the database
 * pool of descriptors. Must run before `listen`: Node reads the checking interval when the
 * server starts listening.
 */
export function applyServerLimits(server: Server, config: ServerLimitSettings, log?: WarnLogger) {
  if (server.listening) throw new Error('applyServerLimits must run before listen');
  checkServerLimits(config);
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  // Node closes connections beyond this at once (the client sees the socket close).
  server.maxConnections = config.MAX_CONNECTIONS;
  // Not in @types/node's Server type, but a plain property Node reads on 'listening'.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    checkingIntervalFor(config.HEADERS_TIMEOUT_MS);

  let dropped = 0;
  let lastReport = 0;
  server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastReport < DROP_REPORT_INTERVAL_MS) return;
    log?.warn(
      { dropped, maxConnections: config.MAX_CONNECTIONS },
      'connection limit reached, refusing new connections',
    );
    lastReport = now;
    dropped = 0;
  });
}
