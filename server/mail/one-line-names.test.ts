import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettings } from '../../shared/schema/membership';
import { users } from '../../shared/schema/users';
import { setRole } from '../auth/roles';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { deliverQueued, startSmtpServer, type TestSmtp } from '../test/smtp';

/**
 * Issue 33: a name is one line in mail. A name with line breaks could add lines of its own
 * to a message — a fake link under the greeting, a fake signature — so the forms refuse it,
 * and a name stored before (or sent by a provider) is put on one line where mail shows it.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
let admin: Member;

const INJECTED = 'Eve\r\n\r\nYour account is locked. Unlock it: https://evil.example/unlock\n';

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  const { db } = await testDatabase();
  await setRole(db, admin.email, 'admin');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** No line of the text part begins with the injected link: the name stayed on its line. */
const expectNoInjectedLine = (text: string) => {
  for (const line of text.split(/\r?\n/)) {
    expect(line.trimStart().startsWith('Your account is locked')).toBe(false);
    expect(line.trimStart().startsWith('https://evil.example')).toBe(false);
  }
};

describe('names with line breaks', () => {
  it('are refused at sign-up with a message naming the field, and no account is made', async () => {
    const { db } = await testDatabase();
    for (const field of ['firstName', 'lastName'] as const) {
      const email = uniqueEmail('multiline');
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email,
          password: 'correct horse',
          firstName: 'Eve',
          lastName: 'Vil',
          [field]: INJECTED,
        },
      });
      expect(res.statusCode).toBe(400);
      const label = field === 'firstName' ? 'First name' : 'Last name';
      expect(res.json()).toMatchObject({
        message: `${label} must be one line, without line breaks`,
        issues: [{ path: field, message: `${label} must be one line, without line breaks` }],
      });
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, email));
      expect(row.n).toBe(0);
    }
  });

  it('are refused at profile save, leaving the profile as it was', async () => {
    const member = await signUpMember(app, { firstName: 'Pat', lastName: 'Plain' });
    for (const name of [INJECTED, 'Pat\tTab', 'Pat\u2028Sep']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: member.headers,
        payload: { firstName: name, lastName: 'Plain' },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toBe('First name must be one line, without line breaks');
    }
    const me = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(me.json()).toMatchObject({ firstName: 'Pat', lastName: 'Plain' });
  });

  it('refuse a community name on several lines in the console', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/community',
      headers: admin.headers,
      payload: { communityName: 'Roundtable\nFree prizes at https://evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Community name must be one line, without line breaks');
  });

  it('stored before the check, reach a reset mail on one line', async () => {
    const member = await signUpMember(app);
    const { db } = await testDatabase();
    await db.update(users).set({ firstName: INJECTED }).where(eq(users.id, member.id));
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: member.email },
    });
    await deliverQueued(app);
    const mail = smtp.to(member.email, 'Reset your').at(-1)!;
    expect(mail.text).toContain(
      'Hello Eve Your account is locked. Unlock it: https://evil.example/unlock,',
    );
    expectNoInjectedLine(mail.text);
  });

  it("stored before the check, reach an invitation's subject and text on one line, capped", async () => {
    const { db } = await testDatabase();
    const inviter = await signUpMember(app);
    await setRole(db, inviter.email, 'admin');
    await db
      .update(users)
      .set({ firstName: INJECTED, lastName: `${'x'.repeat(99)}\n` })
      .where(eq(users.id, inviter.id));
    const to = uniqueEmail('invitee');
    const res = await app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: inviter.headers,
      payload: { emails: [to] },
    });
    expect(res.statusCode).toBe(200);
    await deliverQueued(app);
    const [mail] = smtp.to(to);
    expect(mail.parsed.headers.get('subject')).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('Eve Your account is locked.')).toBe(true);
    // The name is cut to INVITER_NAME_MAX (120) characters, with an ellipsis.
    expect(mail.subject).toMatch(/^.{119}… invited you to join /);
    expectNoInjectedLine(mail.text);
  });

  it("stored before the check, the community's name is one line in every mail", async () => {
    const { db } = await testDatabase();
    await db
      .insert(communitySettings)
      .values({ id: 1, communityName: 'Roundtable\nhttps://evil.example' })
      .onConflictDoUpdate({
        target: communitySettings.id,
        set: { communityName: 'Roundtable\nhttps://evil.example' },
      });
    try {
      const member = await signUpMember(app);
      await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: member.email },
      });
      await deliverQueued(app);
      const mail = smtp.to(member.email, 'Reset your').at(-1)!;
      expect(mail.subject).toBe('Reset your Roundtable https://evil.example password');
      expectNoInjectedLine(mail.text);
    } finally {
      await db
        .update(communitySettings)
        .set({ communityName: null })
        .where(eq(communitySettings.id, 1));
    }
  });
});
