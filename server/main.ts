import { resolve } from 'node:path';
import { buildApp } from './app';
import { deleteExpiredSessions } from './auth/session';
import { openDatabase } from './db/client';
import { ConfigError, loadConfig } from './env';
import { openObjectStore } from './storage';

/** Boots the server: configuration, database and migrations, then the HTTP listener. */
export async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
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
  });
  await database.migrate();

  const app = await buildApp({
    config,
    db: database.db,
    store: await openObjectStore(config),
    clientDir: resolve(import.meta.dirname, '../dist/client'),
    logger: true,
  });

  const sweep = setInterval(
    () =>
      deleteExpiredSessions(database.db).catch((err) =>
        app.log.warn({ err }, 'session sweep failed'),
      ),
    60 * 60 * 1000,
  );
  sweep.unref();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Roundtable is running at http://localhost:${config.PORT} (database: ${database.driver})`,
  );
  return app;
}
