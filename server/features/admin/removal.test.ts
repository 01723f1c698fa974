import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../shared/schema/audit';
import { resourceCategories } from '../../../shared/schema/resources';
import { skills } from '../../../shared/schema/skills';
import { userCredentials, users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import type { ObjectStore } from '../../storage/object-store';
import {
  createTestApp,
  type Member,
  sessionCookieFor,
  signUpMember,
  testDatabase,
} from '../../test/harness';
import { apiCalls, validBody } from '../../test/security/fixtures';
import { insertCategories } from '../discussions/test-fixtures';
import { MEMBER_LEFT } from '../messages';
import { LAST_ADMIN, NOT_YOURSELF_REMOVE, removeMember } from './removal';

// Decision 022: an admin removes a member; their data goes, their posts stay as "Former
// member" or go too; never oneself, never the last admin.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let api: ReturnType<typeof apiCalls>;
let admin: Member;
let moderator: Member;
let ann: Member;
let categoryId: number;
let resourceCategoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  api = apiCalls(app);
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  const { db } = await testDatabase();
  await setRole(db, moderator.email, 'moderator');
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  [{ id: categoryId }] = await insertCategories([{ name: 'General' }]);
  [{ id: resourceCategoryId }] = await db
    .insert(resourceCategories)
    .values({ name: 'Guides' })
    .returning();
});
afterAll(() => app.close());

const remove = (who: Member, id: string, payload: object) =>
  api.call(who, 'DELETE', `/api/admin/members/${encodeURIComponent(id)}`, payload);
const rowOf = async (id: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};
const signIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: 'correct horse' },
  });

/** A member with one of everything: a discussion, a job, a resource, an album, an event. */
async function busyMember(firstName: string) {
  const m = await signUpMember(app, { firstName, lastName: 'Gone' });
  const discussion = await api.discussion(m, categoryId);
  const job = await api.job(m);
  const resource = await api.resource(m, resourceCategoryId);
  const album = await api.make<{ id: number }>(m, 'POST', '/api/photo-albums', validBody.album());
  const photo = await api.photo(m, album.id);
  const event = await api.event(m);
  const message = await api.make<{ id: number; threadId: number }>(
    m,
    'POST',
    '/api/messages',
    validBody.message(ann.id),
  );
  return { m, discussion, job, resource, album, photo, event, message };
}

