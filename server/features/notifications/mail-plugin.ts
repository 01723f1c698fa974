import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { localSecret } from '../../storage/local-store';
import { communityProfile } from '../settings';
import type { NotificationMailDeps } from './mail-common';
import { sweepDigests } from './mail-digest';
import { sweepInstantMail } from './mail-instant';
import { preferencesRoutes } from './preferences-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

const MINUTE = 60_000;

/** The sweeps, as tests (and a future admin "send now") call them. */
export interface NotificationMail {
  sweepInstant(): Promise<number>;
  /** `now`: the moment the digest's hour is judged at (tests travel in time with it). */
  sweepDigests(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationMail: NotificationMail;
  }
}

/**
 * Notifications by e-mail (decision 025): the preferences and unsubscribe routes, and the
 * two sweeps, run in every server process beside the outbox worker (the row locks keep
 * processes apart). Tests call the sweeps themselves (`sweepInstantMail`, `sweepDigests`).
 */
export const notificationMailPlugin = fp(
  async (
    app: FastifyInstance,
    { config, db, startSweeps }: { config: Config; db: Database; startSweeps: boolean },
  ) => {
    // The secret that signs upload addresses; each use derives its own key from it.
    const secret = await localSecret(resolve(config.DATA_DIR), config.APP_SECRET);
    const timeZone = async () => (await communityProfile(db, config)).timeZone;
    await app.register(preferencesRoutes, { db, timeZone });
    await app.register(unsubscribeRoutes, { db, secret });

    const deps: NotificationMailDeps = { config, secret, nudge: () => app.mail.nudge() };
    app.decorate('notificationMail', {
      sweepInstant: () => sweepInstantMail(db, deps),
      sweepDigests: (now?: Date) => sweepDigests(db, deps, now),
    });
    if (!startSweeps) return;
    const timers: NodeJS.Timeout[] = [];
    const runs = new Set<Promise<unknown>>();
    const every = (ms: number, name: string, sweep: () => Promise<unknown>) => {
      let running: Promise<unknown> | null = null;
      const run = () => {
        // A sweep slower than its period is not started twice in one process.
        if (running) return;
        const current = sweep()
          .catch((err) => app.log.warn({ err }, `${name} failed`))
          .finally(() => {
            running = null;
            runs.delete(current);
          });
        running = current;
        runs.add(current);
      };
      const timer = setInterval(run, ms);
      timer.unref();
      timers.push(timer);
      // A restart does not hold back what came due while the process was down.
      run();
    };
    app.addHook('onReady', async () => {
      every(MINUTE, 'notification mail sweep', () => sweepInstantMail(db, deps));
      every(10 * MINUTE, 'digest sweep', () => sweepDigests(db, deps));
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(runs);
    });
  },
  { name: 'roundtable-notification-mail', dependencies: ['roundtable-mail'] },
);
