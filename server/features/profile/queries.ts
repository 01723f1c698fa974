import { and, eq, isNotNull } from 'drizzle-orm';
import { objectUploads } from '../../../shared/schema/objects';
import { users } from '../../../shared/schema/users';
import type { Queryable } from '../../db/client';

/** The member's current photo, locked so two saves at once take turns. */
export async function lockProfilePhoto(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** The upload under `key` if it is an image this member uploaded and had checked. */
export async function findOwnCheckedImage(tx: Queryable, target: { ownerId: string; key: string }) {
  const [upload] = await tx
    .select({ key: objectUploads.key })
    .from(objectUploads)
    .where(
      and(
        eq(objectUploads.key, target.key),
        eq(objectUploads.ownerId, target.ownerId),
        eq(objectUploads.purpose, 'image'),
        isNotNull(objectUploads.storedAt),
      ),
    );
  return upload ?? null;
}
