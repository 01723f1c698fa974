import { eq } from 'drizzle-orm';
import type { Reaction } from '../../../shared/contracts/reactions';
import { photoReactions, photos } from '../../../shared/schema/gallery';
import type { Database } from '../../db/client';
import { hiddenFlag, requireVisible } from '../../lib/hidden';
import type { Viewer } from '../../lib/policy';
import { listReactionEntries, type ReactedItem, toggleReaction } from '../../lib/reactions';
import { recordActivity } from '../notifications';
import { PHOTO_NOT_FOUND } from './service';

/**
 * Reactions to photos (issue 37): anyone who may see the photo may react to it; one
 * moderators hid is not found for anyone but its uploader and staff (decision 021).
 */
async function findPhoto(db: Database, viewer: Viewer, photoId: number): Promise<ReactedItem> {
  const [row] = await db
    .select({ authorId: photos.uploadedBy, hidden: hiddenFlag(photos.hiddenAt) })
    .from(photos)
    .where(eq(photos.id, photoId));
  const photo = requireVisible(viewer, row ?? null, PHOTO_NOT_FOUND);
  return {
    table: photoReactions,
    itemId: photoId,
    authorId: photo.authorId,
    notFoundMessage: PHOTO_NOT_FOUND,
  };
}

/** Leaves or takes back a reaction; the uploader hears of a member's first one. */
export async function reactToPhoto(
  db: Database,
  viewer: Viewer,
  photoId: number,
  reaction: Reaction,
  on: boolean,
) {
  const found = await findPhoto(db, viewer, photoId);
  return toggleReaction(db, found, { viewerId: viewer.id, reaction, on }, (tx) =>
    recordActivity(tx, { kind: 'photo_reaction', actorId: viewer.id, payload: { photoId } }),
  );
}

/** Who reacted to the photo, newest first; 404 as for reacting. */
export async function listPhotoReactions(
  db: Database,
  viewer: Viewer,
  photoId: number,
  query: { limit: number; cursor?: string; reaction?: Reaction },
) {
  const { table, itemId } = await findPhoto(db, viewer, photoId);
  return listReactionEntries(db, table, itemId, query);
}
