import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { deleteSpentTokens } from './auth/account-tokens';
import { deleteExpiredSessions } from './auth/session';
import { type Database, openDatabase } from './db/client';
import { exitIfDataDirInUse } from './db/data-dir-lock';
import { ConfigError, loadConfig } from './env';
import { deleteOldAuditEntries } from './features/audit/record';
import { deleteOldCancelledEvents } from './features/events/cancelled';
import { deleteOldActivities } from './features/notifications/worker';
import { logFormat, prettyLogStream } from './lib/pretty-log';
import { publicUrlWarning } from './lib/site-url';
import { PgHub } from './live/pg-hub';
import { deleteOldReceipts } from './mail/outbox';
import { applyServerLimits, checkServerLimits } from './security/server-limits';
import { openObjectStore } from './storage';

/** Boots the server: configuration, database and migrations, then the HTTP listener. */
export interface MainOptions {
  /** The built SPA to serve; `npm run bench:web` points it at its own build. */
  clientDir?: string;
  /**
   * Routes a test server adds before it listens: the browser journeys' fixtures
   * (e2e/support/server.ts). The product passes none.
   */
  extend?: (app: FastifyInstance, db: Database) => Promise<void>;
}

export async function main({
  clientDir = resolve(import.meta.dirname, '../dist/client'),
  extend,
}: MainOptions = {}) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    checkServerLimits(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  }).catch(exitIfDataDirInUse);
  await database.migrate();

  // Several processes may share a PostgreSQL database: live events travel by its
  // LISTEN/NOTIFY. The embedded database has one process, whose in-memory hub suffices.
  const live =
    database.driver === 'postgres' && config.DATABASE_URL
      ? new PgHub({
          connectionString: config.DATABASE_URL,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          notify: (channel, payload) =>
            database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
        })
      : undefined;

  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    store: await openObjectStore(config),
    clientDir,
    startMailWorker: true,
    startNotificationWorker: true,
    live,
    logger: true,
    logStream:
      logFormat(config.LOG_FORMAT, config.NODE_ENV, Boolean(process.stdout.isTTY)) === 'pretty'
        ? prettyLogStream()
        : undefined,
  });

  await live?.start(app.log);
  await extend?.(app, database.db);

  // Hourly: expired sessions, spent e-mail links, month-old delivery receipts, audit
  // entries past their retention (over a year), week-old handled notification activities,
  // cancelled events the calendar feeds have shown for 30 days.
  const sweep = setInterval(
    () =>
      Promise.all([
        deleteExpiredSessions(database.db),
        deleteSpentTokens(database.db),
        deleteOldReceipts(database.db),
        deleteOldAuditEntries(database.db),
        deleteOldActivities(database.db),
        deleteOldCancelledEvents(database.db),
      ]).catch((err) => app.log.warn({ err }, 'hourly sweep failed')),
    60 * 60 * 1000,
  );
  sweep.unref();

  /**
   * Graceful shutdown: /readyz turns 503 at once, the listener stops taking connections,
   * requests in flight finish (Fastify's close waits for them and ends idle keep-alive
   * connections), then the pool closes. A second signal exits at once. A request that outlives SHUTDOWN_TIMEOUT_MS is
   * abandoned and the process exits 1, so a stuck request cannot hold a deploy.
   */
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal means "now": stop without waiting.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal} received, finishing requests in flight`);
    app.lifecycle.draining = true;
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${config.SHUTDOWN_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      clearInterval(sweep);
      await app.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Timeouts and the connection cap, before listen (Node reads part of them then).
  applyServerLimits(app.server, config, app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  // A parent that started this process with an IPC channel (pm2's wait_ready, the tests'
  // server processes) learns that this process, not whatever else holds the port, listens.
  process.send?.('ready');
  // A wrong SMTP_URL shows at start, not when a member waits for a reset link. Mail still
  // queues meanwhile and goes once the server can be reached.
  app.mail.transport.verify().then(
    () => app.log.info(`mail goes to ${app.mail.transport.description}`),
    (err) =>
      app.log.warn(
        { err: (err as Error).message },
        `mail cannot be sent through ${app.mail.transport.description}; messages wait in the outbox`,
      ),
  );
  // Once, where the site is meant for others (production, or HOST set to a non-loopback
  // address): without PUBLIC_URL every link in a mail points to this machine.
  const linksWarning = publicUrlWarning(config);
  if (linksWarning) app.log.warn(linksWarning);
  app.log.info(
    `Roundtable is running at http://localhost:${config.PORT} (database: ${database.driver})`,
  );
  return app;
}
