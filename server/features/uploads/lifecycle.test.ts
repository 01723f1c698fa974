import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { objectUploads } from '../../../shared/schema/objects';
import { users } from '../../../shared/schema/users';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import type { ObjectStore } from '../../storage/object-store';
import { sweepUploads } from '../../storage/sweep';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  testDataDir,
} from '../../test/harness';
import { pngImage } from '../../test/images';
import { SWEEP_INTERVAL_MS } from './sweep-plugin';

/**
 * The life of an upload nothing attaches (swept after an hour) and the per-member storage
 * quota, on an app whose members may keep 10 KB each.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let store: ObjectStore;

const QUOTA = 10 * 1024;
const QUOTA_FULL =
  'You have used your 10 KB of storage. Delete files you no longer need, then try again.';
const OVER_QUOTA =
  'This file would take you past your 10 KB of storage. Delete files you no longer need, then try again.';

beforeAll(async () => {
  app = await createTestApp({ STORAGE_QUOTA_BYTES: String(QUOTA) });
  store = await openObjectStore(loadConfig({ DATA_DIR: testDataDir() }));
});
afterAll(() => app.close());

const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');
const fileOf = (objectPath: string) => join(testDataDir(), 'objects', keyOf(objectPath));
const storedFiles = () => {
  const dir = join(testDataDir(), 'objects', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const incomingFiles = () => {
  const dir = join(testDataDir(), 'objects', '.incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** A PDF of exactly `size` bytes. */
const pdf = (size: number) => {
  const buf = Buffer.alloc(size, 0x20);
  buf.write('%PDF-1.7\n');
  return buf;
};

const issue = (m: Member, purpose: 'image' | 'document' = 'image') =>
  app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: m.headers,
    payload: { purpose },
  });

async function address(m: Member, purpose: 'image' | 'document' = 'image') {
  const res = await issue(m, purpose);
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string };
}

const put = (m: Member, url: string, body: Buffer, type = 'image/png') =>
  app.inject({
    method: 'PUT',
    url,
    headers: { ...m.headers, 'content-type': type },
    payload: body,
  });

async function uploaded(m: Member, body?: Buffer) {
  const a = await address(m, body ? 'document' : 'image');
  const res = await put(
    m,
    a.uploadURL,
    body ?? (await pngImage()),
    body ? 'application/pdf' : 'image/png',
  );
  expect(res.statusCode).toBe(200);
  return a;
}

const setPhoto = (m: Member, profileImageUrl: string | null) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: m.headers,
    payload: { firstName: 'Test', lastName: 'Member', profileImageUrl },
  });

/** Dates the uploads' issue `ms` back, as if that much time had gone by. */
async function age(objectPaths: string[], ms = 2 * 60 * 60 * 1000) {
  const { db } = await testDatabase();
  await db
    .update(objectUploads)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(objectUploads.key, objectPaths.map(keyOf)));
}

async function rowOf(objectPath: string) {
  const { db } = await testDatabase();
  const [row] = await db
    .select()
    .from(objectUploads)
    .where(eq(objectUploads.key, keyOf(objectPath)));
  return row;
}

describe('uploads nothing attaches', () => {
  it('are swept after an hour with their files; attached and recent ones stay', async () => {
    const alice = await signUpMember(app);
    const neverPut = await address(alice);
    const unused = await uploaded(alice);
    const photo = await uploaded(alice);
    expect((await setPhoto(alice, photo.objectPath)).statusCode).toBe(200);
    const recent = await uploaded(alice);
    await age([neverPut.objectPath, unused.objectPath, photo.objectPath]);
    expect(existsSync(fileOf(unused.objectPath))).toBe(true);

    const { db } = await testDatabase();
    const swept = await sweepUploads(db, store);
    expect(swept.removed).toEqual(
      expect.arrayContaining([keyOf(neverPut.objectPath), keyOf(unused.objectPath)]),
    );
    expect(swept.removed).not.toContain(keyOf(photo.objectPath));
    expect(swept.removed).not.toContain(keyOf(recent.objectPath));
    expect(swept.failed).toEqual([]);

    expect(await rowOf(neverPut.objectPath)).toBeUndefined();
    expect(await rowOf(unused.objectPath)).toBeUndefined();
    expect(existsSync(fileOf(unused.objectPath))).toBe(false);
    expect((await app.inject({ url: unused.objectPath, headers: alice.headers })).statusCode).toBe(
      404,
    );
    // The profile photo is attached, however old; the recent upload still has its hour.
    for (const kept of [photo, recent]) {
      expect(existsSync(fileOf(kept.objectPath))).toBe(true);
      expect((await app.inject({ url: kept.objectPath, headers: alice.headers })).statusCode).toBe(
        200,
      );
    }
    // A second sweep finds nothing more of these.
    const again = await sweepUploads(db, store);
    expect(again.removed).not.toContain(keyOf(recent.objectPath));
  });

  it('cannot be attached after the hour, even before the sweep has run', async () => {
    const bob = await signUpMember(app);
    const late = await uploaded(bob);
    await age([late.objectPath]);
    const res = await setPhoto(bob, late.objectPath);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'This upload has expired. Upload the file again.' });
    const { db } = await testDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, bob.id));
    expect(row.profileImageUrl).toBeNull();
    // So the sweep may take it: no record ever points at it.
    expect((await sweepUploads(db, store)).removed).toContain(keyOf(late.objectPath));
  });

  it('are queued again when the store fails to delete, and the next sweep finishes', async () => {
    const carol = await signUpMember(app);
    const unused = await uploaded(carol);
    await age([unused.objectPath]);
    const { db } = await testDatabase();
    const failing: ObjectStore = Object.assign(Object.create(store), {
      delete: async () => {
        throw new Error('store unavailable');
      },
    });
    const first = await sweepUploads(db, failing);
    expect(first.failed.map((f) => f.key)).toContain(keyOf(unused.objectPath));
    expect(await rowOf(unused.objectPath)).toMatchObject({ claimedAt: null, storedAt: null });
    expect(existsSync(fileOf(unused.objectPath))).toBe(true);

    const second = await sweepUploads(db, store);
    expect(second.removed).toContain(keyOf(unused.objectPath));
    expect(existsSync(fileOf(unused.objectPath))).toBe(false);
    expect(await rowOf(unused.objectPath)).toBeUndefined();
  });
});