describe('removing a member', () => {
  it('refuses a reason-less or content-less request (400 naming the field), changing nothing', async () => {
    const bob = await signUpMember(app, { firstName: 'Bob' });
    const noReason = await remove(admin, bob.id, { content: 'keep' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().issues)).toContain('reason');
    const noChoice = await remove(admin, bob.id, { reason: 'Left' });
    expect(noChoice.statusCode).toBe(400);
    expect(JSON.stringify(noChoice.json().issues)).toContain('content');
    expect((await rowOf(bob.id)).membership).toBe('active');
  });

  it('is for admins only, never oneself, never the last admin', async () => {
    const bob = await signUpMember(app, { firstName: 'Bob' });
    const asMod = await remove(moderator, bob.id, { content: 'keep', reason: 'x' });
    expect(asMod.statusCode).toBe(403);
    const self = await remove(admin, admin.id, { content: 'keep', reason: 'x' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(NOT_YOURSELF_REMOVE);
    expect((await rowOf(admin.id)).membership).toBe('active');

    // Another admin may be removed while one remains.
    const { db } = await testDatabase();
    const second = await signUpMember(app, { firstName: 'Sec', lastName: 'Ond' });
    await setRole(db, second.email, 'admin');
    // The second admin acts first, so the log names them as an actor too.
    const carl = await signUpMember(app, { firstName: 'Carl', lastName: 'Role' });
    const promoted = await api.call(second, 'PUT', `/api/admin/members/${carl.id}/role`, {
      role: 'moderator',
    });
    expect(promoted.statusCode).toBe(200);
    expect((await remove(admin, second.id, { content: 'keep', reason: 'x' })).statusCode).toBe(204);

    // The log keeps their name as recorded and says they are gone: their profile is.
    const log = async (query: string) =>
      (await api.call(admin, 'GET', `/api/admin/audit?${query}`)).json() as {
        actor: { id: string; name: string; removed: boolean };
        targetLabel: string;
        targetRemoved: boolean;
      }[];
    const [removal] = await log(`action=member.remove&target=member:${second.id}`);
    expect(removal).toMatchObject({
      actor: { id: admin.id, removed: false },
      targetLabel: 'Sec Ond',
      targetRemoved: true,
    });
    const [roleChange] = await log(`action=member.role&actor=${second.id}`);
    expect(roleChange).toMatchObject({
      actor: { id: second.id, name: 'Sec Ond', removed: true },
      targetLabel: 'Carl Role',
      targetRemoved: false,
    });
  });

  it('with keep: erases them, ends their sessions, frees the e-mail, keeps posts as Former member', async () => {
    const { m, discussion, job, resource, photo, event, message } = await busyMember('Keep');
    const cookie = await sessionCookieFor(m.id);
    const otherSession = { ...m, cookie, headers: { cookie } };
    const members = async () =>
      (await api.call(ann, 'GET', '/api/dashboard')).json().counts.members as number;
    const before = await members();
    const reported = await api.call(ann, 'POST', '/api/reports', {
      itemType: 'profile',
      itemId: m.id,
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const res = await remove(admin, m.id, { content: 'keep', reason: 'Asked to leave' });
    expect(res.statusCode).toBe(204);
    // The dashboard's member count (kept by a trigger) leaves them out.
    expect(await members()).toBe(before - 1);

    // Sessions ended at once; sign-in refused; the address is free.
    expect((await api.call(m, 'GET', '/api/auth/session')).json().member).toBeNull();
    expect((await api.call(otherSession, 'GET', '/api/jobs')).statusCode).toBe(401);
    // Their old address and password answer exactly as an unknown address does: no oracle.
    const oldAddress = await signIn(m.email);
    const unknown = await signIn('nobody-ever@example.com');
    expect(oldAddress.statusCode).toBe(401);
    expect(oldAddress.json()).toEqual(unknown.json());
    const row = await rowOf(m.id);
    expect(row).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      bio: null,
      membership: 'removed',
    });
    const { db } = await testDatabase();
    expect(await db.select().from(userCredentials).where(eq(userCredentials.userId, m.id))).toEqual(
      [],
    );
    const again = await signUpMember(app, { email: m.email, firstName: 'Keep', lastName: 'Back' });
    expect(again.id).not.toBe(m.id);

    // Their posts stay, authored by a Former member with no name.
    const former = { id: m.id, firstName: null, lastName: null, email: null, former: true };
    expect(
      (await api.call(ann, 'GET', `/api/discussions/${discussion.id}`)).json().author,
    ).toMatchObject(former);
    expect((await api.call(ann, 'GET', `/api/jobs/${job.id}`)).json().poster).toMatchObject(former);
    expect(
      (await api.call(ann, 'GET', `/api/resources/${resource.id}`)).json().uploader,
    ).toMatchObject(former);
    expect((await api.call(ann, 'GET', `/api/photos/${photo.id}`)).json().uploader).toMatchObject(
      former,
    );
    expect((await api.call(ann, 'GET', `/api/events/${event.id}`)).json().creator).toMatchObject(
      former,
    );
    // Their open posting closed, as its poster closing it would: still readable, out of the
    // open list, applying refused.
    expect((await api.call(ann, 'GET', `/api/jobs/${job.id}`)).json()).toMatchObject({
      isActive: false,
    });
    const openJobs = (await api.call(ann, 'GET', '/api/jobs?limit=100')).json();
    expect(openJobs.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: ann.headers,
    });
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual({ message: 'This posting is no longer open' });

    // Ann keeps her copy of the conversation.
    const thread = await api.call(ann, 'GET', `/api/messages/threads/${message.threadId}`);
    expect(thread.statusCode).toBe(200);
    // … but nothing new reaches them.
    const answer = await api.call(
      ann,
      'POST',
      `/api/messages/threads/${message.threadId}/replies`,
      {
        content: 'Sorry to see you go',
      },
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MEMBER_LEFT);
    const fresh = await api.call(ann, 'POST', '/api/messages', validBody.message(m.id));
    expect(fresh.statusCode).toBe(404);
    const inbox = (await api.call(ann, 'GET', '/api/messages')).json();
    expect(inbox.find((t: { id: number }) => t.id === message.threadId).otherMember).toMatchObject(
      former,
    );

    // Not a member any more: not in the directory, no profile, not in the console.
    expect((await api.call(ann, 'GET', `/api/users/${m.id}/profile`)).statusCode).toBe(404);
    expect((await api.call(ann, 'GET', `/api/users/${m.id}/skills`)).statusCode).toBe(404);
    const directory = (await api.call(ann, 'GET', '/api/users?limit=100')).json();
    expect(directory.map((u: { id: string }) => u.id)).not.toContain(m.id);
    const console_ = (await api.call(admin, 'GET', '/api/admin/members?limit=100')).json();
    expect(console_.map((u: { id: string }) => u.id)).not.toContain(m.id);

    // A report about their profile is about an item that no longer exists: only dismissed.
    const queue = (await api.call(moderator, 'GET', '/api/moderation/reports?limit=200')).json();
    expect(
      queue.find((g: { itemType: string; itemId: string }) => g.itemId === m.id),
    ).toMatchObject({ itemType: 'profile', exists: false, author: null });

    // One audit entry with who, whom (by the name they had), what and why.
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.remove'), eq(auditLog.targetId, m.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      targetLabel: 'Keep Gone',
      reason: 'Asked to leave',
      after: { content: 'keep' },
    });

    // Gone already: a second removal is a 404.
    expect((await remove(admin, m.id, { content: 'keep', reason: 'x' })).statusCode).toBe(404);
  });

  it('with delete: their posts go too, messages to others stay', async () => {
    const { m, discussion, job, resource, album, photo, event, message } = await busyMember('Wipe');
    // A reply of theirs in someone else's discussion, answered by Ann: stays as a tombstone.
    const annsDiscussion = await api.discussion(ann, categoryId);
    const theirReply = await api.make<{ id: number }>(
      m,
      'POST',
      `/api/discussions/${annsDiscussion.id}/replies`,
      validBody.reply(),
    );
    await api.make(ann, 'POST', `/api/discussions/${annsDiscussion.id}/replies`, {
      content: 'Agreed',
      parentReplyId: theirReply.id,
    });

    const res = await remove(admin, m.id, { content: 'delete', reason: 'Spam account' });
    expect(res.statusCode).toBe(204);
    for (const url of [
      `/api/discussions/${discussion.id}`,
      `/api/jobs/${job.id}`,
      `/api/resources/${resource.id}`,
      `/api/photos/${photo.id}`,
      `/api/events/${event.id}`,
    ]) {
      expect((await api.call(ann, 'GET', url)).statusCode, url).toBe(404);
    }
    const albums = (await api.call(ann, 'GET', '/api/photo-albums?limit=100')).json();
    expect(albums.map((a: { id: number }) => a.id)).not.toContain(album.id);
    const replies = (
      await api.call(ann, 'GET', `/api/discussions/${annsDiscussion.id}/replies`)
    ).json();
    expect(replies.map((r: { content: string }) => r.content)).toContain('Agreed');
    expect(replies.map((r: { content: string }) => r.content)).not.toContain(
      validBody.reply().content,
    );
    expect(
      (await api.call(ann, 'GET', `/api/messages/threads/${message.threadId}`)).statusCode,
    ).toBe(200);
    expect((await rowOf(m.id)).membership).toBe('removed');
  });
});

