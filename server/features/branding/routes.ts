import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedLogoOf } from '../../../shared/branding';
import { branding, brandingLogoSchema, brandingSchema } from '../../../shared/contracts/branding';
import type { Database } from '../../db/client';
import { actorOf } from '../../lib/policy';
import { PUBLIC } from '../../security/route-access';
import { restrictTo } from '../../security/staff-only';
import type { ObjectStore } from '../../storage/object-store';
import { objectKeyOf } from '../../storage/release';
import { currentLogoPath, removeLogo, setLogo, updateAccent } from './service';

interface Options {
  db: Database;
  store: ObjectStore;
}

/**
 * The logo's files (decision 050): public, since the landing page, the browser tab and
 * e-mails show them to people who are not signed in. Only the sizes of the logo shown now
 * are served; each upload has its own name, so a name never changes its bytes and a
 * browser may keep it for good.
 */
export const brandingFileRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, store }) => {
  app.get(
    '/branding/:file',
    { ...PUBLIC, schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const wanted = storedLogoOf(request.params.file);
      const current = wanted ? await currentLogoPath(db, wanted.size) : null;
      const key = wanted && current === wanted.path ? objectKeyOf(current) : null;
      const info = key ? await store.stat(key) : null;
      if (!key || !info) return reply.code(404).send({ message: 'Not found' });
      reply.headers({
        'content-type': 'image/png',
        'content-length': info.size,
        etag: info.etag,
        // Each browser keeps it (like `/objects/*`); shared caches keep nothing of members'.
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();
      return reply.send(await store.read(key));
    },
  );
};

/** The console's Branding section: admins only, each change audited as "Branding". */
export const brandingSettingsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, store },
) => {
  restrictTo(app, 'admin');

  app.put(
    '/api/admin/settings/branding',
    { schema: { body: brandingSchema, response: { 200: branding } } },
    async (request) => updateAccent(db, actorOf(request), request.body.accent),
  );

  app.put(
    '/api/admin/settings/branding/logo',
    { schema: { body: brandingLogoSchema, response: { 200: branding } } },
    async (request) => setLogo(db, store, actorOf(request), request.body.imageURL),
  );

  app.delete(
    '/api/admin/settings/branding/logo',
    { schema: { response: { 200: branding } } },
    async (request) => removeLogo(db, store, actorOf(request)),
  );
};
