import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredText } from '../../../shared/schema/fields';
import { messageFormSchema } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { listThreads, readThread, replyInThread, startThread, unreadCount } from './service';

/** Direct messages between two members: conversations, a thread, replies, the unread badge. */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/api/messages', { schema: { body: messageFormSchema } }, async (request, reply) => {
    const message = await startThread(db, request.userId!, request.body);
    return reply.code(201).send(message);
  });

  app.get(
    '/api/messages',
    { schema: { querystring: z.object(pageQuery) } },
    async (request, reply) => {
      const page = await listThreads(db, request.userId!, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.get('/api/messages/unread-count', async (request) => ({
    count: await unreadCount(db, request.userId!),
  }));

  app.get(
    '/api/messages/threads/:id',
    {
      schema: {
        params: idParams,
        querystring: z.object({ before: z.string().max(500).optional() }),
      },
    },
    async (request) =>
      readThread(
        db,
        { viewerId: request.userId!, threadId: request.params.id },
        request.query.before,
      ),
  );

  app.post(
    '/api/messages/threads/:id/replies',
    {
      schema: {
        params: idParams,
        body: z.object({ content: requiredText(10000, 'Message is required') }),
      },
    },
    async (request, reply) => {
      const message = await replyInThread(
        db,
        { viewerId: request.userId!, threadId: request.params.id },
        request.body.content,
      );
      return reply.code(201).send(message);
    },
  );
};
