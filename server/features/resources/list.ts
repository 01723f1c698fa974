import type { FastifyRequest } from 'fastify';
import { resource } from '../../../shared/contracts/resources';
import { resources } from '../../../shared/schema/resources';
import type { Database } from '../../db/client';
import {
  type Audience,
  hiddenOwnersFor,
  visibleToAudience,
  withHiddenFlag,
} from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { keptPage, type SharedPage } from '../../lib/kept-pages';
import {
  createdAtCursor,
  decodeCursor,
  type EncodedPage,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { listResourceRows } from './queries';
import { type ResourceQuery, resourceAbilities } from './service';

/** What of a listed resource is the viewer's own: what they may do, whether it is theirs. */
const resourceItem = viewerFieldsOf(resource, [
  'canReport',
  'mine',
  'canEdit',
  'canDelete',
  'deleteNeedsReason',
]);

type Row = { id: number; uploadedBy: string };

interface SharedResources extends SharedPage<Row> {
  /** Who shared a resource moderators hid: each of them reads the library as its owner. */
  hiddenUploaders: string[];
}

async function readSharedResources(
  db: Database,
  audience: Audience,
  q: ResourceQuery,
): Promise<SharedResources> {
  const after = decodeCursor(q.cursor, createdAtCursor);
  const [{ rows, total }, hiddenUploaders] = await Promise.all([
    listResourceRows(db, {
      ...q,
      after,
      visible: visibleToAudience(audience, {
        hiddenAt: resources.hiddenAt,
        authorId: resources.uploadedBy,
      }),
    }),
    hiddenOwnersFor(db, audience, {
      table: resources,
      owner: resources.uploadedBy,
      hiddenAt: resources.hiddenAt,
    }),
  ]);
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.id }));
  const items = page.items.map((row) => withHiddenFlag(withoutSortTime(row)));
  return {
    rows: items.map(({ id, uploadedBy }) => ({ id, uploadedBy })),
    kept: resourceItem.encodeShared(items),
    nextCursor: page.nextCursor,
    total,
    hiddenUploaders,
  };
}

/**
 * Newest first; search matches title or description case-insensitively (spec §4, on the
 * server). The page as its audience sees it is kept until a resource (its download count
 * too), a category or an uploader's profile changes (decision 045); what is the viewer's
 * own comes from the policy alone, so a kept page costs no statement beyond the session.
 */
export function listResources(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  q: ResourceQuery,
): Promise<EncodedPage> {
  return keptPage(db, request, viewer, {
    kept,
    domain: 'resources',
    question: [q.search, q.categoryId, q.type, q.limit, q.cursor],
    read: (audience) => readSharedResources(db, audience, q),
    own: async (page) => ({
      ownsHidden: page.hiddenUploaders.includes(viewer.id),
      fields: page.rows.map((row) => resourceAbilities(viewer, row)),
    }),
    join: (page, fields) => resourceItem.join(page.kept, fields),
  });
}
