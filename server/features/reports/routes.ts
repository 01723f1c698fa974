import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnly, noContent } from '../../../shared/contracts/common';
import {
  reportedItemParams,
  reportGroups,
  reportSchema,
  resolutionSchema,
} from '../../../shared/contracts/reports';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { actorOf, STAFF_ROUTES, viewerOf } from '../../lib/policy';
import { announceSessionsEnded } from '../../live/session-ended';
import { restrictTo } from '../../security/staff-only';
import type { ObjectStore } from '../../storage/object-store';
import { registerNotified } from '../notifications';
import { reportsNotified } from './notified';
import { createReport, listReportQueue, resolveReports, unhideItem } from './service';

/** Reporting an item: any member, about anyone else's item they can see (decision 021). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerNotified(reportsNotified);
  app.post(
    '/api/reports',
    { schema: { body: reportSchema, response: { 200: messageOnly } } },
    async (request) => createReport(db, viewerOf(request), request.body),
  );
};

/** The moderation queue and its actions: moderators and admins (`restrictTo`). */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  restrictTo(app, STAFF_ROUTES.moderate);

  app.get(
    '/api/moderation/reports',
    { schema: { querystring: z.object(pageQuery), response: { 200: reportGroups } } },
    async (request, reply) => sendPage(request, reply, await listReportQueue(db, request.query)),
  );

  app.post(
    '/api/moderation/reports/:itemType/:itemId/resolve',
    {
      schema: {
        params: reportedItemParams,
        body: resolutionSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { suspended } = await resolveReports(
        db,
        store,
        actorOf(request),
        request.params,
        request.body,
      );
      if (suspended) await announceSessionsEnded(request, suspended);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/moderation/hidden/:itemType/:itemId',
    { schema: { params: reportedItemParams, response: { 204: noContent } } },
    async (request, reply) => {
      await unhideItem(db, actorOf(request), request.params);
      return reply.code(204).send();
    },
  );
};
