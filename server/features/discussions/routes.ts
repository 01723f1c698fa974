import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, pageOnlyQuery } from '../../../shared/contracts/common';
import {
  discussion,
  discussionCategory,
  discussionFormSchema,
  discussionListItem,
  discussionListQuery,
  discussionReply,
  discussionReplyParams,
  openedDiscussion,
  replyFormSchema,
} from '../../../shared/contracts/discussions';
import { reactionParams, replyReactionParams } from '../../../shared/contracts/reactions';
import type { Database } from '../../db/client';
import { keptPagesStore } from '../../lib/kept-pages';
import { deletionSchema, reasonOf } from '../../lib/moderation';
import { sendEncoded, sendEncodedPage, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { actorOf, type ViewerSource, viewerOf } from '../../lib/policy';
import { reactionRoutes } from '../../lib/reaction-routes';
import { toggleRoutes } from '../../lib/toggle-routes';
import { registerNotified } from '../notifications';
import { registerReportable } from '../reports';
import { listDiscussions } from './list';
import { discussionsNotified } from './notified';
import { keptDiscussionsStore, openDiscussion } from './open';
import { listReactions, react } from './reactions';
import { listReplies } from './replies-list';
import { createReply, deleteReply } from './replies-service';
import { discussionReportable, replyReportable } from './reportable';
import {
  createDiscussion,
  deleteDiscussion,
  listCategories,
  markAllDiscussionsRead,
  setDiscussionFlag,
} from './service';

const discussionParams = idParams;

/**
 * Discussions (spec §2 "Discussions", "Discussion detail", §7). Members-only through the
 * global guard; an author deletes, and so do staff with a reason; a locked discussion
 * takes no replies from members; staff pin and lock (decision 018).
 */
export const discussionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The fan-out resolves its activities, and links its entries, through this (decision 025).
  registerNotified(discussionsNotified);
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(discussionReportable);
  registerReportable(replyReportable);
  // The list's and the threads' pages as each audience sees them, kept until something in
  // the discussions changes (list.ts, replies-list.ts), and each opened discussion (open.ts).
  const keptLists = keptPagesStore();
  const keptDiscussions = keptDiscussionsStore();
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    discussionId: request.params.id,
  });

  app.get(
    '/api/discussion-categories',
    { schema: { querystring: pageOnlyQuery, response: { 200: z.array(discussionCategory) } } },
    async (request, reply) =>
      sendPage(request, reply, await listCategories(db, viewerOf(request), request.query)),
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
      sendEncodedPage(
        request,
        reply,
        await listDiscussions(db, request, keptLists, viewerOf(request), request.query),
      ),
  );

  app.post(
    '/api/discussions',
    { schema: { body: discussionFormSchema, response: { 201: discussion } } },
    async (request, reply) =>
      reply.code(201).send(await createDiscussion(db, viewerOf(request), request.body)),
  );

  // "Mark all read" on the list: the member's own marks, so any member may, and only theirs.
  app.post(
    '/api/discussions/read-all',
    { schema: { response: { 204: noContent } } },
    async (request, reply) => {
      await markAllDiscussionsRead(db, viewerOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/discussions/:id',
    { schema: { params: discussionParams, response: { 200: openedDiscussion } } },
    async (request, reply) => {
      const opened = await openDiscussion(db, request, keptDiscussions, target(request));
      await app.notifications.markSubjectRead(request.userId!, 'discussion', request.params.id);
      return sendEncoded(reply, opened);
    },
  );

  app.delete(
    '/api/discussions/:id',
    {
      schema: deletionSchema(discussionParams),
    },
    async (request, reply) => {
      await deleteDiscussion(db, {
        actor: actorOf(request),
        discussionId: request.params.id,
        reason: reasonOf(request),
      });
      return reply.code(204).send();
    },
  );

  // Staff pin and lock (decision 018); each answers the discussion as it now is.
  for (const [path, flag] of [
    ['pin', 'pinned'],
    ['lock', 'locked'],
  ] as const) {
    toggleRoutes(
      app,
      `/api/discussions/:id/${path}`,
      { params: discussionParams, answer: discussion },
      (request, { id }, on) =>
        setDiscussionFlag(db, { actor: actorOf(request), discussionId: id }, flag, on),
    );
  }

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
      sendEncodedPage(
        request,
        reply,
        await listReplies(
          db,
          request,
          keptLists,
          viewerOf(request),
          request.params.id,
          request.query,
        ),
      ),
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
    async (request, reply) => {
      const { reply: created, discussionHidden } = await createReply(
        db,
        target(request),
        request.body,
      );
      // A hint to every open copy of the discussion; one moderators hid stays quiet.
      if (!created.hidden && !discussionHidden) {
        await app.live.publish(
          { everyone: true },
          { type: 'reply', discussionId: request.params.id },
        );
      }
      return reply.code(201).send(created);
    },
  );

  // Reactions (issue 37), on a discussion and on a reply: every open copy of the
  // discussion hears of the change as of a new reply, and refetches its (kept) page. The
  // hint names the discussion only; who may not see it gets nothing more by refetching.
  const reacted = async <T>(discussionId: number, reactions: T) => {
    await app.live.publish({ everyone: true }, { type: 'reply', discussionId });
    return reactions;
  };
  reactionRoutes(app, {
    url: '/api/discussions/:id',
    item: discussionParams,
    toggle: reactionParams,
    react: async (request, { id, reaction }, on) =>
      reacted(id, await react(db, { viewer: viewerOf(request), discussionId: id }, reaction, on)),
    list: (request, { id }, query) =>
      listReactions(db, { viewer: viewerOf(request), discussionId: id }, query),
  });
  reactionRoutes(app, {
    url: '/api/discussions/:id/replies/:replyId',
    item: discussionReplyParams,
    toggle: replyReactionParams,
    react: async (request, { id, replyId, reaction }, on) =>
      reacted(
        id,
        await react(db, { viewer: viewerOf(request), discussionId: id, replyId }, reaction, on),
      ),
    list: (request, { id, replyId }, query) =>
      listReactions(db, { viewer: viewerOf(request), discussionId: id, replyId }, query),
  });

  // A reply's author deletes it (decision 011: a reply with answers stays as a tombstone),
  // and so do staff with a reason (decision 018).
  app.delete(
    '/api/discussions/:id/replies/:replyId',
    {
      schema: deletionSchema(discussionReplyParams),
    },
    async (request, reply) => {
      await deleteReply(db, {
        actor: actorOf(request),
        discussionId: request.params.id,
        replyId: request.params.replyId,
        reason: reasonOf(request),
      });
      return reply.code(204).send();
    },
  );
};
