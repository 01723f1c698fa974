import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityProfileSchema } from '../../../shared/contracts/community';
import { communityProfileSettings } from '../../../shared/contracts/settings';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { actorOf } from '../../lib/policy';
import { restrictTo } from '../../security/staff-only';
import { communityDefaults, storedCommunityProfile, updateCommunityProfile } from './community';

/** The console's community profile (decision 023): name, place, zone, About texts, contacts. */
export const communitySettingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
}> = async (app, { db, config }) => {
  restrictTo(app, 'admin');
  const defaults = communityDefaults(config);

  app.get(
    '/api/admin/settings/community',
    { schema: { response: { 200: communityProfileSettings } } },
    async () => ({ settings: await storedCommunityProfile(db), defaults }),
  );

  app.put(
    '/api/admin/settings/community',
    {
      schema: { body: communityProfileSchema, response: { 200: communityProfileSettings } },
    },
    async (request) => ({
      settings: await updateCommunityProfile(db, actorOf(request), request.body),
      defaults,
    }),
  );
};
