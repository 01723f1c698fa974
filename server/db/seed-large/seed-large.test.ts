import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { messages } from '../../../shared/schema/messages';
import { objectUploads } from '../../../shared/schema/objects';
import { userSkills } from '../../../shared/schema/skills';
import { userCredentials, users } from '../../../shared/schema/users';
import { verifyPassword } from '../../auth/password';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { testDatabase, testDataDir } from '../../test/harness';
import { sizesAt } from './context';
import { LARGE_SEED_PASSWORD, NotEmptyError, seedLarge } from './index';

const SCALE = 0.005;
/** Two seeds with image generation: far more than the default per-test budget on a busy machine. */
const TIMEOUT_MS = 180_000;
const quiet = async <T>(run: () => Promise<T>) => {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await run();
  } finally {
    process.stdout.write = write;
  }
};

async function tableCount(table: PgTable) {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(table);
  return row.n;
}

describe('npm run seed:large', () => {
  it('builds the community at scale, reproducibly, and never over existing members', {
    timeout: TIMEOUT_MS,
  }, async () => {
    const { db } = await testDatabase();
    const store = await openObjectStore(loadConfig({ DATA_DIR: testDataDir() }));
    const sizes = sizesAt(SCALE);
    await quiet(() => seedLarge(db, store, { seed: 7, scale: SCALE, reset: false }));

    expect(await tableCount(users)).toBe(sizes.members);
    expect(await tableCount(userSkills)).toBe(sizes.members * sizes.skillsPerMember);
    expect(await tableCount(discussions)).toBe(sizes.discussions);
    expect(await tableCount(discussionReplies)).toBe(sizes.replies);
    expect(await tableCount(photos)).toBe(sizes.photos);
    expect(await tableCount(messages)).toBe(sizes.messages);

    // One shared hash, and it is the documented password's.
    const hashes = await db
      .selectDistinct({ h: userCredentials.passwordHash })
      .from(userCredentials);
    expect(hashes).toHaveLength(1);
    expect(await verifyPassword(hashes[0].h, LARGE_SEED_PASSWORD)).toBe(true);

    // Every photo and thumbnail is a stored, recorded object.
    const stored = await db.select().from(photos);
    for (const photo of stored) {
      for (const path of [photo.objectPath, photo.thumbnailPath!]) {
        const key = path.replace('/objects/', '');
        expect(existsSync(join(testDataDir(), 'objects', key))).toBe(true);
        const [upload] = await db.select().from(objectUploads).where(eq(objectUploads.key, key));
        expect(upload.ownerId).toBe(photo.uploadedBy);
      }
    }
    // Album counters agree with their photos; threaded replies stay in their discussion.
    const [albumsOff] = await db
      .select({ n: count() })
      .from(photoAlbums)
      .where(
        sql`${photoAlbums.photoCount} <> (select count(*) from ${photos} p where p.album_id = ${photoAlbums.id})`,
      );
    expect(albumsOff.n).toBe(0);
    const [strayReplies] = await db
      .execute(sql`select count(*)::int as n from discussion_reply r
      join discussion_reply p on p.id = r.parent_reply_id where p.discussion_id <> r.discussion_id`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(strayReplies.n).toBe(0);
    // Nothing has happened yet that the screens would call "in 2 days" (events are planned
    // ahead; what members did is in the past).
    const [future] = await db
      .execute(sql`select
        (select count(*) from photo where created_at > now())
        + (select count(*) from event_attendee where created_at > now())
        + (select count(*) from discussion where created_at > now())
        + (select count(*) from discussion_reply where created_at > now())
        + (select count(*) from message where created_at > now())
        + (select count(*) from resource where created_at > now()) as n`)
      .then((r) => (r as unknown as { rows: { n: number | string }[] }).rows);
    expect(Number(future.n)).toBe(0);

    const firstMembers = () =>
      db.select({ email: users.email }).from(users).orderBy(asc(users.email)).limit(20);
    const before = await firstMembers();

    await expect(seedLarge(db, store, { seed: 7, scale: SCALE, reset: false })).rejects.toThrow(
      NotEmptyError,
    );
    expect(await tableCount(users)).toBe(sizes.members);

    // --reset: the same seed makes the same community again, and the app's own inserts
    // continue after the seeded ids.
    await quiet(() => seedLarge(db, store, { seed: 7, scale: SCALE, reset: true }));
    expect(await firstMembers()).toEqual(before);
    expect(await tableCount(discussions)).toBe(sizes.discussions);
    const [author] = await db.select({ id: users.id }).from(users).limit(1);
    const [created] = await db
      .insert(discussions)
      .values({ title: 'After the seed', content: 'x', categoryId: 1, authorId: author.id })
      .returning({ id: discussions.id });
    expect(created.id).toBe(sizes.discussions + 1);
  });
});
