import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityProfileSettings } from '../../../shared/contracts/settings';
import { communityProfileSchema } from '../../../shared/schema/forms/community';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { actorOf } from '../../lib/policy';
import { restrictTo } from '../../security/staff-only';
import { recordAudit } from '../audit/record';
import { communityDefaults, saveCommunityProfile, storedCommunityProfile } from './community';

/** Only what an admin changed, for the audit log (decision 020). */
function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys.length > 0,
  };
}

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
    async (request) => {
      await db.transaction(async (tx) => {
        const diff = changes(await storedCommunityProfile(tx), request.body);
        await saveCommunityProfile(tx, request.body);
        if (!diff.changed) return;
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'community',
          targetLabel: 'Community',
          before: diff.before,
          after: diff.after,
        });
      });
      return { settings: await storedCommunityProfile(db), defaults };
    },
  );
};
