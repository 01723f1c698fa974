import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { KeptAnswers } from '../../lib/kept-answers';
import { viewerOf } from '../../lib/policy';
import { keptCommunityProfile } from '../settings';
import { getDashboard } from './service';

/** The dashboard (spec §2): counts and Recent Activity, for any member. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  // Its counts and Recent Activity as each audience sees them (service.ts, decision 045).
  const kept = new KeptAnswers();
  const profile = keptCommunityProfile(db, config);
  app.get('/api/dashboard', { schema: { response: { 200: dashboard } } }, async (request) =>
    // The admins may move the community to another zone: "this week" follows at once.
    getDashboard(db, request, kept, (await profile(request)).timeZone, viewerOf(request)),
  );
};
