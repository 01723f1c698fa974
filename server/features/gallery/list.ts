import type { FastifyRequest } from 'fastify';
import { photo } from '../../../shared/contracts/gallery';
import { photoReactions, photos } from '../../../shared/schema/gallery';
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
  createdAtCursorOf,
  decodeCursor,
  type EncodedPage,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { myReactionsOf } from '../../lib/reactions';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { listPhotoRows } from './queries';
import { photoAbilities } from './service';

/**
 * What of a listed photo is the viewer's own: what they may do, whether it is theirs, and
 * the reactions they left.
 */
const photoItem = viewerFieldsOf(photo, [
  'canReport',
  'mine',
  'canEdit',
  'canDelete',
  'deleteNeedsReason',
  'myReactions',
]);

type Row = { id: number; uploadedBy: string; reacted: boolean };

interface SharedPhotos extends SharedPage<Row> {
  /** Who uploaded a photo moderators hid: each of them sees the gallery as its owner. */
  hiddenUploaders: string[];
}

export interface PhotoPageQuery {
  albumId?: number;
  limit: number;
  cursor?: string;
}

async function readSharedPhotos(
  db: Database,
  audience: Audience,
  q: PhotoPageQuery,
): Promise<SharedPhotos> {
  const after = decodeCursor(q.cursor, createdAtCursor);
  const [{ rows, total }, hiddenUploaders] = await Promise.all([
    listPhotoRows(db, {
      albumId: q.albumId,
      limit: q.limit,
      after,
      visible: visibleToAudience(audience, {
        hiddenAt: photos.hiddenAt,
        authorId: photos.uploadedBy,
      }),
    }),
    hiddenOwnersFor(db, audience, {
      table: photos,
      owner: photos.uploadedBy,
      hiddenAt: photos.hiddenAt,
    }),
  ]);
  const page = takePage(rows, q.limit, createdAtCursorOf);
  const items = page.items.map((row) => withHiddenFlag(withoutSortTime(row)));
  return {
    rows: items.map(({ id, uploadedBy, reactions }) => ({
      id,
      uploadedBy,
      reacted: reactions.length > 0,
    })),
    kept: photoItem.encodeShared(items),
    nextCursor: page.nextCursor,
    total,
    hiddenUploaders,
  };
}

/**
 * Newest first, paged, an album's or the whole gallery's. The page as its audience sees
 * it is kept until a photo (its thumbnail too) or an uploader's profile changes (decision
 * 045); what is the viewer's own comes from the policy alone, so a kept page
 * costs no statement beyond the session.
 */
export function listPhotos(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  q: PhotoPageQuery,
): Promise<EncodedPage> {
  return keptPage(db, request, viewer, {
    kept,
    domain: 'gallery',
    question: [q.albumId, q.limit, q.cursor],
    read: (audience) => readSharedPhotos(db, audience, q),
    own: async (page) => {
      // The viewer's reactions (issue 37): one statement for the page's reacted-to photos,
      // none when nobody reacted to any of them.
      const reacted = page.rows.filter((row) => row.reacted).map((row) => row.id);
      const mine = await myReactionsOf(db, photoReactions, viewer.id, reacted);
      return {
        ownsHidden: page.hiddenUploaders.includes(viewer.id),
        fields: page.rows.map((row) => ({
          ...photoAbilities(viewer, row),
          myReactions: mine.get(row.id) ?? [],
        })),
      };
    },
    join: (page, fields) => photoItem.join(page.kept, fields),
  });
}
