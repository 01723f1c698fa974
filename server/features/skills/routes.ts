import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSkillFormSchema } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { MAX_INT } from '../../lib/sql';
import { addUserSkill, listSkills, listUserSkills, removeUserSkill } from './service';

export const SKILL_PAGE_DEFAULT = 50;
export const SKILL_PAGE_MAX = 200;

const skillListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SKILL_PAGE_MAX).default(SKILL_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(MAX_INT).default(0),
});

const memberParams = z.object({ id: z.string().min(1).max(255) });
const userSkillParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_INT)),
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

  app.get('/api/users/:id/skills', { schema: { params: memberParams } }, async (request) =>
    listUserSkills(db, request.params.id, request.userId!),
  );

  app.post(
    '/api/users/:id/skills',
    { schema: { params: memberParams, body: userSkillFormSchema } },
    async (request, reply) => {
      const row = await addUserSkill(db, request.params.id, request.userId!, request.body);
      return reply.code(201).send(row);
    },
  );

  app.delete(
    '/api/user-skills/:id',
    { schema: { params: userSkillParams } },
    async (request, reply) => {
      await removeUserSkill(db, request.params.id, request.userId!);
      return reply.code(204).send();
    },
  );
};
