import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../shared/contracts/common';
import {
  notificationEntry,
  notificationListQuery,
  notificationUnreadCount,
} from '../../../shared/contracts/notifications';
import type { Database } from '../../db/client';
import { sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { viewerOf } from '../../lib/policy';
import { listNotifications, markAllRead, markRead, unreadNotificationCount } from './service';

/**
 * The bell and the notifications page (issue 22, decision 025): a member reads and marks
 * only their own entries (members-only through the global guard; the queries are keyed
 * by the member, so nobody else's entry is reachable, 404).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tellOtherTabs = (userId: string) =>
    app.live.publish({ userIds: [userId] }, { type: 'notifications' });

  app.get(
    '/api/notifications',
    {
      schema: { querystring: notificationListQuery, response: { 200: z.array(notificationEntry) } },
    },
    async (request, reply) =>
      sendPage(request, reply, await listNotifications(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { response: { 200: notificationUnreadCount } } },
    async (request) => ({ count: await unreadNotificationCount(db, viewerOf(request)) }),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await markRead(db, viewer, request.params.id);
      await tellOtherTabs(viewer.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { response: { 204: noContent } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if ((await markAllRead(db, viewer)) > 0) await tellOtherTabs(viewer.id);
      return reply.code(204).send();
    },
  );
};
