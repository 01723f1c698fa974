import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../shared/schema/audit';
import { users } from '../../../shared/schema/users';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { AUDIT_RETENTION_DAYS, deleteOldAuditEntries, recordAudit } from './record';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let ann: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp();
  // This file's first account is a fresh install's: the admin.
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  const { db } = await testDatabase();
  // Set directly: setRole would log it (as the command line's), and these tests count the
  // entries the console's actions write.
  await db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Stone' });
});
afterAll(() => app.close());

const call = (who: Member | null, method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: who ? who.headers : {},
  });
const log = async (query = '') => {
  const res = await call(admin, 'GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const count = async () => {
  const { db } = await testDatabase();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return n;
};

describe('each console action writes one entry', () => {
  it('a role change: who, which member, the role before and after', async () => {
    const before = await count();
    await call(admin, 'PUT', `/api/admin/members/${ann.id}/role`, { role: 'moderator' });
    expect(await count()).toBe(before + 1);
    const [entry] = (await log()).json();
    expect(entry).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      action: 'member.role',
      targetType: 'member',
      targetId: ann.id,
      targetLabel: 'Ann Lee',
      before: { role: 'member' },
      after: { role: 'moderator' },
      reason: null,
    });
    expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);

    // The same role again changes nothing and records nothing; a refusal neither.
    await call(admin, 'PUT', `/api/admin/members/${ann.id}/role`, { role: 'moderator' });
    const refused = await call(admin, 'PUT', `/api/admin/members/${admin.id}/role`, {
      role: 'member',
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(before + 1);

    await call(admin, 'PUT', `/api/admin/members/${ann.id}/role`, { role: 'member' });
    expect((await log()).json()[0]).toMatchObject({
      before: { role: 'moderator' },
      after: { role: 'member' },
    });
  });

  it('a suspension: until when and why; again: what it was; lifted: what was lifted', async () => {
    const before = await count();
    const res = await call(admin, 'PUT', `/api/admin/members/${bob.id}/suspension`, {
      reason: 'Spam in three discussions',
      until: '2099-03-12T18:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await log()).json()[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      action: 'member.suspend',
      targetId: bob.id,
      targetLabel: 'Bob Stone',
      before: null,
      after: { until: '2099-03-12T18:00:00.000Z', reason: 'Spam in three discussions' },
      reason: 'Spam in three discussions',
    });

    await call(admin, 'PUT', `/api/admin/members/${bob.id}/suspension`, {
      reason: 'Harassment',
      until: null,
    });
    expect((await log()).json()[0]).toMatchObject({
      action: 'member.suspend',
      before: { until: '2099-03-12T18:00:00.000Z', reason: 'Spam in three discussions' },
      after: { until: null, reason: 'Harassment' },
    });

    const lift = await call(admin, 'DELETE', `/api/admin/members/${bob.id}/suspension`);
    expect(lift.statusCode).toBe(204);
    expect(await count()).toBe(before + 3);
    expect((await log()).json()[0]).toMatchObject({
      action: 'member.unsuspend',
      targetId: bob.id,
      before: { until: null, reason: 'Harassment' },
      after: null,
    });

    // Lifting nothing records nothing; a refused suspension neither.
    await call(admin, 'DELETE', `/api/admin/members/${bob.id}/suspension`);
    await call(admin, 'PUT', `/api/admin/members/${admin.id}/suspension`, {
      reason: 'x',
      until: null,
    });
    expect(await count()).toBe(before + 3);
  });

  it('an entry rolls back with its action, and its action with it', async () => {
    const { db } = await testDatabase();
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ title: 'Changed' }).where(eq(users.id, ann.id));
        await recordAudit(tx, {
          actor: { id: admin.id, firstName: 'Ada', lastName: 'Admin' },
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'community',
          targetLabel: 'Community settings',
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await count()).toBe(before);
    const [row] = await db.select().from(users).where(eq(users.id, ann.id));
    expect(row.title).not.toBe('Changed');
  });
});

