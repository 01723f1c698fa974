import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApplications,
  applicationDecisionResult,
  applicationDecisionSchema,
  applicationFilters,
  joinSettings as joinSettingsContract,
  joinSettingsSchema,
} from '../../../shared/contracts/membership';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { pageQuery, sendPage } from '../../lib/pagination';
import { restrictTo } from '../../security/staff-only';
import { recordAudit } from '../audit';
import { registerNotified } from '../notifications';
import { communityProfile } from '../settings';
import { decideApplications, listApplications } from './applications';
import { membershipNotified } from './notified';
import { joinSettings, saveJoinSettings } from './settings';

/**
 * The console's joining parts: the applications queue and the joining settings. Admins
 * only, asked before the input is read, like the rest of the console.
 */
export const membershipAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
}> = async (app, { db, config }) => {
  // The fan-out resolves its activities, and links its entries, through this (decision 025).
  registerNotified(membershipNotified);
  restrictTo(app, 'admin');

  app.get(
    '/api/admin/applications',
    {
      schema: {
        querystring: applicationFilters.extend(pageQuery),
        response: { 200: adminApplications },
      },
    },
    async (request, reply) => sendPage(request, reply, await listApplications(db, request.query)),
  );

  app.post(
    '/api/admin/applications/decide',
    {
      schema: {
        body: applicationDecisionSchema,
        response: { 200: applicationDecisionResult },
      },
    },
    async (request) => {
      const { applicantIds, ...result } = await decideApplications(
        db,
        app.mail,
        await app.mail.brand(),
        request.member!,
        request.body,
        (await communityProfile(db, config)).timeZone,
      );
      // An applicant waiting on their page sees it move on by itself (issue 36).
      if (applicantIds.length > 0) {
        await app.live.publish({ userIds: applicantIds }, { type: 'membership' });
      }
      return result;
    },
  );

  app.get(
    '/api/admin/settings/joining',
    { schema: { response: { 200: joinSettingsContract } } },
    async () => joinSettings(db, config.JOIN_MODE),
  );

  app.put(
    '/api/admin/settings/joining',
    { schema: { body: joinSettingsSchema, response: { 200: joinSettingsContract } } },
    async (request) => {
      await db.transaction(async (tx) => {
        const before = await joinSettings(tx, config.JOIN_MODE);
        await saveJoinSettings(tx, request.body);
        await recordAudit(tx, {
          actor: request.member!,
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'joining',
          targetLabel: 'Joining',
          before,
          after: request.body,
        });
      });
      return joinSettings(db, config.JOIN_MODE);
    },
  );
};
