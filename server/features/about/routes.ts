import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutPage, aboutPageSchema, aboutPageSettings } from '../../../shared/contracts/about';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { keptAnswer } from '../../lib/generations';
import { KeptAnswers } from '../../lib/kept-answers';
import { actorOf } from '../../lib/policy';
import { restrictTo } from '../../security/staff-only';
import { communityProfile } from '../settings';
import { aboutContent, aboutDefaults, liveFigures, storedAbout, updateAbout } from './service';

/**
 * The About page (decision 049): members read it, the same for everyone, kept until the
 * settings or a member change; the live figures are counted at each read.
 */
export const aboutRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const kept = new KeptAnswers(1);
  app.get('/api/about', { schema: { response: { 200: aboutPage } } }, async (request) => {
    const { figureMode, ...content } = await keptAnswer(
      db,
      request,
      { kept, domain: ['settings', 'members'], key: 'about' },
      async () => aboutContent(db, await communityProfile(db, config)),
    );
    return figureMode === 'live' ? { ...content, figures: await liveFigures(db) } : content;
  });
};

/** The console's About page section: what the admins chose, and the standard texts. */
export const aboutSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  restrictTo(app, 'admin');
  const contacts = { email: config.CONTACT_EMAIL, phone: config.CONTACT_PHONE };
  const defaults = async () => aboutDefaults(await communityProfile(db, config), contacts);

  app.get(
    '/api/admin/settings/about',
    { schema: { response: { 200: aboutPageSettings } } },
    async () => ({ settings: await storedAbout(db), defaults: await defaults() }),
  );

  app.put(
    '/api/admin/settings/about',
    { schema: { body: aboutPageSchema, response: { 200: aboutPageSettings } } },
    async (request) => ({
      settings: await updateAbout(db, actorOf(request), request.body),
      defaults: await defaults(),
    }),
  );
};
