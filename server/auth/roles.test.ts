import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../shared/schema/audit';
import { users } from '../../shared/schema/users';
import {
  createTestApp,
  sessionCookieFor,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { issueToken } from './account-tokens';
import { RoleChangeRefused, setRole, staff } from './roles';
import { upsertOidcUser } from './service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The audit log's entries about one member, oldest first. */
const entriesAbout = async (memberId: string) => {
  const { db } = await testDatabase();
  return db.select().from(auditLog).where(eq(auditLog.targetId, memberId)).orderBy(auditLog.id);
};

const roleOf = async (id: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row.role;
};

// Each test file starts from empty tables: this file's first account is a fresh install's.
describe('roles', () => {
  it('make the first account of a fresh install admin, and every later one a member', async () => {
    const [first, second] = await Promise.all([signUpMember(app), signUpMember(app)]);
    const roles = [await roleOf(first.id), await roleOf(second.id)].sort();
    expect(roles).toEqual(['admin', 'member']);
    const third = await signUpMember(app);
    expect(await roleOf(third.id)).toBe('member');
    const { db } = await testDatabase();
    const oidc = await upsertOidcUser(
      db,
      {
        sub: 'abc',
        issuerHost: 'idp.example',
        email: uniqueEmail('oidc'),
        emailVerified: true,
        firstName: 'Ola',
        lastName: null,
        picture: null,
      },
      'open',
    );
    expect(oidc.role).toBe('member');
    const me = await app.inject({ url: '/api/auth/user', headers: third.headers });
    expect(me.json().role).toBe('member');
  });

  it('are granted and revoked by e-mail, never leaving the community without an admin', async () => {
    const { db } = await testDatabase();
    const [admin] = await staff(db);
    expect(admin.role).toBe('admin');
    const member = await signUpMember(app);

    await expect(setRole(db, admin.email!, 'member')).rejects.toThrow(RoleChangeRefused);
    await expect(setRole(db, 'nobody@example.com', 'admin')).rejects.toThrow(
      'No member has the e-mail address nobody@example.com',
    );
    expect(await setRole(db, member.email.toUpperCase(), 'moderator')).toEqual({
      previous: 'member',
      role: 'moderator',
    });
    await setRole(db, member.email, 'admin');
    await setRole(db, admin.email!, 'member');
    expect(await roleOf(member.id)).toBe('admin');
    await expect(setRole(db, member.email, 'moderator')).rejects.toThrow('is the last admin');
  });

  it('cannot be changed through the profile', async () => {
    const member = await signUpMember(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: member.headers,
      payload: { firstName: 'Sneaky', lastName: 'Member', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(member.id)).toBe('member');
  });

  it('make an address named in ADMIN_EMAILS admin once it is confirmed, not before', async () => {
    const boss = uniqueEmail('boss');
    const named = await createTestApp({
      ADMIN_EMAILS: `someone@example.com, ${boss.toUpperCase()}`,
    });
    try {
      const up = await named.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: boss, password: 'a long password', firstName: 'Bo', lastName: 'Ss' },
      });
      expect(up.statusCode).toBe(202);
      const signedIn = await named.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: boss, password: 'a long password' },
      });
      // The password works before the address is confirmed: no admin on an unproven address.
      expect(signedIn.json().role).toBe('member');
      const { db } = await testDatabase();
      const [row] = await db.select().from(users).where(eq(users.email, boss));
      const token = await issueToken(db, {
        userId: row.id,
        purpose: 'verify-email',
        email: boss,
        ttlMs: 60_000,
      });
      const confirmed = await named.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      });
      expect(confirmed.json().role).toBe('admin');
      expect(await roleOf(row.id)).toBe('admin');
      // The log says the configuration made them admin: no member did.
      expect(await entriesAbout(row.id)).toEqual([
        expect.objectContaining({
          actorId: null,
          actorName: 'Configuration (ADMIN_EMAILS)',
          action: 'member.role',
          targetType: 'member',
          targetLabel: 'Bo Ss',
          before: { role: 'member' },
          after: { role: 'admin' },
        }),
      ]);
      // Confirming again (a second link) finds them admin already and records nothing more.
      const again = await issueToken(db, {
        userId: row.id,
        purpose: 'verify-email',
        email: boss,
        ttlMs: 60_000,
      });
      await named.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: again },
      });
      expect(await entriesAbout(row.id)).toHaveLength(1);
    } finally {
      await named.close();
    }
  });

  it('changed from the command line are in the audit log, marked as made there', async () => {
    const { db } = await testDatabase();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const member = await signUpMember(app, { firstName: 'Grace', lastName: 'Hopper' });
    expect(await entriesAbout(member.id)).toEqual([]);

    // The function scripts/admin.ts calls for `grant` and `revoke`.
    await setRole(db, member.email, 'moderator');
    // The same role again, and a refused change, record nothing.
    await setRole(db, member.email, 'moderator');
    const total = (await db.select().from(auditLog)).length;
    await expect(setRole(db, 'nobody@example.com', 'admin')).rejects.toThrow(RoleChangeRefused);
    expect(await db.select().from(auditLog)).toHaveLength(total);
    await setRole(db, member.email, 'member');
    const entries = await entriesAbout(member.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: null,
        actorName: 'Command line (npm run admin)',
        action: 'member.role',
        targetType: 'member',
        targetLabel: 'Grace Hopper',
        before: { role: 'member' },
        after: { role: 'moderator' },
      }),
      expect.objectContaining({
        actorName: 'Command line (npm run admin)',
        before: { role: 'moderator' },
        after: { role: 'member' },
      }),
    ]);

    // The console reads it as made by no member: a name, no link, not "removed".
    const adminSession = await sessionCookieFor(admin.id);
    const log = await app.inject({
      url: `/api/admin/audit?target=member:${member.id}`,
      headers: { cookie: adminSession },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json()[0].actor).toEqual({
      id: null,
      name: 'Command line (npm run admin)',
      removed: false,
    });
  });
});
