import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endorsementFormSchema } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import {
  endorse,
  listEndorsements,
  listMembers,
  MEMBER_FILTERS,
  withdrawEndorsement,
} from './service';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/users',
    {
      schema: {
        querystring: z.object({
          ...pageQuery,
          search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
          filter: z.enum(MEMBER_FILTERS).default('all'),
        }),
      },
    },
    async (request, reply) => {
      const page = await listMembers(db, request.userId!, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.post(
    '/api/user-skills/:id/endorse',
    { schema: { params: idParams, body: endorsementFormSchema.nullish() } },
    async (request, reply) => {
      const result = await endorse(
        db,
        { viewerId: request.userId!, userSkillId: request.params.id },
        request.body?.comment ?? null,
      );
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/user-skills/:id/endorse',
    { schema: { params: idParams } },
    async (request, reply) => {
      await withdrawEndorsement(db, { viewerId: request.userId!, userSkillId: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get('/api/user-skills/:id/endorsements', { schema: { params: idParams } }, async (request) =>
    listEndorsements(db, request.params.id),
  );
};
