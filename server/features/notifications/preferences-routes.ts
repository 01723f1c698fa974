import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPreferencesAnswer,
  notificationPreferencesSchema,
} from '../../../shared/contracts/notifications';
import type { Database } from '../../db/client';
import { viewerOf } from '../../lib/policy';
import { readPreferences, savePreferences } from './preferences-service';

/**
 * A member's own e-mail preferences (decision 025). Members-only (the default); the session
 * says whose, so there is no id in the path to get wrong. The zone comes along so the page
 * can name the zone the hour is read in.
 */
export const preferencesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  timeZone: () => Promise<string>;
}> = async (app, { db, timeZone }) => {
  const answer = async (userId: string) => ({
    ...(await readPreferences(db, userId)),
    timeZone: await timeZone(),
  });

  app.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: notificationPreferencesAnswer } } },
    async (request) => answer(viewerOf(request).id),
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesAnswer },
      },
    },
    async (request) => {
      const { id } = viewerOf(request);
      await savePreferences(db, id, request.body);
      return answer(id);
    },
  );
};
