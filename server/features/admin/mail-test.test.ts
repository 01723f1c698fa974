import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember } from '../../test/harness';
import { startSmtpServer, type TestSmtp } from '../../test/smtp';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
let admin: Member;
let member: Member;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  member = await signUpMember(app, { firstName: 'Mel', lastName: 'Member' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const sendTest = (a: App, who: Member) =>
  a.inject({ method: 'POST', url: '/api/admin/mail/test', headers: who.headers });

/** A port nobody listens on: taken from the system, then let go. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('the console’s test e-mail', () => {
  it('goes straight to the admin’s own address and answers with the mail server’s reply', async () => {
    const res = await sendTest(app, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.to).toBe(admin.email);
    expect(body.via).toMatch(/^SMTP at 127\.0\.0\.1:\d+$/);
    expect(body.answer).toMatch(/^250\b/);
    const [mail] = smtp.to(admin.email, 'Test message from');
    expect(mail).toBeDefined();
    expect(mail.text).toContain('This is a test message.');
  });

  it('is refused to a member before anything is sent', async () => {
    const before = smtp.to(member.email, 'Test message from').length;
    const res = await sendTest(app, member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ADMINS_ONLY });
    expect(smtp.to(member.email, 'Test message from')).toHaveLength(before);
  });

  it('says why when the mail server cannot be reached (502, not a 500)', async () => {
    const broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const res = await sendTest(broken, admin);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^Not sent: .*ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });
});
