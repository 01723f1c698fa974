import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type DiscussionSort, discussionListItem } from '../../../shared/contracts/discussions';
import { discussions } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { withExcerpts } from '../../lib/excerpts';
import { type Audience, visibleToAudience } from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { keptPage, type SharedPage } from '../../lib/kept-pages';
import { decodeCursor, type EncodedPage, takePage } from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { MAX_INT } from '../../lib/sql';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { type DiscussionListRow, listDiscussionRows, NEW_FOR_MS, readMarksOf } from './queries';
import { DISCUSSION_ABILITIES, discussionAbilities } from './service';

/**
 * The list's order (pinned first, then latest activity or newest) is the cursor: the sort
 * it belongs to and all three keys, exactly. A cursor of one sort given with the other
 * fails to parse, so it is refused rather than read in the wrong order.
 */
const listCursor = (sort: DiscussionSort) =>
  z.object({
    sort: z.literal(sort),
    pinned: z.literal([0, 1]),
    at: z.iso.datetime(),
    id: z.number().int().min(0).max(MAX_INT),
  });

export interface DiscussionListQuery {
  sort: DiscussionSort;
  categoryId?: number;
  limit: number;
  cursor?: string;
}

/** What of a listed discussion is the viewer's own: what they may do, what is new to them. */
const listItem = viewerFieldsOf(discussionListItem, [
  ...DISCUSSION_ABILITIES,
  'newReplyCount',
  'isNew',
]);

async function readSharedPage(
  db: Database,
  audience: Audience,
  query: DiscussionListQuery,
): Promise<SharedPage<DiscussionListRow>> {
  const { sort } = query;
  const { rows, total } = await listDiscussionRows(db, {
    sort,
    categoryId: query.categoryId,
    limit: query.limit,
    after: decodeCursor(query.cursor, listCursor(sort)),
    visible: visibleToAudience(audience, discussions),
  });
  const page = takePage(rows, query.limit, (row) => ({
    sort,
    pinned: row.isPinned ? 1 : 0,
    at: row.sortTime,
    id: row.id,
  }));
  return {
    rows: page.items,
    kept: listItem.encodeShared(await withExcerpts(page.items)),
    ...page,
    total,
  };
}

/**
 * One page of discussions, pinned first then by the chosen order, each with what is new
 * to the viewer, and how many match in all. The page as its audience sees it is kept until
 * a discussion, reply, category or author changes (decision 045); what is the viewer's own
 * comes from one small statement (`readMarksOf`) and the policy, and is joined in.
 */
export function listDiscussions(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  query: DiscussionListQuery,
): Promise<EncodedPage> {
  return keptPage(db, request, viewer, {
    kept,
    domain: 'discussions',
    question: ['list', query.sort, query.categoryId, query.limit, query.cursor],
    read: (audience) => readSharedPage(db, audience, query),
    own: async (page) => {
      const { ownsHidden, marks } = await readMarksOf(
        db,
        viewer.id,
        page.rows.map((row) => row.id),
      );
      const newSince = Date.now() - NEW_FOR_MS;
      const fields = page.rows.map((row) => {
        const mark = marks.get(row.id);
        return {
          ...discussionAbilities(viewer, row),
          newReplyCount: mark?.newReplyCount ?? 0,
          isNew:
            !mark?.read &&
            row.authorId !== viewer.id &&
            new Date(row.lastActivityAt).getTime() > newSince,
        };
      });
      return { ownsHidden, fields };
    },
    join: (page, fields) => listItem.join(page.kept, fields),
  });
}
