import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, membershipApplications } from '../../../shared/schema/membership';
import { users } from '../../../shared/schema/users';
import { INVITATION_FOR_ANOTHER, INVITE_ONLY } from '../../auth/service';
import { RULES } from '../../lib/policy';
import {
  createTestApp,
  type Member,
  sessionCookieFor,
  sessionCookieOf,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../../test/harness';
import { deliverQueued, linkIn, startSmtpServer, type TestSmtp } from '../../test/smtp';
import { MEMBERSHIP_DECLINED, MEMBERSHIP_PENDING } from './gate';
import { ALREADY_A_MEMBER } from './invitations';
import { APPLICATION_ANSWERS } from './test-fixtures';

const ONLY_ADMINS_INVITE = RULES['invitation.send'].refusal().message;

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
let admin: Member;
let member: Member;

const ANSWERS = APPLICATION_ANSWERS;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // A fresh install's default: approval. Its first account is the admin all the same.
  app = await createTestApp({ SMTP_URL: smtp.url, JOIN_MODE: 'approval' });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  await setMode('open');
  member = await signUpMember(app, { firstName: 'Mel', lastName: 'Member' });
  await setMode('approval');
});
afterAll(async () => {
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

async function setMode(joinMode: string, membersMayInvite = false) {
  const res = await call(admin, 'PUT', '/api/admin/settings/joining', {
    joinMode,
    membersMayInvite,
  });
  expect(res.statusCode).toBe(200);
}

const rowOf = async (email: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

/** Signs up (a 202, no session), then a session for the account as its link would give. */
async function apply(fields: Record<string, unknown> = {}) {
  const email = uniqueEmail('applicant');
  const res = await call(null, 'POST', '/api/auth/signup', {
    email,
    password: 'correct horse',
    firstName: 'Apu',
    lastName: 'Plicant',
    application: ANSWERS,
    ...fields,
  });
  expect(res.statusCode).toBe(202);
  const row = await rowOf(email);
  const cookie = await sessionCookieFor(row.id);
  return { id: row.id, email, headers: { cookie } };
}

async function invite(who: Member, emails: string[]) {
  const res = await call(who, 'POST', '/api/invitations', { emails });
  return res;
}

async function invitationToken(email: string) {
  await deliverQueued(app);
  const mail = smtp.to(email, 'invited you').at(-1);
  if (!mail) throw new Error(`no invitation to ${email}`);
  return new URL(linkIn(mail, '/join#invitation=')).hash.replace(/^#invitation=/, '');
}

describe('settings', () => {
  it('the config tells visitors the join mode; only admins read or change it', async () => {
    expect((await call(null, 'GET', '/api/config')).json().joinMode).toBe('approval');
    await setMode('invite-only');
    expect((await call(null, 'GET', '/api/config')).json().joinMode).toBe('invite-only');
    await setMode('approval');
    expect((await call(member, 'GET', '/api/admin/settings/joining')).statusCode).toBe(403);
    const bad = await call(admin, 'PUT', '/api/admin/settings/joining', { joinMode: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/settings/joining')).json()).toEqual({
      joinMode: 'approval',
      membersMayInvite: false,
    });
  });
});

describe('approval mode', () => {
  it('sign-up asks for the answers, naming the missing field', async () => {
    const res = await call(null, 'POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: 'correct horse',
      firstName: 'No',
      lastName: 'Answers',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'application.reason', message: 'Tell us why you want to join' },
    ]);
    const badSite = await call(null, 'POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: 'correct horse',
      firstName: 'Bad',
      lastName: 'Site',
      application: { ...ANSWERS, website: 'javascript:alert(1)' },
    });
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().issues).toEqual([
      {
        path: 'application.website',
        message: 'Enter your LinkedIn or website address, such as linkedin.com/in/your-name',
      },
    ]);
  });

  it('an applicant reaches only their application; every other API says Membership pending', async () => {
    const applicant = await apply();
    const row = await rowOf(applicant.email);
    expect(row).toMatchObject({
      membership: 'pending',
      role: 'member',
      company: 'Bayou Logistics',
    });
    for (const url of [
      '/api/discussions',
      '/api/users',
      '/api/messages',
      '/api/auth/user',
      '/api/admin/members',
    ]) {
      const res = await call(applicant, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MEMBERSHIP_PENDING });
    }
    const status = await call(applicant, 'GET', '/api/membership');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      state: 'pending',
      application: { ...ANSWERS, state: 'pending', decisionMessage: null },
      reapplyAt: null,
    });
    // Not a member yet: the directory does not list them, and they have no profile.
    const directory = await call(member, 'GET', `/api/users?search=Plicant`);
    expect(directory.json().map((m: { id: string }) => m.id)).not.toContain(applicant.id);
    const profile = await call(member, 'GET', `/api/users/${applicant.id}/profile`);
    expect(profile.statusCode).toBe(404);
    const session = await call(applicant, 'GET', '/api/auth/session');
    expect(session.json().member.membership).toBe('pending');
    // Sending again while under review is refused.
    const again = await call(applicant, 'POST', '/api/membership/application', ANSWERS);
    expect(again.statusCode).toBe(409);
  });

  it('takes "linkedin.com/in/…" as typed and stores it with https://', async () => {
    const applicant = await apply({
      application: { ...ANSWERS, website: 'linkedin.com/in/apu-plicant' },
    });
    const status = await call(applicant, 'GET', '/api/membership');
    expect(status.json().application.website).toBe('https://linkedin.com/in/apu-plicant');
  });

  it('the queue lists it newest first with its answers and domain; approval admits and e-mails', async () => {
    const first = await apply();
    const second = await apply();
    const queue = await call(admin, 'GET', '/api/admin/applications');
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().map((a: { applicant: { id: string } }) => a.applicant.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const entry = queue
      .json()
      .find((a: { applicant: { id: string } }) => a.applicant.id === first.id);
    expect(entry).toMatchObject({ ...ANSWERS, emailDomain: 'example.com', invitedBy: null });
    expect(queue.headers['x-total-count']).toBeDefined();

    const res = await call(admin, 'POST', '/api/admin/applications/decide', {
      ids: [entry.id],
      decision: 'approve',
    });
    expect(res.json()).toEqual({ decided: 1, skipped: [] });
    expect((await rowOf(first.email)).membership).toBe('active');
    expect((await call(first, 'GET', '/api/discussions')).statusCode).toBe(200);
    const listed = await call(member, 'GET', `/api/users?search=Plicant`);
    expect(listed.json().map((m: { id: string }) => m.id)).toContain(first.id);
    // What they typed once starts their profile: title, company, and their website (issue 36).
    expect(listed.json().find((m: { id: string }) => m.id === first.id)).toMatchObject({
      title: ANSWERS.title,
      company: ANSWERS.company,
      website: ANSWERS.website,
    });
    const log = await call(admin, 'GET', `/api/admin/audit?action=application.approve`);
    expect(log.json()[0]).toMatchObject({ targetId: first.id, targetLabel: 'Apu Plicant' });
    await deliverQueued(app);
    expect(smtp.to(first.email, 'Welcome to').length).toBe(1);
    // Deciding again skips it: two admins at once decide it once.
    const twice = await call(admin, 'POST', '/api/admin/applications/decide', {
      ids: [entry.id],
      decision: 'decline',
    });
    expect(twice.json()).toEqual({ decided: 0, skipped: [entry.id] });
    expect((await rowOf(first.email)).membership).toBe('active');
  });

  it('a decline carries the message; the applicant may not apply again for 30 days', async () => {
    const applicant = await apply();
    const [{ id }] = (await call(admin, 'GET', '/api/admin/applications')).json();
    const res = await call(admin, 'POST', '/api/admin/applications/decide', {
      ids: [id],
      decision: 'decline',
      message: 'We keep membership to founders for now.',
    });
    expect(res.json().decided).toBe(1);
    const blocked = await call(applicant, 'GET', '/api/discussions');
    expect(blocked.json()).toEqual({ message: MEMBERSHIP_DECLINED });
    const status = (await call(applicant, 'GET', '/api/membership')).json();
    expect(status.state).toBe('declined');
    expect(status.application.decisionMessage).toBe('We keep membership to founders for now.');
    const days = (Date.parse(status.reapplyAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const again = await call(applicant, 'POST', '/api/membership/application', ANSWERS);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/^You can apply again from \w+ \d+, \d{4}\.$/);
    await deliverQueued(app);
    const mail = smtp.to(applicant.email, 'Your application to').at(-1)!;
    expect(mail.text).toContain('We keep membership to founders for now.');

    // Thirty days on, the page's Send works and the application is back in the queue.
    const { db } = await testDatabase();
    await db
      .update(membershipApplications)
      .set({ decidedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(membershipApplications.id, id));
    const later = await call(applicant, 'POST', '/api/membership/application', ANSWERS);
    expect(later.statusCode).toBe(200);
    expect(later.json().state).toBe('pending');
    expect((await rowOf(applicant.email)).membership).toBe('pending');
  });

  it('withdrawing ends the account and its session', async () => {
    const applicant = await apply();
    const res = await call(applicant, 'DELETE', '/api/membership/application');
    expect(res.statusCode).toBe(200);
    expect(await rowOf(applicant.email)).toBeUndefined();
    expect((await call(applicant, 'GET', '/api/membership')).statusCode).toBe(401);
    // A member has nothing to withdraw.
    expect((await call(member, 'DELETE', '/api/membership/application')).statusCode).toBe(409);
  });

  it('a member may not decide or see the queue', async () => {
    expect((await call(member, 'GET', '/api/admin/applications')).statusCode).toBe(403);
    const res = await call(member, 'POST', '/api/admin/applications/decide', {
      ids: [1],
      decision: 'approve',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('open and invite-only modes', () => {
  it('open: no answers needed, the account is a member once confirmed', async () => {
    await setMode('open');
    const email = uniqueEmail();
    const res = await call(null, 'POST', '/api/auth/signup', {
      email,
      password: 'correct horse',
      firstName: 'Open',
      lastName: 'Door',
    });
    expect(res.statusCode).toBe(202);
    expect((await rowOf(email)).membership).toBe('active');
    await setMode('approval');
  });

  it('invite-only: sign-up without an invitation is refused', async () => {
    await setMode('invite-only');
    const email = uniqueEmail();
    const res = await call(null, 'POST', '/api/auth/signup', {
      email,
      password: 'correct horse',
      firstName: 'No',
      lastName: 'Invite',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVITE_ONLY });
    expect(await rowOf(email)).toBeUndefined();
    await setMode('approval');
  });
});

describe('invitations', () => {
  it("an admin's invitation admits directly, even in approval mode, and signs in at once", async () => {
    const email = uniqueEmail('guest');
    const res = await invite(admin, [email, member.email]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invited: [email],
      skipped: [{ email: member.email, reason: ALREADY_A_MEMBER }],
    });
    const token = await invitationToken(email);
    const check = await call(null, 'POST', '/api/invitations/check', { token });
    expect(check.json()).toEqual({
      email,
      note: null,
      inviterName: 'Ada Admin',
      needsApplication: false,
    });

    const other = await call(null, 'POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: 'correct horse',
      firstName: 'Wrong',
      lastName: 'Address',
      invitation: token,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(INVITATION_FOR_ANOTHER);

    const up = await call(null, 'POST', '/api/auth/signup', {
      email,
      password: 'correct horse',
      firstName: 'Gia',
      lastName: 'Guest',
      invitation: token,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ email, membership: 'active' });
    expect(up.json().emailVerifiedAt).not.toBeNull();
    const cookie = sessionCookieOf(up);
    expect((await call({ headers: { cookie } }, 'GET', '/api/discussions')).statusCode).toBe(200);

    // Used once: the link now says so.
    const reused = await call(null, 'POST', '/api/invitations/check', { token });
    expect(reused.statusCode).toBe(410);
    const list = await call(admin, 'GET', '/api/invitations');
    expect(list.json().find((i: { email: string }) => i.email === email)).toMatchObject({
      state: 'accepted',
      admits: true,
      invitedBy: { firstName: 'Ada', lastName: 'Admin' },
    });
  });

  it("members invite only when allowed; a member's invitation still goes through approval", async () => {
    const email = uniqueEmail('friend');
    const refused = await invite(member, [email]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ONLY_ADMINS_INVITE });

    await setMode('approval', true);
    expect((await invite(member, [email])).statusCode).toBe(200);
    const token = await invitationToken(email);
    const check = await call(null, 'POST', '/api/invitations/check', { token });
    expect(check.json()).toMatchObject({ inviterName: 'Mel Member', needsApplication: true });
    const noAnswers = await call(null, 'POST', '/api/auth/signup', {
      email,
      password: 'correct horse',
      firstName: 'Fran',
      lastName: 'Friend',
      invitation: token,
    });
    expect(noAnswers.statusCode).toBe(400);
    const up = await call(null, 'POST', '/api/auth/signup', {
      email,
      password: 'correct horse',
      firstName: 'Fran',
      lastName: 'Friend',
      invitation: token,
      application: ANSWERS,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().membership).toBe('pending');
    const cookie = sessionCookieOf(up);
    const blocked = await call({ headers: { cookie } }, 'GET', '/api/discussions');
    expect(blocked.json()).toEqual({ message: MEMBERSHIP_PENDING });
    const queue = (await call(admin, 'GET', '/api/admin/applications')).json();
    expect(queue[0]).toMatchObject({
      applicant: { email },
      invitedBy: { firstName: 'Mel', lastName: 'Member' },
    });
    // The member sees their own invitations only; the admin sees all.
    const mine = (await call(member, 'GET', '/api/invitations')).json();
    expect(mine.map((i: { email: string }) => i.email)).toEqual([email]);
    await setMode('approval', false);
  });

  it('revoked and expired links are refused with why; only the inviter or an admin revokes', async () => {
    const revokedEmail = uniqueEmail('revoked');
    await invite(admin, [revokedEmail]);
    const token = await invitationToken(revokedEmail);
    const { db } = await testDatabase();
    const [row] = await db.select().from(invitations).where(eq(invitations.email, revokedEmail));
    expect((await call(member, 'DELETE', `/api/invitations/${row.id}`)).statusCode).toBe(404);
    const revoked = await call(admin, 'DELETE', `/api/invitations/${row.id}`);
    expect(revoked.json().state).toBe('revoked');
    const check = await call(null, 'POST', '/api/invitations/check', { token });
    expect(check.statusCode).toBe(410);
    expect(check.json()).toEqual({ message: 'This invitation was withdrawn' });
    const resend = await call(admin, 'POST', `/api/invitations/${row.id}/resend`);
    expect(resend.statusCode).toBe(409);

    const lateEmail = uniqueEmail('late');
    await invite(admin, [lateEmail]);
    const lateToken = await invitationToken(lateEmail);
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, lateEmail));
    const expired = await call(null, 'POST', '/api/auth/signup', {
      email: lateEmail,
      password: 'correct horse',
      firstName: 'Late',
      lastName: 'Comer',
      invitation: lateToken,
    });
    expect(expired.statusCode).toBe(410);
    expect(await rowOf(lateEmail)).toBeUndefined();
    // A resend gives a fresh link that works; the old one stays dead.
    const [late] = await db.select().from(invitations).where(eq(invitations.email, lateEmail));
    const again = await call(admin, 'POST', `/api/invitations/${late.id}/resend`);
    expect(again.json()).toMatchObject({ state: 'sent', sendCount: 2 });
    const fresh = await invitationToken(lateEmail);
    expect(fresh).not.toBe(lateToken);
    expect((await call(null, 'POST', '/api/invitations/check', { token: fresh })).statusCode).toBe(
      200,
    );
    expect(
      (await call(null, 'POST', '/api/invitations/check', { token: lateToken })).statusCode,
    ).toBe(404);
  });

  it("a list re-invites open invitations with fresh links; an admin's makes a member's admit", async () => {
    await setMode('approval', true);
    const byMember = uniqueEmail('by-member');
    const byAdmin = uniqueEmail('by-admin');
    expect((await invite(member, [byMember])).statusCode).toBe(200);
    expect((await invite(admin, [byAdmin])).statusCode).toBe(200);
    const firstMember = await invitationToken(byMember);
    const firstAdmin = await invitationToken(byAdmin);
    const newcomer = uniqueEmail('newcomer');

    const res = await invite(admin, [byMember, byAdmin, newcomer, byMember]);
    expect(res.json()).toEqual({ invited: [byMember, byAdmin, newcomer], skipped: [] });
    const { db } = await testDatabase();
    const rows = await db.select().from(invitations);
    const of = (email: string) => rows.filter((r) => r.email === email);
    expect(of(byMember)).toHaveLength(1);
    expect(of(byMember)[0]).toMatchObject({ admits: true, invitedBy: admin.id, sendCount: 2 });
    expect(of(byAdmin)[0]).toMatchObject({ admits: true, invitedBy: admin.id, sendCount: 2 });
    expect(of(newcomer)[0]).toMatchObject({ admits: true, sendCount: 1 });
    // Each address has its own new link; the old ones stopped working.
    const links = [await invitationToken(byMember), await invitationToken(byAdmin)];
    expect(new Set(links).size).toBe(2);
    for (const old of [firstMember, firstAdmin]) {
      expect((await call(null, 'POST', '/api/invitations/check', { token: old })).statusCode).toBe(
        404,
      );
    }
    const check = await call(null, 'POST', '/api/invitations/check', { token: links[0] });
    expect(check.json()).toMatchObject({ inviterName: 'Ada Admin', needsApplication: false });
    // A member inviting an address the admin already invited takes nothing away.
    expect((await invite(member, [byAdmin])).statusCode).toBe(200);
    const [kept] = await db.select().from(invitations).where(eq(invitations.email, byAdmin));
    expect(kept).toMatchObject({ admits: true, invitedBy: admin.id, sendCount: 3 });
    await setMode('approval', false);
  });

  it('at most 100 addresses, each one checked', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `p${i}@example.com`);
    expect((await invite(admin, many)).statusCode).toBe(400);
    const bad = await invite(admin, ['fine@example.com', 'not-an-address']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('emails.1');
  });
});
