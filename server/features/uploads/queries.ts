import { and, eq, isNotNull } from 'drizzle-orm';
import { objectUploads } from '../../../shared/schema/objects';
import type { Database } from '../../db/client';

/** A stored object that passed the checks (only those are served), with its type. */
export async function findStoredObject(db: Database, key: string) {
  const [row] = await db
    .select({ contentType: objectUploads.contentType })
    .from(objectUploads)
    .where(and(eq(objectUploads.key, key), isNotNull(objectUploads.storedAt)));
  return row ?? null;
}
