import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REASON_REQUIRED } from '../../../shared/contracts/discussions';
import {
  type DiscussionCategory,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import * as auditModule from '../audit';
import { insertCategories, insertDiscussion, insertReply } from './test-fixtures';

// A spy shows what each action hands the audit helper (files share their modules here:
// isolate is off, so the module is spied on rather than mocked).
const audit = vi.spyOn(auditModule, 'recordAudit');

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let alice: Member;
let bob: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  // The first account is the admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  [general] = await insertCategories([{ name: 'General' }]);
});
afterAll(async () => {
  audit.mockRestore();
  await app.close();
});
// Braces: a function returned from beforeEach is run as its cleanup, and mockClear returns the spy.
beforeEach(() => {
  audit.mockClear();
});

const db = async () => (await testDatabase()).db;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
const started = (author: Member, minute = 0, title = 'A discussion') =>
  insertDiscussion({ authorId: author.id, categoryId: general.id, createdAt: at(minute), title });

const call = (
  member: Member,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) => app.inject({ method, url, headers: member.headers, payload: payload as never });
const flagsOf = async (id: number) => {
  const [row] = await (await db())
    .select({
      isPinned: discussions.isPinned,
      isLocked: discussions.isLocked,
      updatedAt: discussions.updatedAt,
    })
    .from(discussions)
    .where(eq(discussions.id, id));
  return row;
};

describe('pinning', () => {
  it('lets a moderator pin (200, the discussion), sorts it first, and records it once', async () => {
    const old = await started(alice, 0, 'Welcome');
    await started(bob, 5, 'Newer');
    const before = await flagsOf(old.id);

    const res = await call(moderator, 'PUT', `/api/discussions/${old.id}/pin`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: old.id,
      isPinned: true,
      canPin: true,
      canLock: true,
      deleteNeedsReason: true,
    });
    expect((await flagsOf(old.id)).updatedAt).toEqual(before.updatedAt);

    const list = await call(alice, 'GET', '/api/discussions');
    expect(list.json().map((d: { title: string }) => d.title)[0]).toBe('Welcome');
    expect(list.json()[0]).toMatchObject({ isPinned: true, canPin: false, canLock: false });

    expect(audit).toHaveBeenCalledTimes(1);
    expect(audit.mock.calls[0][1]).toEqual({
      actor: { id: moderator.id, firstName: 'Mo', lastName: 'Derator' },
      action: 'discussion.pin',
      targetType: 'discussion',
      targetId: String(old.id),
      targetLabel: 'Welcome',
      before: { isPinned: false },
      after: { isPinned: true },
    });

    // Idempotent: pinned again, nothing changes and nothing more is recorded.
    const again = await call(admin, 'PUT', `/api/discussions/${old.id}/pin`);
    expect(again.statusCode).toBe(200);
    expect(again.json().isPinned).toBe(true);
    expect(audit).toHaveBeenCalledTimes(1);

    const unpin = await call(admin, 'DELETE', `/api/discussions/${old.id}/pin`);
    expect(unpin.statusCode).toBe(200);
    expect(unpin.json().isPinned).toBe(false);
    expect(audit).toHaveBeenCalledTimes(2);
    expect(audit.mock.calls[1][1]).toMatchObject({
      actor: { id: admin.id },
      action: 'discussion.unpin',
      before: { isPinned: true },
      after: { isPinned: false },
    });
    const unpinAgain = await call(admin, 'DELETE', `/api/discussions/${old.id}/pin`);
    expect(unpinAgain.statusCode).toBe(200);
    expect(audit).toHaveBeenCalledTimes(2);
  });

  it('refuses members, the author too, with 403 and changes nothing', async () => {
    const d = await started(alice);
    for (const member of [alice, bob]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const pin = await call(member, method, `/api/discussions/${d.id}/pin`);
        expect(pin.statusCode).toBe(403);
        expect(pin.json()).toEqual({ message: 'Only moderators can pin discussions' });
        const lock = await call(member, method, `/api/discussions/${d.id}/lock`);
        expect(lock.statusCode).toBe(403);
        expect(lock.json()).toEqual({ message: 'Only moderators can lock discussions' });
      }
    }
    expect(await flagsOf(d.id)).toMatchObject({ isPinned: false, isLocked: false });
    expect(audit).not.toHaveBeenCalled();
  });

  it('answers 404 for a discussion that does not exist', async () => {
    const res = await call(admin, 'PUT', '/api/discussions/999999/pin');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Discussion not found' });
  });
});

