import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHealth, communityConfig } from '../../../shared/contracts/site';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { PUBLIC } from '../../security/route-access';
import { joinSettings } from '../membership/settings';

/** Public facts about the community, for the landing page, footer and About page. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  const site = {
    communityName: config.COMMUNITY_NAME,
    city: config.COMMUNITY_CITY,
    region: config.COMMUNITY_REGION,
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    poweredBy: config.POWERED_BY,
    signIn: config.OIDC_ISSUER_URL ? ('provider' as const) : ('password' as const),
  };
  app.get(
    '/api/config',
    { ...PUBLIC, schema: { response: { 200: communityConfig } } },
    // The joining settings are the admins' to change: read now, so Get Started and the
    // user menu's Invite people follow at once.
    async () => ({ ...site, ...(await joinSettings(db, config.JOIN_MODE)) }),
  );
  app.get('/api/health', { ...PUBLIC, schema: { response: { 200: apiHealth } } }, async () => ({
    ok: true as const,
  }));
};
