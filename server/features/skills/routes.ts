import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSkillFormSchema } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { idParams, memberIdParams } from '../../lib/params';
import { MAX_INT } from '../../lib/sql';
import { addUserSkill, listSkills, listUserSkills, removeUserSkill } from './service';

export const SKILL_PAGE_DEFAULT = 50;
export const SKILL_PAGE_MAX = 200;

const skillListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SKILL_PAGE_MAX).default(SKILL_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(MAX_INT).default(0),
});

/**
 * The skill catalog and members' skills (spec §2 "Skills & Expertise", §7). Every route
 * is members-only through the global guard; a member changes only their own skills.
 */
export const skillRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/skills', { schema: { querystring: skillListQuery } }, async (request, reply) => {
    const { search, limit, offset } = request.query;
    const { rows, total } = await listSkills(db, { search: search || undefined, limit, offset });
    reply.header('x-total-count', String(total));
    if (offset + rows.length < total) {
      const next = new URLSearchParams();
      if (search) next.set('search', search);
      next.set('limit', String(limit));
      next.set('offset', String(offset + rows.length));
      reply.header('link', `</api/skills?${next}>; rel="next"`);
    }
    return rows;
  });

  app.get('/api/users/:id/skills', { schema: { params: memberIdParams } }, async (request) =>
    listUserSkills(db, { viewerId: request.userId!, memberId: request.params.id }),
  );

  app.post(
    '/api/users/:id/skills',
    { schema: { params: memberIdParams, body: userSkillFormSchema } },
    async (request, reply) => {
      const row = await addUserSkill(
        db,
        { viewerId: request.userId!, memberId: request.params.id },
        request.body,
      );
      return reply.code(201).send(row);
    },
  );

  app.delete('/api/user-skills/:id', { schema: { params: idParams } }, async (request, reply) => {
    await removeUserSkill(db, { viewerId: request.userId!, userSkillId: request.params.id });
    return reply.code(204).send();
  });
};