describe('locking', () => {
  it('refuses members replies while locked (author included), lets staff answer, and unlocks', async () => {
    const d = await started(alice);
    const lock = await call(admin, 'PUT', `/api/discussions/${d.id}/lock`);
    expect(lock.statusCode).toBe(200);
    expect(lock.json()).toMatchObject({ id: d.id, isLocked: true });
    expect(audit.mock.calls[0][1]).toMatchObject({
      action: 'discussion.lock',
      before: { isLocked: false },
      after: { isLocked: true },
    });

    for (const member of [alice, bob]) {
      const res = await call(member, 'POST', `/api/discussions/${d.id}/replies`, {
        content: 'Let me in',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This discussion is locked' });
    }
    const staff = await call(moderator, 'POST', `/api/discussions/${d.id}/replies`, {
      content: 'Closing this thread.',
    });
    expect(staff.statusCode).toBe(201);

    const unlock = await call(moderator, 'DELETE', `/api/discussions/${d.id}/lock`);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().isLocked).toBe(false);
    expect(audit.mock.calls.at(-1)?.[1]).toMatchObject({ action: 'discussion.unlock' });
    const after = await call(bob, 'POST', `/api/discussions/${d.id}/replies`, {
      content: 'Thanks',
    });
    expect(after.statusCode).toBe(201);
  });
});

describe('deleting as staff', () => {
  it("requires a reason for someone else's discussion: 400 naming the field, nothing removed", async () => {
    const d = await started(bob);
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await call(moderator, 'DELETE', `/api/discussions/${d.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: REASON_REQUIRED,
        issues: [{ path: 'reason', message: REASON_REQUIRED }],
      });
    }
    const tooLong = await call(moderator, 'DELETE', `/api/discussions/${d.id}`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().issues)).toContain('reason');
    expect(await flagsOf(d.id)).toBeDefined();
    expect(audit).not.toHaveBeenCalled();
  });

  it('deletes it with a reason (body or query) and records who, what and why', async () => {
    const d = await started(bob, 0, 'Spam offer');
    const res = await call(moderator, 'DELETE', `/api/discussions/${d.id}`, {
      reason: 'Spam',
    });
    expect(res.statusCode).toBe(204);
    expect(await flagsOf(d.id)).toBeUndefined();
    expect(audit).toHaveBeenCalledTimes(1);
    expect(audit.mock.calls[0][1]).toEqual({
      actor: { id: moderator.id, firstName: 'Mo', lastName: 'Derator' },
      action: 'discussion.delete',
      targetType: 'discussion',
      targetId: String(d.id),
      targetLabel: 'Spam offer',
      before: { title: 'Spam offer', authorId: bob.id },
      reason: 'Spam',
    });

    const e = await started(alice);
    const byQuery = await call(admin, 'DELETE', `/api/discussions/${e.id}?reason=Off%20topic`);
    expect(byQuery.statusCode).toBe(204);
    expect(audit.mock.calls[1][1]).toMatchObject({
      action: 'discussion.delete',
      reason: 'Off topic',
    });
  });

  it("still refuses a member deleting someone else's, reason or not; an author needs none", async () => {
    const d = await started(bob);
    const res = await call(alice, 'DELETE', `/api/discussions/${d.id}`, { reason: 'I dislike it' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only delete your own discussions' });
    const own = await call(bob, 'DELETE', `/api/discussions/${d.id}`);
    expect(own.statusCode).toBe(204);
    // Staff deleting their own post are authors, not moderators: no reason, no record.
    const mine = await started(moderator);
    expect((await call(moderator, 'GET', `/api/discussions/${mine.id}`)).json()).toMatchObject({
      canDelete: true,
      deleteNeedsReason: false,
    });
    expect((await call(moderator, 'DELETE', `/api/discussions/${mine.id}`)).statusCode).toBe(204);
    expect(audit).not.toHaveBeenCalled();
  });

  it("deletes someone else's reply with a reason and records it; refuses without one", async () => {
    const d = await started(alice, 0, 'Heated');
    const r = await insertReply({ discussionId: d.id, authorId: bob.id, content: 'Rude words' });
    const own = await insertReply({ discussionId: d.id, authorId: moderator.id });

    const thread = await call(moderator, 'GET', `/api/discussions/${d.id}/replies`);
    const flags = Object.fromEntries(
      thread
        .json()
        .map((x: { id: number; canDelete: boolean; deleteNeedsReason: boolean }) => [
          x.id,
          [x.canDelete, x.deleteNeedsReason],
        ]),
    );
    expect(flags).toEqual({ [r.id]: [true, true], [own.id]: [true, false] });

    const url = `/api/discussions/${d.id}/replies/${r.id}`;
    const bare = await call(moderator, 'DELETE', url);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toEqual([{ path: 'reason', message: REASON_REQUIRED }]);
    const byMember = await call(alice, 'DELETE', url, { reason: 'Rude' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ message: 'You can only delete your own replies' });

    const res = await call(moderator, 'DELETE', `${url}?reason=Harassment`);
    expect(res.statusCode).toBe(204);
    const left = await (await db())
      .select({ id: discussionReplies.id })
      .from(discussionReplies)
      .where(eq(discussionReplies.discussionId, d.id));
    expect(left).toEqual([{ id: own.id }]);
    expect(audit).toHaveBeenCalledTimes(1);
    expect(audit.mock.calls[0][1]).toEqual({
      actor: { id: moderator.id, firstName: 'Mo', lastName: 'Derator' },
      action: 'reply.delete',
      targetType: 'reply',
      targetId: String(r.id),
      targetLabel: 'Reply in "Heated"',
      before: { content: 'Rude words', authorId: bob.id, discussionId: d.id },
      reason: 'Harassment',
    });

    // Their own reply: no reason, no record.
    expect(
      (await call(moderator, 'DELETE', `/api/discussions/${d.id}/replies/${own.id}`)).statusCode,
    ).toBe(204);
    expect(audit).toHaveBeenCalledTimes(1);
  });
});
