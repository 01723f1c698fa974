import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { discussionReply } from '../../../shared/contracts/discussions';
import { discussionReplies, replyReactions } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import {
  type Audience,
  hiddenOwnersFor,
  requireVisible,
  visibleToAudience,
} from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { keptPage, type SharedPage } from '../../lib/kept-pages';
import {
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  type EncodedPage,
  takePage,
} from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { myReactionsOf } from '../../lib/reactions';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { findDiscussionState, listReplyRows, type ReplyRow } from './queries';
import { replyAbilities, sharedReply } from './replies-service';
import { DISCUSSION_NOT_FOUND } from './service';

/** What of a reply is the viewer's own: what they may do to it, and whether it is theirs. */
const replyItem = viewerFieldsOf(discussionReply, [
  'mine',
  'canEdit',
  'canDelete',
  'deleteNeedsReason',
  'canReport',
  'canUnhide',
  'canSeeEarlierVersions',
  'myReactions',
]);

interface SharedReplies extends SharedPage<ReplyRow> {
  /** The discussion as the rules read it; null when there is none. */
  discussion: Awaited<ReturnType<typeof findDiscussionState>>;
  /** Who wrote a reply moderators hid here: each of them reads the thread as its owner. */
  hiddenAuthors: string[];
}

async function readSharedReplies(
  db: Database,
  audience: Audience,
  discussionId: number,
  page: { limit: number; cursor?: string },
): Promise<SharedReplies> {
  const after = decodeCursor(page.cursor, createdAtCursor);
  const [discussion, { rows, total }, hiddenAuthors] = await Promise.all([
    findDiscussionState(db, discussionId),
    listReplyRows(db, {
      discussionId,
      limit: page.limit,
      after,
      visible: visibleToAudience(audience, discussionReplies),
    }),
    hiddenOwnersFor(db, audience, {
      table: discussionReplies,
      owner: discussionReplies.authorId,
      hiddenAt: discussionReplies.hiddenAt,
      where: eq(discussionReplies.discussionId, discussionId),
    }),
  ]);
  const { items, nextCursor } = takePage(rows, page.limit, createdAtCursorOf);
  return {
    discussion,
    rows: items,
    kept: replyItem.encodeShared(items.map(sharedReply)),
    nextCursor,
    total,
    hiddenAuthors,
  };
}

/**
 * A discussion's replies, oldest first (so a page never holds a reply before the reply it
 * answers), with their authors and parentReplyId to nest them; 404 when there is no such
 * discussion or moderators hid it from the viewer. The page as its audience sees it, with
 * the discussion's state, is kept until something in the domain changes (decision 045):
 * a kept page costs no statement beyond the session, since what is the viewer's own here
 * comes from the policy alone.
 */
export function listReplies(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  discussionId: number,
  page: { limit: number; cursor?: string },
): Promise<EncodedPage> {
  return keptPage(db, request, viewer, {
    kept,
    domain: 'discussions',
    question: ['replies', discussionId, page.limit, page.cursor],
    read: (audience) => readSharedReplies(db, audience, discussionId, page),
    own: async (shared) => {
      requireVisible(viewer, shared.discussion, DISCUSSION_NOT_FOUND);
      // The viewer's reactions (issue 37): one statement for the page's reacted-to replies,
      // none when nobody reacted to any of them.
      const reacted = shared.rows.filter((row) => row.reactions.length > 0).map((row) => row.id);
      const mine = await myReactionsOf(db, replyReactions, viewer.id, reacted);
      return {
        ownsHidden: shared.hiddenAuthors.includes(viewer.id),
        fields: shared.rows.map((row) => ({
          ...replyAbilities(viewer, row),
          myReactions: mine.get(row.id) ?? [],
        })),
      };
    },
    join: (page, fields) => replyItem.join(page.kept, fields),
  });
}
