import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../../shared/schema/membership';
import { users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../../test/harness';
import { deliverQueued, linkIn, startSmtpServer, type TestSmtp } from '../../test/smtp';
import { INVITE_LINK_USED_UP, LINK_NOT_SENT } from './invitations';
import { APPLICATION_ANSWERS } from './test-fixtures';

// Shareable invite links and invitations' personal notes (issue 36, decision 051).

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
let admin: Member;
let moderator: Member;
let member: Member;

const ANSWERS = APPLICATION_ANSWERS;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, JOIN_MODE: 'open' });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
  member = await signUpMember(app, { firstName: 'Mel', lastName: 'Member' });
});
afterAll(async () => {
  await mode('open');
  await app.close();
  await smtp.close();
});

const call = (who: { headers: object } | null, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    headers: who ? (who.headers as Record<string, string>) : {},
  });

async function mode(joinMode: string) {
  const res = await call(admin, 'PUT', '/api/admin/settings/joining', {
    joinMode,
    membersMayInvite: false,
  });
  expect(res.statusCode).toBe(200);
}

async function createLink(payload: object = { days: 7 }) {
  const res = await call(admin, 'POST', '/api/admin/invite-links', payload);
  expect(res.statusCode, res.body).toBe(201);
  const { url, invitation } = res.json();
  return { token: new URL(url).hash.replace(/^#invitation=/, ''), url, invitation };
}

const signUp = (token: string, email: string, extra: object = {}) =>
  call(null, 'POST', '/api/auth/signup', {
    email,
    password: 'correct horse',
    firstName: 'Lin',
    lastName: 'Kholder',
    invitation: token,
    ...extra,
  });

const accountOf = async (email: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

const linkRow = async (id: number) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
};

describe('shareable invite links', () => {
  it('are made by admins alone; nothing is made for anyone else', async () => {
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [moderator, 403],
    ] as const) {
      const res = await call(who, 'POST', '/api/admin/invite-links', { days: 7, label: 'Nope' });
      expect(res.statusCode).toBe(status);
      if (status === 403) expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
    const links = await call(admin, 'GET', '/api/invitations?kind=link');
    expect(links.json().map((l: { label: string }) => l.label)).not.toContain('Nope');
  });

  it.each([
    [{ days: 0 }, 'days', 'Choose how long the link works'],
    [{ days: 91 }, 'days', 'At most 90 days'],
    [{ days: 7, maxUses: 0 }, 'maxUses', 'At least 1 person'],
    [{ days: 7, maxUses: 2.5 }, 'maxUses', 'Enter a whole number'],
    [{ days: 7, maxUses: 1001 }, 'maxUses', 'At most 1000 people'],
    [{ days: 7, label: 'x'.repeat(101) }, 'label', 'Must be at most 100 characters'],
  ])('refuse %j with a 400 naming %s', async (payload, path, message) => {
    const before = (await call(admin, 'GET', '/api/invitations?kind=link')).json().length;
    const res = await call(admin, 'POST', '/api/admin/invite-links', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await call(admin, 'GET', '/api/invitations?kind=link')).json()).toHaveLength(before);
  });

  it('let as many people join as they are for, each confirming their own address, then stop', async () => {
    const { token, invitation } = await createLink({
      label: 'Chamber breakfast',
      days: 7,
      maxUses: 2,
    });
    expect(invitation).toMatchObject({
      email: null,
      label: 'Chamber breakfast',
      maxUses: 2,
      useCount: 0,
      state: 'sent',
      admits: false,
    });
    // The join page: no address to fill in, who made it.
    const check = await call(null, 'POST', '/api/invitations/check', { token });
    expect(check.json()).toEqual({
      email: null,
      note: null,
      inviterName: 'Ada Admin',
      needsApplication: false,
    });

    const first = uniqueEmail('linked');
    const res = await signUp(token, first);
    // No session: the address is confirmed by its link, as any sign-up's.
    expect(res.statusCode).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
    const account = await accountOf(first);
    expect(account).toMatchObject({ membership: 'active', emailVerifiedAt: null });
    await deliverQueued(app);
    expect(linkIn(smtp.to(first, 'Confirm').at(-1)!, '/verify-email')).toBeTruthy();

    // A taken address is answered as any sign-up's, and takes no use.
    expect((await signUp(token, member.email)).statusCode).toBe(202);
    expect((await linkRow(invitation.id)).useCount).toBe(1);

    expect((await signUp(token, uniqueEmail('linked'))).statusCode).toBe(202);
    expect((await linkRow(invitation.id)).useCount).toBe(2);
    const late = uniqueEmail('late');
    const refused = await signUp(token, late);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(INVITE_LINK_USED_UP);
    expect(await accountOf(late)).toBeUndefined();
    const [listed] = (await call(admin, 'GET', '/api/invitations?kind=link&state=accepted')).json();
    expect(listed).toMatchObject({ id: invitation.id, useCount: 2, state: 'accepted' });
  });

  it('take the last place once when two people use it at the same moment', async () => {
    const { token, invitation } = await createLink({ days: 7, maxUses: 1 });
    const results = await Promise.all([
      signUp(token, uniqueEmail('race')),
      signUp(token, uniqueEmail('race')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 410]);
    expect((await linkRow(invitation.id)).useCount).toBe(1);
  });

  it('lead to an application under approval, and get past invite-only', async () => {
    const { token } = await createLink({ days: 7 });
    await mode('approval');
    try {
      expect((await call(null, 'POST', '/api/invitations/check', { token })).json()).toMatchObject({
        needsApplication: true,
      });
      const applicant = uniqueEmail('applicant');
      expect((await signUp(token, applicant)).statusCode).toBe(400);
      expect((await signUp(token, applicant, { application: ANSWERS })).statusCode).toBe(202);
      expect((await accountOf(applicant)).membership).toBe('pending');

      await mode('invite-only');
      const invited = uniqueEmail('guest');
      expect((await signUp(token, invited)).statusCode).toBe(202);
      expect((await accountOf(invited)).membership).toBe('active');
      // Without the link, invite-only refuses.
      const plain = await call(null, 'POST', '/api/auth/signup', {
        email: uniqueEmail('plain'),
        password: 'correct horse',
        firstName: 'No',
        lastName: 'Link',
      });
      expect(plain.statusCode).toBe(403);
    } finally {
      await mode('open');
    }
  });

  it('stop working when revoked or expired, are never "sent again", and are audited', async () => {
    const { token, invitation } = await createLink({ label: 'Partners', days: 1 });
    expect((await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`)).json()).toEqual({
      message: LINK_NOT_SENT,
    });
    const revoked = await call(admin, 'DELETE', `/api/invitations/${invitation.id}`);
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    expect((await signUp(token, uniqueEmail('revoked'))).statusCode).toBe(410);

    const old = await createLink({ days: 1 });
    const { db } = await testDatabase();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, old.invitation.id));
    expect((await signUp(old.token, uniqueEmail('expired'))).statusCode).toBe(410);

    const audit = (await call(admin, 'GET', '/api/admin/audit')).json();
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'invite_link.create', targetLabel: 'Partners' }),
        expect.objectContaining({ action: 'invitation.revoke', targetLabel: 'Partners' }),
      ]),
    );
  });

  it('stay out of the e-mail invitations list, and links out of a member’s view', async () => {
    const { invitation } = await createLink({ label: 'Only links', days: 7 });
    const emailList = (await call(admin, 'GET', '/api/invitations')).json();
    expect(emailList.map((i: { id: number }) => i.id)).not.toContain(invitation.id);
    const mine = (await call(member, 'GET', '/api/invitations?kind=link')).json();
    expect(mine).toEqual([]);
    expect((await call(admin, 'GET', '/api/invitations?kind=sideways')).statusCode).toBe(400);
  });
});

describe('a personal note', () => {
  it('is quoted in the invitation e-mail and on the join page, and kept when sent again', async () => {
    const email = uniqueEmail('noted');
    const note = 'Hi Grace,\n> you should meet our founders.';
    const res = await call(admin, 'POST', '/api/invitations', { emails: [email], note });
    expect(res.statusCode).toBe(200);
    await deliverQueued(app);
    const mail = smtp.to(email, 'invited you').at(-1)!;
    expect(mail.text).toContain(
      'Ada Admin wrote:\n\n> Hi Grace,\n> > you should meet our founders.',
    );
    expect(mail.html).toContain('you should meet our founders.');
    const token = new URL(linkIn(mail, '/join#invitation=')).hash.replace(/^#invitation=/, '');
    expect((await call(null, 'POST', '/api/invitations/check', { token })).json().note).toBe(note);

    const [sent] = (await call(admin, 'GET', '/api/invitations')).json();
    expect(sent).toMatchObject({ email, note });
    await call(admin, 'POST', `/api/invitations/${sent.id}/resend`);
    await deliverQueued(app);
    expect(smtp.to(email, 'invited you').at(-1)!.text).toContain('> Hi Grace,');
  });

  it('is bounded', async () => {
    const res = await call(admin, 'POST', '/api/invitations', {
      emails: [uniqueEmail('long')],
      note: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'note',
      message: 'Must be at most 500 characters',
    });
  });
});
