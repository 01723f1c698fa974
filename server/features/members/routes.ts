import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../shared/contracts/common';
import {
  directoryMember,
  endorsed,
  endorsement,
  memberProfile,
} from '../../../shared/contracts/members';
import { endorsementFormSchema } from '../../../shared/contracts/skills';
import type { Database } from '../../db/client';
import { keptPagesStore } from '../../lib/kept-pages';
import { pageQuery, sendEncodedPage, sendPage } from '../../lib/pagination';
import { idParams, memberIdParams } from '../../lib/params';
import { type ViewerSource, viewerOf } from '../../lib/policy';
import { registerNotified } from '../notifications';
import { registerReportable } from '../reports';
import { listMembers } from './list';
import { membersNotified } from './notified';
import { profileReportable } from './reportable';
import {
  endorse,
  getMemberProfile,
  listEndorsements,
  MEMBER_FILTERS,
  withdrawEndorsement,
} from './service';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The fan-out resolves its activities, and links its entries, through this (decision 025).
  registerNotified(membersNotified);
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(profileReportable);
  // The directory's pages as each audience sees them, kept until a card changes (list.ts).
  const keptPages = keptPagesStore();
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    userSkillId: request.params.id,
  });

  app.get(
    '/api/users',
    {
      schema: {
        querystring: z.object({
          ...pageQuery,
          search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
          filter: z.enum(MEMBER_FILTERS).default('all'),
        }),
        response: { 200: z.array(directoryMember) },
      },
    },
    async (request, reply) =>
      sendEncodedPage(
        request,
        reply,
        await listMembers(db, request, keptPages, viewerOf(request), request.query),
      ),
  );

  app.get(
    '/api/users/:id/profile',
    { schema: { params: memberIdParams, response: { 200: memberProfile } } },
    async (request) =>
      getMemberProfile(db, { viewer: viewerOf(request), memberId: request.params.id }),
  );

  app.post(
    '/api/user-skills/:id/endorse',
    {
      schema: {
        params: idParams,
        body: endorsementFormSchema.nullish(),
        response: { 201: endorsed },
      },
    },
    async (request, reply) => {
      const result = await endorse(db, target(request), request.body?.comment ?? null);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/user-skills/:id/endorse',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await withdrawEndorsement(db, target(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/user-skills/:id/endorsements',
    {
      schema: {
        params: idParams,
        querystring: z.object(pageQuery),
        response: { 200: z.array(endorsement) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listEndorsements(db, target(request), request.query)),
  );
};
