import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversation,
  directMessage,
  threadPage,
  unreadCount as unreadCountAnswer,
} from '../../../shared/contracts/messages';
import { requiredText } from '../../../shared/schema/fields';
import { messageFormSchema } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { type ViewerSource, viewerOf } from '../../lib/policy';
import { listThreads, readThread, replyInThread, startThread, unreadCount } from './service';

/** Direct messages between two members: conversations, a thread, replies, the unread badge. */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    threadId: request.params.id,
  });

  app.post(
    '/api/messages',
    { schema: { body: messageFormSchema, response: { 201: directMessage } } },
    async (request, reply) =>
      reply.code(201).send(await startThread(db, viewerOf(request), request.body)),
  );

  app.get(
    '/api/messages',
    { schema: { querystring: z.object(pageQuery), response: { 200: z.array(conversation) } } },
    async (request, reply) =>
      sendPage(request, reply, await listThreads(db, request.userId!, request.query)),
  );

  app.get(
    '/api/messages/unread-count',
    { schema: { response: { 200: unreadCountAnswer } } },
    async (request) => ({ count: await unreadCount(db, request.userId!) }),
  );

  app.get(
    '/api/messages/threads/:id',
    {
      schema: {
        params: idParams,
        querystring: z.object({ before: z.string().max(500).optional() }),
        response: { 200: threadPage },
      },
    },
    async (request) => readThread(db, target(request), request.query.before),
  );

  app.post(
    '/api/messages/threads/:id/replies',
    {
      schema: {
        params: idParams,
        body: z.object({ content: requiredText(10000, 'Message is required') }),
        response: { 201: directMessage },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await replyInThread(db, target(request), request.body.content)),
  );
};
