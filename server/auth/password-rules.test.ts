import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_HAS_EMAIL,
  PASSWORD_HAS_NAME,
  PASSWORD_ONE_CHARACTER,
  PASSWORD_SEQUENCE,
} from '../../shared/contracts/password-rules';
import { mailOutbox } from '../../shared/schema/mail';
import { userCredentials, users } from '../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../test/harness';
import { issueToken } from './account-tokens';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PASSWORD = 'correct horse';
const NAMES = { firstName: 'Rosalind', lastName: 'Franklin' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

/** Every rule, as a password that breaks it for a member with `NAMES` and `email`. */
const brokenRules = (email: string) => {
  const local = email.split('@')[0]!;
  return [
    ['aaaaaaaaaaaa', PASSWORD_ONE_CHARACTER],
    ['MMMMMMMMMMMMMMMMMM', PASSWORD_ONE_CHARACTER],
    ['qwertyuiopasdf', PASSWORD_SEQUENCE],
    ['abcdefghijkl', PASSWORD_SEQUENCE],
    ['1234567890123', PASSWORD_SEQUENCE],
    ['zyxwvutsrqpo', PASSWORD_SEQUENCE],
    ['poiuytrewq', PASSWORD_SEQUENCE],
    ['1qaz2wsx3edc4rfv', PASSWORD_SEQUENCE],
    ['ROSALIND is great', PASSWORD_HAS_NAME],
    ['my name: franklin!', PASSWORD_HAS_NAME],
    ['r.o.s.a.l.i.n.d.1920', PASSWORD_HAS_NAME],
    [`${local.toUpperCase()}!2024`, PASSWORD_HAS_EMAIL],
  ] as const;
};

/** What a refused request must leave as it was: the member's password and their mail. */
async function stateOf(memberId: string) {
  const { db } = await testDatabase();
  const [credential] = await db
    .select({ hash: userCredentials.passwordHash })
    .from(userCredentials)
    .where(eq(userCredentials.userId, memberId));
  const mail = await db.select({ id: mailOutbox.id }).from(mailOutbox);
  return { hash: credential?.hash, mail: mail.length };
}

const stillSignedIn = async (member: Member) =>
  (await app.inject({ url: '/api/auth/user', headers: member.headers })).statusCode;

describe('sign-up', () => {
  const email = 'rfr.lab@example.com';
  it.each(brokenRules(email))(
    'refuses %j: %s, and creates no account',
    async (password, message) => {
      const res = await post('/api/auth/signup', { email, password, ...NAMES });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, issues: [{ path: 'password', message }] });
      const { db } = await testDatabase();
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('takes a password that is no run and names nobody', async () => {
    const res = await post('/api/auth/signup', {
      email,
      password: 'a quiet lab by the river',
      ...NAMES,
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('reset password', () => {
  it('refuses each rule, against the name and address on the account, leaving the link working', async () => {
    const member = await signUpMember(app, { ...NAMES, password: PASSWORD });
    const { db } = await testDatabase();
    const token = await issueToken(db, {
      userId: member.id,
      purpose: 'password-reset',
      email: member.email,
      ttlMs: 60_000,
    });
    const before = await stateOf(member.id);
    for (const [password, message] of brokenRules(member.email)) {
      const res = await post('/api/auth/password-reset/confirm', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ message, issues: [{ path: 'password', message }] });
    }
    // Nothing changed: the old password, the session, no e-mail; and the link still works.
    expect(await stateOf(member.id)).toEqual(before);
    expect(await stillSignedIn(member)).toBe(200);
    const ok = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'a quiet lab by the river',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('refuses each rule, against the name and address on the account, changing nothing', async () => {
    const member = await signUpMember(app, { ...NAMES, password: PASSWORD });
    const other = await signUpMember(app, { password: PASSWORD });
    const before = await stateOf(member.id);
    for (const [newPassword, message] of brokenRules(member.email)) {
      const res = await post(
        '/api/account/password',
        { currentPassword: PASSWORD, newPassword },
        member.headers,
      );
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json(), newPassword).toEqual({
        message,
        issues: [{ path: 'newPassword', message }],
      });
    }
    expect(await stateOf(member.id)).toEqual(before);
    expect(await stillSignedIn(member)).toBe(200);
    // Another member's name is no concern of this one's password.
    const ok = await post(
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'Rosalind Franklin fan' },
      other.headers,
    );
    expect(ok.statusCode).toBe(204);
  });
});
