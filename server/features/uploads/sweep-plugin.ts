import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { ObjectStore } from '../../storage/object-store';
import { sweepUploads } from '../../storage/sweep';

/** How often unattached uploads past their TTL are removed. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs the upload sweep every SWEEP_INTERVAL_MS while the app is up. The timer never keeps
 * the process alive and stops when the app closes; several servers on one database may
 * all sweep, as each row is removed by exactly one of them.
 */
export const uploadSweep: FastifyPluginAsync<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const { removed, failed } = await sweepUploads(db, store);
      if (removed.length > 0) app.log.info({ removed: removed.length }, 'upload sweep');
      for (const { key, err } of failed) {
        app.log.warn({ err, key }, 'upload sweep could not delete an object; will retry');
      }
    } catch (err) {
      app.log.warn({ err }, 'upload sweep failed');
    }
  };
  const timer = setInterval(() => {
    // A sweep still going (a slow store) is not doubled up.
    running ??= sweep().finally(() => {
      running = null;
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
