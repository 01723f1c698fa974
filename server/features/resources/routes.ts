import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  download,
  RESOURCE_TYPES,
  resource,
  resourceCategory,
  resourceFormSchema,
} from '../../../shared/contracts/resources';
import type { Database } from '../../db/client';
import { keptPagesStore } from '../../lib/kept-pages';
import { deletionSchema, reasonOf } from '../../lib/moderation';
import { pageQuery, sendEncodedPage } from '../../lib/pagination';
import { idParams, serialId } from '../../lib/params';
import { actorOf, type ViewerSource, viewerOf } from '../../lib/policy';
import type { ObjectStore } from '../../storage/object-store';
import { registerReportable } from '../reports';
import { listResources } from './list';
import { resourceReportable } from './reportable';
import {
  createResource,
  deleteResource,
  getResource,
  listCategories,
  recordDownload,
  updateResource,
} from './service';

const listQuery = z.object({
  ...pageQuery,
  categoryId: z
    .union([z.literal('all'), serialId])
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  type: z
    .union([z.literal('all'), z.enum(RESOURCE_TYPES)])
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  search: z.string().trim().max(200).optional(),
});

/** The resource library (spec §2 "Resources", §7). Only a resource's uploader changes it. */
export const resourceRoutes: FastifyPluginAsyncZod<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(resourceReportable);
  // The library's pages as each audience sees them, kept until a resource changes (list.ts).
  const keptPages = keptPagesStore();
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    resourceId: request.params.id,
  });

  app.get(
    '/api/resource-categories',
    { schema: { response: { 200: z.array(resourceCategory) } } },
    async (request) => listCategories(db, viewerOf(request)),
  );

  app.get(
    '/api/resources',
    { schema: { querystring: listQuery, response: { 200: z.array(resource) } } },
    async (request, reply) =>
      sendEncodedPage(
        request,
        reply,
        await listResources(db, request, keptPages, viewerOf(request), request.query),
      ),
  );

  app.get(
    '/api/resources/:id',
    { schema: { params: idParams, response: { 200: resource } } },
    async (request) => getResource(db, target(request)),
  );

  app.post(
    '/api/resources',
    { schema: { body: resourceFormSchema, response: { 201: resource } } },
    async (request, reply) =>
      reply.code(201).send(await createResource(db, store, viewerOf(request), request.body)),
  );

  app.put(
    '/api/resources/:id',
    { schema: { params: idParams, body: resourceFormSchema, response: { 200: resource } } },
    async (request) => updateResource(db, store, target(request), request.body),
  );

  // The member who shared it deletes it, and so do staff with a reason (decision 022).
  app.delete('/api/resources/:id', { schema: deletionSchema(idParams) }, async (request, reply) => {
    await deleteResource(db, store, {
      actor: actorOf(request),
      resourceId: request.params.id,
      reason: reasonOf(request),
    });
    return reply.code(204).send();
  });

  app.post(
    '/api/resources/:id/download',
    { schema: { params: idParams, response: { 200: download } } },
    async (request) => recordDownload(db, request.params.id),
  );
};
