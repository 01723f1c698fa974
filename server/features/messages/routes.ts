import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../shared/contracts/common';
import { messageEditParams, messageEditSchema } from '../../../shared/contracts/editing';
import {
  addMembersSchema,
  conversation,
  directMessage,
  messageFormSchema,
  messageSearchHit,
  renameConversationSchema,
  threadHead,
  threadPage,
  unreadCount as unreadCountAnswer,
} from '../../../shared/contracts/messages';
import { messageReactionParams } from '../../../shared/contracts/reactions';
import { searchText } from '../../../shared/contracts/search-text';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { type ViewerSource, viewerOf } from '../../lib/policy';
import { reactionRoutes } from '../../lib/reaction-routes';
import { registerNotified } from '../notifications';
import { registerReportable } from '../reports';
import { addMembers, leaveConversation, renameConversation } from './members';
import { messagesNotified } from './notified';
import { listMessageReactions, reactToMessage } from './reactions';
import { messageReportable } from './reportable';
import { searchMessages } from './search';
import { listThreads, readThread, replyInThread, startThread, unreadCount } from './service';

/**
 * Direct messages: conversations of two members or a group (issue 37), a thread, replies,
 * its people and name, the unread badge.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The fan-out resolves its activities, and links its entries, through this (decision 025).
  registerNotified(messagesNotified);
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(messageReportable);
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    threadId: request.params.id,
  });
  // Every member's open inbox and thread refetch (the sender's other tabs too); `members`
  // names them as they were before the change, so someone leaving hears of it too.
  const hintMembers = (members: readonly string[], threadId: number) =>
    app.live.publish({ userIds: [...members] }, { type: 'message', threadId });

  app.post(
    '/api/messages',
    { schema: { body: messageFormSchema, response: { 201: directMessage } } },
    async (request, reply) => {
      const { members, ...sent } = await startThread(db, viewerOf(request), request.body);
      await hintMembers(members, sent.threadId);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/messages',
    { schema: { querystring: z.object(pageQuery), response: { 200: z.array(conversation) } } },
    async (request, reply) =>
      sendPage(request, reply, await listThreads(db, request.userId!, request.query)),
  );

  // The viewer's own messages matching a search (issue 23): the only place messages are
  // searched; /api/search never returns them (decision 026).
  app.get(
    '/api/messages/search',
    {
      schema: {
        querystring: z.object({ ...pageQuery, q: searchText }),
        response: { 200: z.array(messageSearchHit) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await searchMessages(db, viewerOf(request), request.query)),
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
    async (request) => {
      const page = await readThread(db, target(request), request.query.before);
      await app.notifications.markSubjectRead(request.userId!, 'thread', request.params.id);
      return page;
    },
  );

  app.post(
    '/api/messages/threads/:id/replies',
    {
      schema: {
        params: idParams,
        // A reply in a thread has the message dialog's content field, and its limits.
        body: messageEditSchema,
        response: { 201: directMessage },
      },
    },
    async (request, reply) => {
      const { members, ...sent } = await replyInThread(db, target(request), request.body.content);
      await hintMembers(members, sent.threadId);
      return reply.code(201).send(sent);
    },
  );

  // A conversation's people and name (issue 37): any member adds people (up to 20 in
  // all), names a group, or leaves one.
  app.post(
    '/api/messages/threads/:id/members',
    { schema: { params: idParams, body: addMembersSchema, response: { 200: threadHead } } },
    async (request) => {
      const { head, members } = await addMembers(db, target(request), request.body.userIds);
      await hintMembers(members, request.params.id);
      return head;
    },
  );

  app.delete(
    '/api/messages/threads/:id/members/me',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { members } = await leaveConversation(db, target(request));
      await hintMembers(members, request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/messages/threads/:id',
    {
      schema: { params: idParams, body: renameConversationSchema, response: { 200: threadHead } },
    },
    async (request) => {
      const { head, members } = await renameConversation(db, target(request), request.body.name);
      await hintMembers(members, request.params.id);
      return head;
    },
  );

  // Reactions (issue 37): every member's open copy of the thread refetches.
  reactionRoutes(app, {
    url: '/api/messages/threads/:id/messages/:messageId',
    item: messageEditParams,
    toggle: messageReactionParams,
    react: async (request, { id, messageId, reaction }, on) => {
      const { reactions, members } = await reactToMessage(
        db,
        { viewer: viewerOf(request), threadId: id, messageId },
        reaction,
        on,
      );
      await app.live.publish({ userIds: members }, { type: 'message', threadId: id });
      return reactions;
    },
    list: (request, { id, messageId }, query) =>
      listMessageReactions(db, { viewer: viewerOf(request), threadId: id, messageId }, query),
  });
};
