import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_REQUIRED } from '../../shared/contracts/moderation';
import { auditLog } from '../../shared/schema/audit';
import { objectUploads } from '../../shared/schema/objects';
import { resourceCategories } from '../../shared/schema/resources';
import { setRole } from '../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from './harness';
import { type ApiCalls, apiCalls, validBody } from './security/fixtures';

// Decision 022: staff delete anyone's job, resource, album, photo or event with a reason,
// recorded in the audit log; owners delete their own without one; nobody else may.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let api: ApiCalls;
let admin: Member;
let moderator: Member;
let alice: Member;
let bob: Member;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  api = apiCalls(app);
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  const { db } = await testDatabase();
  await setRole(db, moderator.email, 'moderator');
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  [{ id: categoryId }] = await db.insert(resourceCategories).values({ name: 'Guides' }).returning();
});
afterAll(async () => {
  await app.close();
});

const album = (m: Member) =>
  api.make<{ id: number }>(m, 'POST', '/api/photo-albums', validBody.album());

/** Each kind: how a member makes one, its address, the audit action and its label. */
const KINDS = [
  {
    kind: 'job',
    base: '/api/jobs',
    make: (m: Member) => api.job(m),
    action: 'job.delete',
    label: validBody.job().title,
  },
  {
    kind: 'resource',
    base: '/api/resources',
    make: (m: Member) => api.resource(m, categoryId),
    action: 'resource.delete',
    label: validBody.resource(0).title,
  },
  {
    kind: 'album',
    base: '/api/photo-albums',
    make: album,
    action: 'album.delete',
    label: validBody.album().name,
  },
  {
    kind: 'photo',
    base: '/api/photos',
    make: async (m: Member) => api.photo(m, (await album(m)).id),
    action: 'photo.delete',
    label: 'On stage',
  },
  {
    kind: 'event',
    base: '/api/events',
    make: (m: Member) => api.event(m),
    action: 'event.delete',
    label: validBody.event().title,
  },
] as const;

const entriesFor = async (action: string, id: number) => {
  const { db } = await testDatabase();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.targetId, String(id))));
};

describe.each(KINDS)('deleting a $kind', ({ kind, base, make, action, label }) => {
  it('answers the owner canDelete without a reason, staff with one, others neither', async () => {
    const { id } = await make(alice);
    const as = async (m: Member) => (await api.call(m, 'GET', `${base}/${id}`)).json();
    if (kind === 'album') {
      // Albums have no single-item route; the list carries the flags.
      const list = async (m: Member) =>
        (await api.call(m, 'GET', '/api/photo-albums?limit=100'))
          .json()
          .find((a: { id: number }) => a.id === id);
      expect(await list(alice)).toMatchObject({ canDelete: true, deleteNeedsReason: false });
      expect(await list(moderator)).toMatchObject({
        canEdit: false,
        canDelete: true,
        deleteNeedsReason: true,
      });
      expect(await list(bob)).toMatchObject({ canDelete: false, deleteNeedsReason: false });
      return;
    }
    expect(await as(alice)).toMatchObject({ canDelete: true, deleteNeedsReason: false });
    expect(await as(moderator)).toMatchObject({
      canEdit: false,
      canDelete: true,
      deleteNeedsReason: true,
    });
    expect(await as(admin)).toMatchObject({ canDelete: true, deleteNeedsReason: true });
    expect(await as(bob)).toMatchObject({ canDelete: false, deleteNeedsReason: false });
  });

  it('refuses staff without a reason (400 naming it) and deletes nothing', async () => {
    const { id } = await make(alice);
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await api.call(moderator, 'DELETE', `${base}/${id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: REASON_REQUIRED,
        issues: [{ path: 'reason', message: REASON_REQUIRED }],
      });
    }
    const tooLong = await api.call(moderator, 'DELETE', `${base}/${id}`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].path).toBe('reason');
    expect(await entriesFor(action, id)).toEqual([]);
    if (kind !== 'album')
      expect((await api.call(alice, 'GET', `${base}/${id}`)).statusCode).toBe(200);
  });

  it('lets a moderator delete it with a reason, recorded once with who, what and why', async () => {
    const { id } = await make(alice);
    const res = await api.call(moderator, 'DELETE', `${base}/${id}`, { reason: 'Spam' });
    expect(res.statusCode).toBe(204);
    if (kind !== 'album') {
      expect((await api.call(alice, 'GET', `${base}/${id}`)).statusCode).toBe(404);
    }
    const [entry, ...more] = await entriesFor(action, id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: moderator.id,
      actorName: 'Mo Derator',
      targetType: kind,
      targetLabel: label,
      reason: 'Spam',
    });
    expect(JSON.stringify(entry.before)).toContain(alice.id);
    // Gone already: a second delete is a 404 and records nothing more.
    const again = await api.call(admin, 'DELETE', `${base}/${id}?reason=Spam`);
    expect(again.statusCode).toBe(404);
    expect(await entriesFor(action, id)).toHaveLength(1);
  });

  it('takes the reason from the query as well', async () => {
    const { id } = await make(alice);
    const res = await api.call(admin, 'DELETE', `${base}/${id}?reason=Off%20topic`);
    expect(res.statusCode).toBe(204);
    expect((await entriesFor(action, id))[0]).toMatchObject({
      actorId: admin.id,
      reason: 'Off topic',
    });
  });

  it('lets the owner delete their own without a reason, unrecorded', async () => {
    const { id } = await make(alice);
    expect((await api.call(alice, 'DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect(await entriesFor(action, id)).toEqual([]);
  });

  it('still refuses another member (403), reason or not', async () => {
    const { id } = await make(alice);
    const res = await api.call(bob, 'DELETE', `${base}/${id}`, { reason: 'I do not like it' });
    expect(res.statusCode).toBe(403);
    expect(await entriesFor(action, id)).toEqual([]);
  });
});

describe('files', () => {
  it("lets go of a photo's stored image when staff delete it, as its uploader's delete does", async () => {
    const { db } = await testDatabase();
    const { id } = await api.photo(alice, (await album(alice)).id);
    const { objectPath } = (await api.call(alice, 'GET', `/api/photos/${id}`)).json();
    const key = String(objectPath).replace(/^\/objects\//, '');
    expect(await db.select().from(objectUploads).where(eq(objectUploads.key, key))).toHaveLength(1);
    const res = await api.call(moderator, 'DELETE', `/api/photos/${id}`, { reason: 'Spam' });
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(objectUploads).where(eq(objectUploads.key, key))).toEqual([]);
  });
});
