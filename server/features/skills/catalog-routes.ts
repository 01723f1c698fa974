import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  skillCatalogQuery,
  skillMergeSchema,
  skillNameSchema,
} from '../../../shared/contracts/community';
import { adminSkill } from '../../../shared/contracts/settings';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { actorOf } from '../../lib/policy';
import { restrictTo } from '../../security/staff-only';
import { createSkill, listAdminSkills, mergeSkill, renameSkill } from './catalog-service';

/** The console's skill catalog (decision 023): admins add, rename and merge skills. */
export const skillCatalogAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  restrictTo(app, 'admin');

  app.get(
    '/api/admin/skills',
    {
      schema: {
        querystring: skillCatalogQuery.extend(pageQuery),
        response: { 200: adminSkill.array() },
      },
    },
    async (request, reply) => sendPage(request, reply, await listAdminSkills(db, request.query)),
  );

  app.post(
    '/api/admin/skills',
    { schema: { body: skillNameSchema, response: { 201: adminSkill } } },
    async (request, reply) =>
      reply.code(201).send(await createSkill(db, actorOf(request), request.body.name)),
  );

  app.patch(
    '/api/admin/skills/:id',
    { schema: { params: idParams, body: skillNameSchema, response: { 200: adminSkill } } },
    async (request) =>
      renameSkill(db, actorOf(request), { skillId: request.params.id, name: request.body.name }),
  );

  app.post(
    '/api/admin/skills/:id/merge',
    { schema: { params: idParams, body: skillMergeSchema, response: { 200: adminSkill } } },
    async (request) =>
      mergeSkill(db, actorOf(request), {
        skillId: request.params.id,
        targetId: request.body.targetId,
      }),
  );
};