describe('endorsements a removed member gave', () => {
  it('leave the counts on the skills they endorsed', async () => {
    const { db } = await testDatabase();
    const [skill] = await db
      .insert(skills)
      .values({ name: 'Negotiation', category: 'Removal' })
      .returning();
    const held = await api.userSkill(ann, skill.id);
    const m = await signUpMember(app, { firstName: 'Endo', lastName: 'Rser' });
    const endorsed = await api.call(m, 'POST', `/api/user-skills/${held.id}/endorse`, {});
    expect(endorsed.statusCode, endorsed.body).toBe(201);

    expect((await remove(admin, m.id, { content: 'keep', reason: 'x' })).statusCode).toBe(204);
    const annsSkills = (await api.call(ann, 'GET', `/api/users/${ann.id}/skills`)).json();
    expect(annsSkills.find((s: { id: number }) => s.id === held.id)).toMatchObject({
      endorsementCount: 0,
      isEndorsed: false,
    });
    const list = await api.call(ann, 'GET', `/api/user-skills/${held.id}/endorsements`);
    expect(list.json()).toEqual([]);
  });
});

describe('the last admin', () => {
  it('cannot be removed, even by an admin whose role changed meanwhile', async () => {
    // Through the API an admin always remains (the caller, who cannot remove themself);
    // the rule still holds when the caller was demoted mid-request.
    const { db } = await testDatabase();
    const caller = { id: 'gone-admin', firstName: 'Gone', lastName: 'Admin' };
    const store = {} as ObjectStore;
    await expect(
      removeMember(db, store, caller, admin.id, { content: 'keep', reason: 'x' }),
    ).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN });
    expect((await rowOf(admin.id)).membership).toBe('active');
  });
});
