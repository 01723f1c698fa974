import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../shared/contracts/common';
import {
  DEFAULT_DISCUSSION_SORT,
  DISCUSSION_SORTS,
  discussion,
  discussionCategory,
  discussionListItem,
  discussionReply,
} from '../../../shared/contracts/discussions';
import { discussionFormSchema, replyFormSchema } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams, serialId } from '../../lib/params';
import { createReply, deleteReply, listReplies } from './replies-service';
import {
  createDiscussion,
  deleteDiscussion,
  listCategories,
  listDiscussions,
  openDiscussion,
} from './service';

const discussionParams = idParams;
const discussionListQuery = z.object({
  ...pageQuery,
  categoryId: serialId.optional(),
  sort: z
    .enum(DISCUSSION_SORTS, `sort must be one of: ${DISCUSSION_SORTS.join(', ')}`)
    .default(DEFAULT_DISCUSSION_SORT),
});
const pageOnlyQuery = z.object(pageQuery);
const replyParams = z.object({ id: serialId, replyId: serialId });

/**
 * Discussions (spec §2 "Discussions", "Discussion detail", §7). Members-only through the
 * global guard; only an author deletes, and a locked discussion takes no replies.
 */
export const discussionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const target = (request: { userId: string | null; params: { id: number } }) => ({
    viewerId: request.userId!,
    discussionId: request.params.id,
  });

  app.get(
    '/api/discussion-categories',
    { schema: { querystring: pageOnlyQuery, response: { 200: z.array(discussionCategory) } } },
    async (request, reply) => sendPage(request, reply, await listCategories(db, request.query)),
  );

  app.get(
    '/api/discussions',
    {
      schema: {
        querystring: discussionListQuery,
        response: { 200: z.array(discussionListItem) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listDiscussions(db, request.userId!, request.query)),
  );

  app.post(
    '/api/discussions',
    { schema: { body: discussionFormSchema, response: { 201: discussion } } },
    async (request, reply) =>
      reply.code(201).send(await createDiscussion(db, request.userId!, request.body)),
  );

  app.get(
    '/api/discussions/:id',
    { schema: { params: discussionParams, response: { 200: discussion } } },
    async (request) => openDiscussion(db, target(request)),
  );

  app.delete(
    '/api/discussions/:id',
    { schema: { params: discussionParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteDiscussion(db, target(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/discussions/:id/replies',
    {
      schema: {
        params: discussionParams,
        querystring: pageOnlyQuery,
        response: { 200: z.array(discussionReply) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listReplies(db, target(request), request.query)),
  );

  app.post(
    '/api/discussions/:id/replies',
    {
      schema: {
        params: discussionParams,
        body: replyFormSchema,
        response: { 201: discussionReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReply(db, target(request), request.body)),
  );

  // A reply's author deletes it (decision 011: a reply with answers stays as a tombstone).
  app.delete(
    '/api/discussions/:id/replies/:replyId',
    { schema: { params: replyParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteReply(db, { ...target(request), replyId: request.params.replyId });
      return reply.code(204).send();
    },
  );
};
