import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../shared/contracts/common';
import {
  catalogSkill,
  memberSkill,
  userSkillEditSchema,
  userSkillFormSchema,
} from '../../../shared/contracts/skills';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams, memberIdParams } from '../../lib/params';
import { type ViewerSource, viewerOf } from '../../lib/policy';
import {
  addUserSkill,
  editUserSkill,
  listSkills,
  listUserSkills,
  removeUserSkill,
} from './service';

const skillListQuery = z.object({
  ...pageQuery,
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});

/**
 * The skill catalog and members' skills (spec §2 "Skills & Expertise", §7). Every route
 * is members-only through the global guard; a member changes only their own skills.
 */
export const skillRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const memberTarget = (request: ViewerSource & { params: { id: string } }) => ({
    viewer: viewerOf(request),
    memberId: request.params.id,
  });

  app.get(
    '/api/skills',
    { schema: { querystring: skillListQuery, response: { 200: z.array(catalogSkill) } } },
    async (request, reply) => sendPage(request, reply, await listSkills(db, request.query)),
  );

  app.get(
    '/api/users/:id/skills',
    { schema: { params: memberIdParams, response: { 200: z.array(memberSkill) } } },
    async (request) => listUserSkills(db, memberTarget(request)),
  );

  app.post(
    '/api/users/:id/skills',
    {
      schema: { params: memberIdParams, body: userSkillFormSchema, response: { 201: memberSkill } },
    },
    async (request, reply) =>
      reply.code(201).send(await addUserSkill(db, memberTarget(request), request.body)),
  );

  // Edit a skill's level and years (issue 19): the same row, so its endorsements stay.
  app.patch(
    '/api/user-skills/:id',
    {
      schema: { params: idParams, body: userSkillEditSchema, response: { 200: memberSkill } },
    },
    async (request) =>
      editUserSkill(
        db,
        { viewer: viewerOf(request), userSkillId: request.params.id },
        request.body,
      ),
  );

  app.delete(
    '/api/user-skills/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await removeUserSkill(db, { viewer: viewerOf(request), userSkillId: request.params.id });
      return reply.code(204).send();
    },
  );
};
