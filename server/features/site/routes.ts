import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHealth, communityConfig } from '../../../shared/contracts/site';
import { setupNeededCheck } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { PUBLIC } from '../../security/route-access';
import { joinSettings } from '../membership';
import { communityProfile } from '../settings';

/** Public facts about the community, for the landing page, footer and About page. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  const site = {
    poweredBy: config.POWERED_BY,
    signIn: config.OIDC_ISSUER_URL ? ('provider' as const) : ('password' as const),
  };
  const setupNeeded = setupNeededCheck(db);
  app.get(
    '/api/config',
    { ...PUBLIC, schema: { response: { 200: communityConfig } } },
    // The profile and the joining settings are the admins' to change: read now, so the
    // footer, the About page, Get Started and the user menu's Invite people follow at once.
    async () => {
      const [profile, joining, needsSetup] = await Promise.all([
        communityProfile(db, config),
        joinSettings(db, config.JOIN_MODE),
        setupNeeded(),
      ]);
      return { ...site, ...profile, ...joining, setupNeeded: needsSetup };
    },
  );
  app.get('/api/health', { ...PUBLIC, schema: { response: { 200: apiHealth } } }, async () => ({
    ok: true as const,
  }));
};