describe('the periodic sweep', () => {
  it('runs every 10 minutes while the app is up and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let own: App | null = null;
    try {
      own = await createTestApp({ STORAGE_QUOTA_BYTES: String(QUOTA) });
      const hank = await signUpMember(own);
      const unused = await uploaded(hank);
      await age([unused.objectPath]);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      await vi.waitFor(
        async () => {
          expect(await rowOf(unused.objectPath)).toBeUndefined();
          expect(existsSync(fileOf(unused.objectPath))).toBe(false);
        },
        { timeout: 5000, interval: 20 },
      );
      await own.close();
      own = null;
      // Closed: ten more minutes sweep nothing.
      const later = await uploaded(await signUpMember(app));
      await age([later.objectPath]);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await rowOf(later.objectPath))?.key).toBe(keyOf(later.objectPath));
    } finally {
      await own?.close();
      vi.useRealTimers();
    }
  });
});

describe('storage quota', () => {
  it('refuses a PUT that would pass the quota with 413, storing nothing; exactly full is fine', async () => {
    const dana = await signUpMember(app);
    await uploaded(dana, pdf(6 * 1024));
    const before = storedFiles().length;
    const over = await address(dana, 'document');
    const res = await put(dana, over.uploadURL, pdf(5 * 1024), 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: OVER_QUOTA });
    expect(storedFiles().length).toBe(before);
    expect(incomingFiles()).toEqual([]);
    expect((await rowOf(over.objectPath)).storedAt).toBeNull();

    // The same address takes a file that fits exactly.
    const fits = await put(dana, over.uploadURL, pdf(4 * 1024), 'application/pdf');
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a new upload address once the quota is used up, until files are let go', async () => {
    const erin = await signUpMember(app);
    const photo = await uploaded(erin);
    expect((await setPhoto(erin, photo.objectPath)).statusCode).toBe(200);
    const { size } = await rowOf(photo.objectPath);
    await uploaded(erin, pdf(QUOTA - size!));

    const res = await issue(erin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: QUOTA_FULL });

    // Removing the profile photo gives its bytes back.
    expect((await setPhoto(erin, null)).statusCode).toBe(200);
    expect((await issue(erin)).statusCode).toBe(200);
  });

  it('decides uploads finishing together in turn: only what fits is stored', async () => {
    const finn = await signUpMember(app);
    const addresses = await Promise.all(Array.from({ length: 5 }, () => address(finn, 'document')));
    const results = await Promise.all(
      addresses.map((a) => put(finn, a.uploadURL, pdf(3 * 1024), 'application/pdf')),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 413, 413]);
  });

  it('caps uploads waiting to be attached at 50 per member with 429', async () => {
    const gail = await signUpMember(app);
    const issued = [];
    for (let i = 0; i < 50; i++) issued.push(await address(gail));
    const res = await issue(gail);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message:
        'You have 50 uploads not yet attached to anything. Finish those first, or try again in an hour when unused ones expire.',
    });
    // Another member is not affected, and once an hour has passed the old ones stop counting.
    expect((await issue(await signUpMember(app))).statusCode).toBe(200);
    await age(issued.map((a) => a.objectPath));
    expect((await issue(gail)).statusCode).toBe(200);
  });
});
