import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discussion, discussionReply } from '../../../shared/contracts/discussions';
import {
  discussionEditSchema,
  editRevision,
  messageEditParams,
  messageEditSchema,
  replyEditParams,
  replyEditSchema,
  revisionParams,
} from '../../../shared/contracts/editing';
import { directMessage } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { STAFF_ROUTES, viewerOf } from '../../lib/policy';
import { restrictTo } from '../../security/staff-only';
import { editDiscussion, editMessage, editReply, listRevisions } from './service';

/**
 * Authors fix what they wrote (issue 23, decision 036): their discussion, their reply,
 * their message. Each answers the item as it now is, and open pages hear the hint the
 * item's creation sends, so they refetch.
 */
export const editingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.patch(
    '/api/discussions/:id',
    { schema: { params: idParams, body: discussionEditSchema, response: { 200: discussion } } },
    async (request) => {
      const edited = await editDiscussion(
        db,
        { viewer: viewerOf(request), discussionId: request.params.id },
        request.body,
      );
      // The same hint a reply sends: the discussion's open pages refetch it.
      if (!edited.hidden) {
        await app.live.publish({ everyone: true }, { type: 'reply', discussionId: edited.id });
      }
      return edited;
    },
  );

  app.patch(
    '/api/discussions/:id/replies/:replyId',
    {
      schema: {
        params: replyEditParams,
        body: replyEditSchema,
        response: { 200: discussionReply },
      },
    },
    async (request) => {
      const { reply, discussionHidden } = await editReply(
        db,
        {
          viewer: viewerOf(request),
          discussionId: request.params.id,
          replyId: request.params.replyId,
        },
        request.body.content,
      );
      if (!reply.hidden && !discussionHidden) {
        await app.live.publish(
          { everyone: true },
          { type: 'reply', discussionId: request.params.id },
        );
      }
      return reply;
    },
  );

  app.patch(
    '/api/messages/threads/:id/messages/:messageId',
    {
      schema: {
        params: messageEditParams,
        body: messageEditSchema,
        response: { 200: directMessage },
      },
    },
    async (request) => {
      const { members, ...edited } = await editMessage(
        db,
        {
          viewer: viewerOf(request),
          threadId: request.params.id,
          messageId: request.params.messageId,
        },
        request.body.content,
      );
      await app.live.publish(
        { userIds: members },
        { type: 'message', threadId: request.params.id },
      );
      return edited;
    },
  );
};

/** Earlier versions, for moderators and admins (`restrictTo`), like the other moderation routes. */
export const revisionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  restrictTo(app, STAFF_ROUTES.seeEarlierVersions);

  app.get(
    '/api/moderation/revisions/:itemType/:itemId',
    {
      schema: {
        params: revisionParams,
        querystring: z.object(pageQuery),
        response: { 200: z.array(editRevision) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listRevisions(db, request.params, request.query)),
  );
};
