import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discussionFormSchema, replyFormSchema } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams, serialId } from '../../lib/params';
import { createReply, listReplies } from './replies-service';
import {
  createDiscussion,
  deleteDiscussion,
  listCategories,
  listDiscussions,
  openDiscussion,
} from './service';

const discussionParams = idParams;
const discussionListQuery = z.object({ ...pageQuery, categoryId: serialId.optional() });
const pageOnlyQuery = z.object(pageQuery);

/**
 * Discussions (spec §2 "Discussions", "Discussion detail", §7). Members-only through the
 * global guard; only an author deletes, and a locked discussion takes no replies.
 */
export const discussionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/discussion-categories',
    { schema: { querystring: pageOnlyQuery } },
    async (request, reply) => {
      const page = await listCategories(db, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.get(
    '/api/discussions',
    { schema: { querystring: discussionListQuery } },
    async (request, reply) => {
      const page = await listDiscussions(db, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.post('/api/discussions', { schema: { body: discussionFormSchema } }, async (request, reply) =>
    reply.code(201).send(await createDiscussion(db, request.userId!, request.body)),
  );

  app.get('/api/discussions/:id', { schema: { params: discussionParams } }, async (request) =>
    openDiscussion(db, { viewerId: request.userId!, discussionId: request.params.id }),
  );

  app.delete(
    '/api/discussions/:id',
    { schema: { params: discussionParams } },
    async (request, reply) => {
      await deleteDiscussion(db, { viewerId: request.userId!, discussionId: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/discussions/:id/replies',
    { schema: { params: discussionParams, querystring: pageOnlyQuery } },
    async (request, reply) => {
      const page = await listReplies(db, request.params.id, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.post(
    '/api/discussions/:id/replies',
    { schema: { params: discussionParams, body: replyFormSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createReply(
            db,
            { viewerId: request.userId!, discussionId: request.params.id },
            request.body,
          ),
        ),
  );
};
