import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryArchiveSchema,
  categoryMoveSchema,
  categoryNameSchema,
} from '../../../shared/contracts/community';
import { adminCategory } from '../../../shared/contracts/settings';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { actorOf } from '../../lib/policy';
import { restrictTo } from '../../security/staff-only';
import {
  createCategory,
  listAdminCategories,
  moveCategory,
  renameCategory,
  setCategoryArchived,
} from './category-service';

/** The console's discussion categories (decision 023): admins add, rename, reorder, archive. */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  restrictTo(app, 'admin');

  app.get(
    '/api/admin/categories',
    { schema: { querystring: z.object(pageQuery), response: { 200: adminCategory.array() } } },
    async (request, reply) =>
      sendPage(request, reply, await listAdminCategories(db, request.query)),
  );

  app.post(
    '/api/admin/categories',
    { schema: { body: categoryNameSchema, response: { 201: adminCategory } } },
    async (request, reply) =>
      reply.code(201).send(await createCategory(db, actorOf(request), request.body.name)),
  );

  app.patch(
    '/api/admin/categories/:id',
    { schema: { params: idParams, body: categoryNameSchema, response: { 200: adminCategory } } },
    async (request) =>
      renameCategory(db, actorOf(request), {
        categoryId: request.params.id,
        name: request.body.name,
      }),
  );

  app.post(
    '/api/admin/categories/:id/move',
    { schema: { params: idParams, body: categoryMoveSchema, response: { 200: adminCategory } } },
    async (request) =>
      moveCategory(db, actorOf(request), {
        categoryId: request.params.id,
        direction: request.body.direction,
      }),
  );

  app.put(
    '/api/admin/categories/:id/archived',
    {
      schema: { params: idParams, body: categoryArchiveSchema, response: { 200: adminCategory } },
    },
    async (request) =>
      setCategoryArchived(db, actorOf(request), {
        categoryId: request.params.id,
        archived: request.body.archived,
      }),
  );
};