describe('reading the log', () => {
  it('filters by action, actor, target and text', async () => {
    const actions = (res: { json(): { action: string }[] }) => res.json().map((e) => e.action);
    expect(actions(await log('?action=member.unsuspend'))).toEqual(['member.unsuspend']);
    expect(actions(await log('?action=member.role'))).toEqual(['member.role', 'member.role']);
    expect((await log('?action=member.remove')).json()).toEqual([]);
    expect((await log(`?actor=${admin.id}`)).headers['x-total-count']).toBe('5');
    expect((await log(`?actor=${moderator.id}`)).json()).toEqual([]);
    const byTarget = await log(`?target=${encodeURIComponent(`member:${bob.id}`)}`);
    expect(actions(byTarget)).toEqual(['member.unsuspend', 'member.suspend', 'member.suspend']);
    expect((await log(`?target=${bob.id}`)).json()).toEqual(byTarget.json());
    expect((await log(`?target=${encodeURIComponent(`discussion:${bob.id}`)}`)).json()).toEqual([]);
    // By the target's or the actor's name, any case, any part.
    expect(actions(await log('?q=ANN%20L'))).toEqual(['member.role', 'member.role']);
    expect((await log('?q=ada%20adm')).json()).toHaveLength(5);
    expect((await log('?q=100%25')).json()).toEqual([]);
    expect((await call(admin, 'GET', '/api/admin/audit?action=member.explode')).statusCode).toBe(
      400,
    );
  });

  it('pages newest first by the Link cursor, missing and repeating nothing', async () => {
    const { db } = await testDatabase();
    // Entries written within one transaction share their created_at: the id breaks the tie.
    await db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++) {
        await recordAudit(tx, {
          actor: { id: moderator.id, firstName: 'Mo', lastName: 'Derator' },
          action: 'discussion.pin',
          targetType: 'discussion',
          targetId: String(i),
          targetLabel: `Thread ${i}`,
        });
      }
    });
    const all = await log();
    const ids = all.json().map((e: { id: number }) => e.id);
    expect(ids).toHaveLength(12);
    expect(all.json()[0]).toMatchObject({ targetLabel: 'Thread 6', actor: { name: 'Mo Derator' } });
    const seen: number[] = [];
    let url: string | null = '/api/admin/audit?limit=5';
    let pages = 0;
    while (url) {
      const page = await log(url.replace('/api/admin/audit', ''));
      expect(page.headers['x-total-count']).toBe('12');
      seen.push(...page.json().map((e: { id: number }) => e.id));
      url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
    // Filters carry through the pages.
    const first = await log('?action=discussion.pin&limit=4');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).toContain('action=discussion.pin');
    const second = await log(next.replace('/api/admin/audit', ''));
    expect(second.json().map((e: { targetLabel: string }) => e.targetLabel)).toEqual([
      'Thread 2',
      'Thread 1',
      'Thread 0',
    ]);
    expect((await call(admin, 'GET', '/api/admin/audit?cursor=nonsense')).statusCode).toBe(400);
  });

  it('keeps the actor’s name after they are removed', async () => {
    const { db } = await testDatabase();
    const gone = await signUpMember(app, { firstName: 'Gone', lastName: 'Soon' });
    await recordAudit(db, {
      actor: { id: gone.id, firstName: 'Gone', lastName: 'Soon' },
      action: 'reply.delete',
      targetType: 'reply',
      targetId: '1',
      targetLabel: 'A reply',
      reason: 'Off topic',
    });
    await db.delete(users).where(eq(users.id, gone.id));
    expect((await log('?action=reply.delete')).json()).toMatchObject([
      { actor: { id: null, name: 'Gone Soon' }, targetLabel: 'A reply', reason: 'Off topic' },
    ]);
  });

  it('is refused to visitors, members and moderators, before the input is read', async () => {
    expect((await call(null, 'GET', '/api/admin/audit')).statusCode).toBe(401);
    for (const who of [ann, moderator]) {
      const res = await call(who, 'GET', '/api/admin/audit?action=bogus');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
  });

  it('cannot be edited: no route writes to it', async () => {
    const audit = app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin/audit'));
    expect(audit.map((r) => r.method)).toEqual(['GET']);
    const before = await count();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const res = await call(admin, method, url, {});
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await count()).toBe(before);
  });
});

describe('the hourly sweep', () => {
  it(`drops entries older than ${AUDIT_RETENTION_DAYS} days, keeping a year`, async () => {
    const { db } = await testDatabase();
    const entry = (label: string) =>
      recordAudit(db, {
        actor: { id: admin.id, firstName: 'Ada', lastName: 'Admin' },
        action: 'content.delete',
        targetType: 'photo',
        targetId: label,
        targetLabel: label,
      });
    for (const label of ['old', 'year', 'new']) await entry(label);
    const age = (label: string, interval: string) =>
      db
        .update(auditLog)
        .set({ createdAt: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
        .where(eq(auditLog.targetId, label));
    await age('old', '401 days');
    await age('year', '366 days');
    await deleteOldAuditEntries(db);
    const left = await db
      .select({ label: auditLog.targetLabel })
      .from(auditLog)
      .where(eq(auditLog.action, 'content.delete'));
    expect(left.map((r) => r.label).sort()).toEqual(['new', 'year']);
  });
});
