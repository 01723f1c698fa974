import type { Server } from 'node:http';
import { type Config, ConfigError } from '../env';
import { limitBodyRate } from './body-rate';
import { capConnections, type Refusal } from './connection-caps';
import { throttledWarn } from './throttled-log';

export type ServerLimitSettings = Pick<
  Config,
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'MAX_CONNECTIONS'
  | 'MAX_CONNECTIONS_PER_CLIENT'
  | 'BODY_IDLE_TIMEOUT_MS'
  | 'BODY_MIN_BYTES_PER_SECOND'
  | 'TRUST_PROXY'
>;

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

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
 * The body pace (body-rate.ts) is checked the same way.
 */
export const checkingIntervalFor = (timeoutMs: number) =>
  Math.max(50, Math.min(1000, Math.floor(timeoutMs / 10)));

/**
 * Bounds what slow or idle clients can hold. Fastify turns Node's request timeout off and
 * keeps idle keep-alive sockets 72 s, so without this a client trickling its request
 * holds a socket (a file descriptor) for minutes, and enough of them starve the database
 * pool of descriptors. Bodies must keep a minimum pace (body-rate.ts), and one client
 * address may hold only its share of the connections (connection-caps.ts; behind a proxy
 * the app counts requests per client instead, request-caps.ts); a connection over a cap
 * is answered 503 with Retry-After. Must run before `listen`: Node reads the checking
 * interval when the server starts listening.
 */
export function applyServerLimits(server: Server, config: ServerLimitSettings, log?: WarnLogger) {
  if (server.listening) throw new Error('applyServerLimits must run before listen');
  checkServerLimits(config);
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  // Not in @types/node's Server type, but a plain property Node reads on 'listening'.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    checkingIntervalFor(config.HEADERS_TIMEOUT_MS);

  const refused: Record<Refusal, () => void> = {
    server: throttledWarn(log, 'connection limit reached, answering 503', {
      maxConnections: config.MAX_CONNECTIONS,
    }),
    client: throttledWarn(log, 'connection limit per client reached, answering 503', {
      maxConnectionsPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
    }),
    // More refused at once than can be answered: closed without a word, like Node's drops.
    unanswered: throttledWarn(log, 'connection limit reached, closing new connections unanswered', {
      maxConnections: config.MAX_CONNECTIONS,
    }),
  };
  capConnections(server, {
    maxConnections: config.MAX_CONNECTIONS,
    // Behind a trusted proxy the peer is the proxy: request-caps.ts counts per client.
    perClient: config.TRUST_PROXY === false ? config.MAX_CONNECTIONS_PER_CLIENT : null,
    onRefused: (reason) => refused[reason](),
  });
  server.on('drop', () => refused.unanswered());

  const cut = throttledWarn(log, 'request body too slow, answered 408 and closed', {
    idleMs: config.BODY_IDLE_TIMEOUT_MS,
    minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
  });
  limitBodyRate(server, {
    idleMs: config.BODY_IDLE_TIMEOUT_MS,
    minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
    checkEveryMs: checkingIntervalFor(config.BODY_IDLE_TIMEOUT_MS),
    onCut: (reason) => cut({ reason }),
  });
}
