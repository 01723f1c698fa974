import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { recorded } from './record';
import type { SubjectType } from './registry';
import { markSubjectRead } from './service';
import { NotificationWorker } from './worker';

/** What routes and tests use of the fan-out (decision 025). */
export interface Notifications {
  /** Handles recorded activities without waiting for the next poll (a started worker only). */
  nudge(): void;
  /** Handles everything pending now, in this call; tests await it. */
  drain(): Promise<number>;
  /** Marks the member's entries about a subject read; their other tabs hear of it. */
  markSubjectRead(userId: string, subjectType: SubjectType, subjectId: number): Promise<void>;
  readonly worker: NotificationWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export interface NotificationsPluginOptions {
  db: Database;
  /** Fan out from this process (servers do; tests call `drain`). */
  startWorker: boolean;
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance, { db, startWorker }: NotificationsPluginOptions) => {
    const tell = (userIds: string[]) => app.live.publish({ userIds }, { type: 'notifications' });
    const worker = new NotificationWorker({
      db,
      publish: tell,
      warn: (obj, msg) => app.log.warn(obj, msg),
    });
    const notifications: Notifications = {
      nudge: () => {
        if (startWorker) worker.nudge();
      },
      drain: () => worker.drain(),
      markSubjectRead: async (userId, subjectType, subjectId) => {
        if ((await markSubjectRead(db, userId, subjectType, subjectId)) > 0) await tell([userId]);
      },
      worker,
    };
    app.decorate('notifications', notifications);
    // A write that recorded an activity has committed once its answer has gone: the fan-out
    // starts then, after the member has their answer, and no other request pays for it.
    app.addHook('onResponse', async () => {
      if (!recorded.since) return;
      recorded.since = false;
      notifications.nudge();
    });
    if (startWorker) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'roundtable-notifications', dependencies: ['roundtable-live'] },
);
