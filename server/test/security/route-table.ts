import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { discussionCategories } from '../../../shared/schema/discussions';
import { invitations } from '../../../shared/schema/membership';
import { notifications } from '../../../shared/schema/notifications';
import { skills } from '../../../shared/schema/skills';
import { hashToken } from '../../auth/account-tokens';
import { rateLimitCounters } from '../../db/schema/rate-limits';
import { signUnsubscribe } from '../../features/notifications/unsubscribe-token';
import { localSecret } from '../../storage/local-store';
import { type Member, testDatabase, testDataDir, uniqueEmail } from '../harness';
import { pngImage } from '../images';
import { validBody, type World } from './fixtures';

/**
 * Who calls: nobody signed in, a member who does not own the row in the URL, and the
 * member who does (for routes without a row, "owner" is just another member); then the
 * staff (decision 017), who own nothing in the world: a moderator and an admin.
 */
export const BASE_ROLES = ['visitor', 'member', 'owner'] as const;
export const STAFF_ROLES = ['moderator', 'admin'] as const;
/**
 * Signed in but not members (decision 019): an applicant under review and a declined one.
 * The membership gate refuses them every members-only route but their application's.
 */
export const APPLICANT_ROLES = ['pending', 'declined'] as const;
/** A suspended member's session no longer signs anyone in: they call as a visitor would. */
export const ROLES = [...BASE_ROLES, ...STAFF_ROLES, ...APPLICANT_ROLES, 'suspended'] as const;
export type Role = (typeof ROLES)[number];
type BaseRole = (typeof BASE_ROLES)[number];
type OtherRole = Exclude<Role, BaseRole>;

/** Someone who calls as a member without owning the row: a plain member or staff. */
const isNonOwner = (role: Role) => role !== 'visitor' && role !== 'owner';

/** One concrete call. `session` replaces the role's own session when the call would spend it. */
export interface CallSpec {
  url: string;
  payload?: unknown;
  contentType?: string;
  session?: Member | null;
}

export interface RouteEntry {
  method: string;
  /** The pattern exactly as the server registered it. */
  url: string;
  /**
   * The status per role. Staff get what a (non-owning) member gets unless the entry says
   * otherwise: a role's power over other members' rows must be written here to exist.
   */
  expect: Record<BaseRole, number> & Partial<Record<OtherRole, number>>;
  /** Builds the call for a role, making fresh rows when the call would use one up. */
  build: (w: World, role: Role) => CallSpec | Promise<CallSpec>;
  /** Why an expectation is not the obvious one. */
  why?: string;
}

/** A name no other call has used (categories and skills are unique by name). */
const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A category and a skill of the call's own, so writing them disturbs nothing else. */
async function spareCategory() {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(discussionCategories)
    .values({ name: uniqueName('Spare'), position: 1000 })
    .returning({ id: discussionCategories.id });
  return row.id;
}
async function spareSkill() {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(skills)
    .values({ name: uniqueName('Spare skill') })
    .returning({ id: skills.id });
  return row.id;
}

/**
 * A group conversation of the owner's own (issue 37): the owner, the applicant and a
 * newcomer. The calls that change who is in one, or its name, each get a fresh one.
 */
async function ownersGroup(w: World) {
  const newcomer = await w.api.newcomer('active');
  const sent = await w.api.make<{ threadId: number }>(w.owner, 'POST', '/api/messages', {
    recipientIds: [w.applicant.id, newcomer.id],
    name: uniqueName('Group'),
    content: 'Welcome, both of you',
  });
  return sent.threadId;
}

/** Members-only: a visitor gets 401 before anything else is looked at. */
const membersOnly = (member: number, owner = member) => ({ visitor: 401, member, owner });
const everyone = (status: number) => ({ visitor: status, member: status, owner: status });
/** The admin console: visitors 401, members and moderators 403, admins `status`. */
const adminsOnly = (status: number) => ({
  visitor: 401,
  member: 403,
  owner: 403,
  moderator: 403,
  admin: status,
});

/** Moderation: visitors 401, members 403, moderators and admins `status` (decision 021). */
const staffOnly = (status: number) => ({
  visitor: 401,
  member: 403,
  owner: 403,
  moderator: status,
  admin: status,
});

/**
 * The status a role must get from an entry, unless the entry names it: staff get a
 * member's; applicants 403 on members-only routes and a member's on public ones; a
 * suspended member a visitor's.
 */
export function expectedFor(entry: RouteEntry, role: Role): number {
  switch (role) {
    case 'visitor':
    case 'member':
    case 'owner':
      return entry.expect[role];
    case 'moderator':
    case 'admin':
      return entry.expect[role] ?? entry.expect.member;
    case 'pending':
    case 'declined':
      return entry.expect[role] ?? (entry.expect.visitor === 401 ? 403 : entry.expect.member);
    case 'suspended':
      return entry.expect[role] ?? entry.expect.visitor;
  }
}

/** The actor a role stands for (null: no cookie). */
export const actorOf = (w: World, role: Role): Member | null =>
  ({
    visitor: null,
    member: w.other,
    owner: w.owner,
    moderator: w.moderator,
    admin: w.admin,
    pending: w.pending,
    declined: w.declined,
    suspended: w.suspended,
  })[role];

/** Sessions the call ends or replaces are spent on a second session of the same member. */
const spareSession = async (w: World, role: Role) => {
  const actor = actorOf(w, role);
  // Their session is already dead, and they cannot sign in for another.
  if (role === 'suspended') return actor;
  return actor ? w.api.session(actor) : null;
};

/** The role's own row, or for the owner a fresh one when the call uses it up. */
const ownedOrFresh = async (role: Role, own: number, fresh: () => Promise<number>) =>
  role === 'owner' ? fresh() : own;

/** Staff delete others' rows with a reason (decision 022); the rest as `ownedOrFresh`. */
const staffDeletes =
  (base: string, own: (w: World) => number, fresh: (w: World) => Promise<number>) =>
  async (w: World, role: Role): Promise<CallSpec> => {
    if (role === 'moderator' || role === 'admin') {
      return { url: `${base}/${await fresh(w)}`, payload: { reason: 'Breaks the house rules' } };
    }
    return { url: `${base}/${await ownedOrFresh(role, own(w), () => fresh(w))}` };
  };
const staffToo = { moderator: 204, admin: 204 };

/**
 * A fresh member in the role's state, for calls that spend the caller's sessions or
 * address: an applicant stays one, a suspended member keeps their dead session.
 */
const throwaway = async (w: World, role: Role) => {
  if (role === 'visitor' || role === 'suspended') return actorOf(w, role);
  return w.api.newcomer(role === 'pending' || role === 'declined' ? role : 'active');
};

/** The owner's calendar token as it is now (the reset case replaces it). */
const currentFeedToken = async (w: World) => {
  const { url } = await w.api.make<{ url: string }>(w.owner, 'GET', '/api/calendar/feed');
  return /\/api\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
};

/** Makes sure `member` holds (or does not hold) catalog skill `skillId`; the user-skill id. */
async function ownerSkill(w: World, skillId: number, held: boolean) {
  const url = `/api/users/${encodeURIComponent(w.owner.id)}/skills`;
  const list = await w.api.make<{ id: number; skillId: number }[]>(w.owner, 'GET', url);
  const row = list.find((s) => s.skillId === skillId);
  if (held) return row?.id ?? (await w.api.userSkill(w.owner, skillId)).id;
  if (row) await w.api.make(w.owner, 'DELETE', `/api/user-skills/${row.id}`);
  return null;
}

const refusedUploads = new WeakMap<World, Promise<string>>();
/** One upload of the owner's, offered by every caller that must be refused it. */
function refusedUpload(w: World) {
  if (!refusedUploads.has(w)) {
    refusedUploads.set(
      w,
      w.api.upload(w.owner).then((u) => u.uploadURL),
    );
  }
  return refusedUploads.get(w) as Promise<string>;
}

/** An admin's invitation whose link works, written as `POST /api/invitations` would. */
async function openInvitation(w: World) {
  const { db } = await testDatabase();
  const token = randomBytes(16).toString('base64url');
  const [row] = await db
    .insert(invitations)
    .values({
      email: uniqueEmail('invited'),
      tokenHash: hashToken(token),
      invitedBy: w.admin.id,
      admits: true,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  return { id: row.id, token };
}

/** Sets whether `who` endorses the owner's skill, before a call that needs one or none. */
const endorsement = (w: World, who: Member, on: boolean) =>
  w.api.call(who, on ? 'POST' : 'DELETE', `/api/user-skills/${w.userSkill.id}/endorse`);

/**
 * Every API route with the status each role must get (spec §6, decision 001, the feature
 * issues). A route the server registers without an entry here fails the matrix.
 */
export const ROUTE_TABLE: RouteEntry[] = [
  // --- sign-in and public facts -------------------------------------------------------
  {
    method: 'GET',
    url: '/api/login',
    expect: everyone(302),
    build: () => ({ url: '/api/login' }),
    why: 'public: sends anyone to the sign-in page',
  },
  {
    method: 'GET',
    url: '/api/callback',
    expect: everyone(400),
    build: () => ({ url: '/api/callback?code=x&state=y' }),
    why: 'public, and refused without a sign-in in progress; the OIDC round trip is proven in server/auth',
  },
  {
    method: 'POST',
    url: '/api/login/invitation',
    expect: everyone(404),
    build: async (w) => ({
      url: '/api/login/invitation',
      payload: { token: (await openInvitation(w)).token },
    }),
    why: 'public; without a provider (as here) there is none to go to; the round trip with an invitation is proven in server/auth/oidc-invitation.test.ts',
  },
  {
    method: 'POST',
    url: '/api/logout',
    expect: everyone(200),
    build: async (w, role) => ({ url: '/api/logout', session: await spareSession(w, role) }),
    why: 'public: ends the session if there is one; cross-site posts meet the CSRF guard',
  },
  {
    method: 'GET',
    url: '/api/logout',
    expect: everyone(405),
    build: () => ({ url: '/api/logout' }),
    why: 'signing out by GET would let any page do it; the answer names the POST',
  },
  {
    method: 'POST',
    url: '/api/auth/signup',
    expect: everyone(202),
    why: 'public; the same answer whether or not the address is taken (decision 016)',
    build: async (w, role) => ({
      url: '/api/auth/signup',
      payload: {
        email: uniqueEmail('matrix'),
        password: 'correct horse battery',
        firstName: 'New',
        lastName: 'Member',
      },
      session: await spareSession(w, role),
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/signin',
    expect: { ...everyone(200), suspended: 403 },
    build: async (w, role) => {
      const who = actorOf(w, role) ?? w.applicant;
      return {
        url: '/api/auth/signin',
        payload: { email: who.email, password: 'correct horse battery' },
        session: await spareSession(w, role),
      };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset',
    expect: everyone(202),
    build: () => ({ url: '/api/auth/password-reset', payload: { email: uniqueEmail('forgot') } }),
    why: 'public: anyone may ask; the answer is the same for every address',
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/check',
    expect: everyone(204),
    build: async (w) => {
      const token = await w.api.token(await w.api.newcomer(), 'password-reset');
      return { url: '/api/auth/password-reset/check', payload: { token } };
    },
    why: 'public: the link is the credential',
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    expect: everyone(200),
    build: async (w, role) => {
      const token = await w.api.token(await w.api.newcomer(), 'password-reset');
      return {
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'a fresh long password' },
        session: await spareSession(w, role),
      };
    },
    why: 'public: the link is the credential; it signs its owner in, replacing any session',
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    expect: everyone(200),
    build: async (w, role) => {
      const token = await w.api.token(await w.api.newcomer(), 'verify-email');
      return {
        url: '/api/auth/verify-email',
        payload: { token },
        session: await spareSession(w, role),
      };
    },
    why: 'public: the link is the credential and signs its owner in',
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    expect: { ...membersOnly(202), pending: 202, declined: 202 },
    build: async (w, role) => ({
      url: '/api/auth/verify-email/resend',
      session: await throwaway(w, role),
    }),
    why: 'a member whose address is not confirmed yet asks for a new link for it',
  },
  // --- the admin console (decision 017; admins only) --------------------------------------
  {
    method: 'GET',
    url: '/api/admin/members',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/members' }),
  },
  {
    method: 'PUT',
    url: '/api/admin/members/:id/role',
    expect: adminsOnly(200),
    build: async (w) => ({
      url: `/api/admin/members/${encodeURIComponent((await w.api.newcomer()).id)}/role`,
      payload: { role: 'moderator' },
    }),
    why: 'roles are an admin’s to give',
  },
  {
    method: 'PUT',
    url: '/api/admin/members/:id/suspension',
    expect: adminsOnly(200),
    build: async (w) => ({
      url: `/api/admin/members/${encodeURIComponent((await w.api.newcomer()).id)}/suspension`,
      payload: { reason: 'Spam', until: null },
    }),
    why: 'suspending is an admin’s; a throwaway member is suspended, not one the other calls use',
  },
  {
    method: 'DELETE',
    url: '/api/admin/members/:id/suspension',
    expect: adminsOnly(204),
    build: async (w) => ({
      url: `/api/admin/members/${encodeURIComponent((await w.api.newcomer()).id)}/suspension`,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/members/:id',
    expect: adminsOnly(204),
    build: async (w) => ({
      url: `/api/admin/members/${encodeURIComponent((await w.api.newcomer()).id)}`,
      payload: { content: 'keep', reason: 'Asked to leave' },
    }),
    why: 'removing a member is an admin’s (decision 022); a throwaway member is removed',
  },
  {
    method: 'GET',
    url: '/api/admin/applications',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/applications' }),
  },
  {
    method: 'POST',
    url: '/api/admin/applications/decide',
    expect: adminsOnly(200),
    build: () => ({
      url: '/api/admin/applications/decide',
      payload: { ids: [2_000_000_000], decision: 'approve' },
    }),
    why: 'deciding who joins is an admin’s; an id with no application (not the world’s applicant’s) is skipped',
  },
  {
    method: 'GET',
    url: '/api/admin/settings/joining',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/settings/joining' }),
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/joining',
    expect: adminsOnly(200),
    // The suites' own mode: nothing else in the file is disturbed.
    build: () => ({
      url: '/api/admin/settings/joining',
      payload: { joinMode: 'open', membersMayInvite: false },
    }),
  },
  // --- the console's community settings, categories and skill catalog (decision 023) ------
  {
    method: 'GET',
    url: '/api/admin/settings/community',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/settings/community' }),
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/community',
    expect: adminsOnly(200),
    // Every field blank: the environment's defaults, which the other suites expect.
    build: () => ({ url: '/api/admin/settings/community', payload: {} }),
  },
  // --- the About page and its section of the console (decision 049) ----------------------
  {
    method: 'GET',
    url: '/api/about',
    expect: membersOnly(200),
    build: () => ({ url: '/api/about' }),
  },
  {
    method: 'GET',
    url: '/api/admin/settings/about',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/settings/about' }),
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/about',
    expect: adminsOnly(200),
    // Every part the standard text, which the other suites expect.
    build: () => ({ url: '/api/admin/settings/about', payload: {} }),
  },
  // --- branding: the logo and the accent (decision 050) -----------------------------------
  {
    method: 'PUT',
    url: '/api/admin/settings/branding',
    expect: adminsOnly(200),
    // The default accent, which the other suites expect.
    build: () => ({ url: '/api/admin/settings/branding', payload: { accent: 'gold' } }),
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/branding/logo',
    expect: adminsOnly(200),
    build: async (w, role) => ({
      url: '/api/admin/settings/branding/logo',
      payload: {
        imageURL: role === 'admin' ? (await w.api.upload(w.admin)).uploadURL : w.upload.uploadURL,
      },
    }),
    why: 'the admin’s own fresh upload becomes the logo; the row after takes it away again',
  },
  {
    method: 'DELETE',
    url: '/api/admin/settings/branding/logo',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/settings/branding/logo' }),
  },
  {
    method: 'GET',
    url: '/branding/:file',
    expect: everyone(404),
    build: () => ({ url: '/branding/logo-00000000-0000-4000-8000-000000000000.png' }),
    why: 'public (the landing page, the tab, mails), and only the logo shown now: none here',
  },
  // --- the first run and the setup checklist (issue 36, decision 048) ---------------------
  {
    method: 'POST',
    url: '/api/setup',
    expect: everyone(409),
    why: 'public, and only once: this community has its admin, so every role is told it is set up',
    build: () => ({
      url: '/api/setup',
      payload: {
        email: uniqueEmail('setup'),
        password: 'correct horse battery',
        firstName: 'Second',
        lastName: 'Founder',
        communityName: 'Another Roundtable',
        city: 'Austin',
        timeZone: 'America/Chicago',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/setup',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/setup' }),
  },
  {
    method: 'POST',
    url: '/api/admin/setup/dismiss',
    expect: adminsOnly(204),
    build: () => ({ url: '/api/admin/setup/dismiss' }),
  },
  {
    method: 'GET',
    url: '/api/me/first-steps',
    expect: membersOnly(200),
    why: 'each member reads their own steps; there is no one else’s to ask for',
    build: () => ({ url: '/api/me/first-steps' }),
  },
  {
    method: 'POST',
    url: '/api/me/first-steps/dismiss',
    expect: membersOnly(204),
    build: () => ({ url: '/api/me/first-steps/dismiss' }),
  },
  {
    method: 'POST',
    url: '/api/me/welcomed',
    expect: membersOnly(204),
    build: () => ({ url: '/api/me/welcomed' }),
  },
  {
    method: 'GET',
    url: '/api/admin/categories',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/categories' }),
  },
  {
    method: 'POST',
    url: '/api/admin/categories',
    expect: adminsOnly(201),
    build: () => ({ url: '/api/admin/categories', payload: { name: uniqueName('Category') } }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/categories/:id',
    expect: adminsOnly(200),
    build: async () => ({
      url: `/api/admin/categories/${await spareCategory()}`,
      payload: { name: uniqueName('Renamed') },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/categories/:id/move',
    expect: adminsOnly(200),
    build: async () => ({
      url: `/api/admin/categories/${await spareCategory()}/move`,
      payload: { direction: 'up' },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/categories/:id/archived',
    expect: adminsOnly(200),
    // A category of its own: the world's takes the other cases' new discussions.
    build: async () => ({
      url: `/api/admin/categories/${await spareCategory()}/archived`,
      payload: { archived: true },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/skills',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/skills?q=a' }),
  },
  {
    method: 'POST',
    url: '/api/admin/skills',
    expect: adminsOnly(201),
    build: () => ({ url: '/api/admin/skills', payload: { name: uniqueName('Skill') } }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/skills/:id',
    expect: adminsOnly(200),
    build: async () => ({
      url: `/api/admin/skills/${await spareSkill()}`,
      payload: { name: uniqueName('Renamed skill') },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/skills/:id/merge',
    expect: adminsOnly(200),
    build: async () => ({
      url: `/api/admin/skills/${await spareSkill()}/merge`,
      payload: { targetId: await spareSkill() },
    }),
  },
  // --- joining: an applicant's own application, invitations -------------------------------
  {
    method: 'GET',
    url: '/api/membership',
    expect: { ...membersOnly(200), pending: 200, declined: 200 },
    build: () => ({ url: '/api/membership' }),
    why: 'a member is told they are one; the applicant states have their own tests',
  },
  {
    method: 'POST',
    url: '/api/membership/application',
    expect: { ...membersOnly(409), pending: 409, declined: 403 },
    build: () => ({
      url: '/api/membership/application',
      payload: { company: null, title: null, website: null, reason: 'To meet people' },
    }),
    why: 'a member has no application to send; an applicant has one under review; a declined one waits 30 days',
  },
  {
    method: 'DELETE',
    url: '/api/membership/application',
    expect: { ...membersOnly(409), pending: 200, declined: 409 },
    build: async (w, role) => ({
      url: '/api/membership/application',
      // Withdrawing ends the applicant's account: a fresh one each time.
      ...(role === 'pending' ? { session: await w.api.newcomer('pending') } : {}),
    }),
    why: 'only an application under review can be withdrawn (the account goes with it)',
  },
  {
    method: 'POST',
    url: '/api/invitations',
    expect: { visitor: 401, member: 403, owner: 403, moderator: 403, admin: 200 },
    build: () => ({ url: '/api/invitations', payload: { emails: [uniqueEmail('invitee')] } }),
    why: 'admins invite; members only when the admins allow it (off by default)',
  },
  {
    method: 'GET',
    url: '/api/invitations',
    expect: membersOnly(200),
    build: () => ({ url: '/api/invitations' }),
    why: 'each member lists their own; an admin every one',
  },
  {
    method: 'POST',
    url: '/api/invitations/:id/resend',
    expect: { visitor: 401, member: 404, owner: 404, admin: 200 },
    build: async (w) => ({ url: `/api/invitations/${(await openInvitation(w)).id}/resend` }),
    why: 'the inviter’s (an admin here) or any admin’s; to anyone else it does not exist',
  },
  {
    method: 'DELETE',
    url: '/api/invitations/:id',
    expect: { visitor: 401, member: 404, owner: 404, admin: 200 },
    build: async (w) => ({ url: `/api/invitations/${(await openInvitation(w)).id}` }),
    why: 'the inviter’s (an admin here) or any admin’s; to anyone else it does not exist',
  },
  {
    method: 'POST',
    url: '/api/admin/invite-links',
    expect: adminsOnly(201),
    build: () => ({ url: '/api/admin/invite-links', payload: { days: 1, maxUses: 1 } }),
    why: 'a link anyone may join by: admins alone make one (decision 051)',
  },
  {
    method: 'POST',
    url: '/api/invitations/check',
    expect: everyone(200),
    build: async (w) => ({
      url: '/api/invitations/check',
      payload: { token: (await openInvitation(w)).token },
    }),
    why: 'public: the link’s holder learns what it is for',
  },
  // --- the admins' own application questions (decision 052) ------------------------------
  {
    method: 'GET',
    url: '/api/membership/questions',
    expect: everyone(200),
    build: () => ({ url: '/api/membership/questions' }),
    why: 'public: a visitor applying reads the questions the sign-up form asks',
  },
  {
    method: 'GET',
    url: '/api/admin/settings/application-questions',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/settings/application-questions' }),
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/application-questions',
    expect: adminsOnly(200),
    // No questions of the admins' own, which the other suites expect.
    build: () => ({ url: '/api/admin/settings/application-questions', payload: { questions: [] } }),
  },
  {
    method: 'GET',
    url: '/api/admin/audit',
    expect: adminsOnly(200),
    build: () => ({ url: '/api/admin/audit?action=member.role&q=a' }),
    why: 'the audit log is read only, and an admin’s to read',
  },
  {
    method: 'POST',
    url: '/api/admin/mail/test',
    expect: adminsOnly(200),
    // Called once per role and path spelling, always to the admin's own address: the day's
    // allowance of test mails (server/mail/limits.ts, tested in server/mail/limits.test.ts)
    // is forgotten first, so the matrix judges the permission, not the count.
    build: async () => {
      const { db } = await testDatabase();
      await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'mail-to-test/%'));
      return { url: '/api/admin/mail/test' };
    },
    why: 'a test message goes to the admin’s own address through the way out; nobody else sends one',
  },
  // --- the account page ------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/account',
    expect: membersOnly(200),
    build: () => ({ url: '/api/account' }),
  },
  {
    method: 'POST',
    url: '/api/account/password',
    expect: membersOnly(204),
    build: async (w, role) => ({
      url: '/api/account/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'another long password' },
      // It ends the caller's other sessions, so a throwaway member calls, not a fixture member.
      session: await throwaway(w, role),
    }),
    why: 'a member changes only their own password (the session says whose)',
  },
  {
    method: 'POST',
    url: '/api/account/email',
    expect: membersOnly(202),
    build: () => ({
      url: '/api/account/email',
      payload: { email: uniqueEmail('moving'), currentPassword: 'correct horse battery' },
    }),
    why: 'a member moves only their own account, after its link is opened',
  },
  {
    method: 'GET',
    url: '/api/account/sessions',
    expect: membersOnly(200),
    build: () => ({ url: '/api/account/sessions' }),
    why: 'only the caller’s own devices are listed',
  },
  {
    method: 'DELETE',
    url: '/api/account/sessions/:id',
    expect: { visitor: 401, member: 404, owner: 204 },
    build: async (w) => {
      // A second device of the owner's; another member cannot see or end it.
      const device = await w.api.session(w.owner);
      const devices = await w.api.make<{ id: string; current: boolean }[]>(
        device,
        'GET',
        '/api/account/sessions',
      );
      const id = devices.find((d) => d.current)?.id ?? '';
      return { url: `/api/account/sessions/${id}` };
    },
    why: 'the owner ends their own other device; for anyone else the device does not exist',
  },
  {
    method: 'POST',
    url: '/api/account/sessions/sign-out-others',
    expect: membersOnly(200),
    build: async (w, role) => {
      // A throwaway member: ending every other session of a fixture member would sign out its calls.
      return { url: '/api/account/sessions/sign-out-others', session: await throwaway(w, role) };
    },
  },
  {
    method: 'GET',
    url: '/api/auth/user',
    expect: membersOnly(200),
    build: () => ({ url: '/api/auth/user' }),
  },
  {
    method: 'GET',
    url: '/api/auth/session',
    expect: everyone(200),
    build: () => ({ url: '/api/auth/session' }),
    why: 'public: a visitor is told `member: null`, a member sees only themselves',
  },
  {
    method: 'GET',
    url: '/api/config',
    expect: everyone(200),
    build: () => ({ url: '/api/config' }),
  },
  {
    method: 'GET',
    url: '/api/health',
    expect: everyone(200),
    build: () => ({ url: '/api/health' }),
  },
  {
    method: 'GET',
    url: '/healthz',
    expect: everyone(200),
    build: () => ({ url: '/healthz' }),
    why: 'probes carry no session',
  },
  {
    method: 'GET',
    url: '/readyz',
    expect: everyone(200),
    build: () => ({ url: '/readyz' }),
    why: 'probes carry no session',
  },
  {
    method: 'PUT',
    url: '/api/auth/user',
    expect: membersOnly(200),
    build: () => ({ url: '/api/auth/user', payload: validBody.profile() }),
    why: 'the session names the profile, so a member can only ever edit their own',
  },
  {
    method: 'GET',
    url: '/api/dashboard',
    expect: membersOnly(200),
    build: () => ({ url: '/api/dashboard' }),
  },

  // --- uploads ---------------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/objects/upload',
    expect: membersOnly(200),
    build: () => ({ url: '/api/objects/upload' }),
  },
  {
    method: 'PUT',
    url: '/api/profile-image',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: '/api/profile-image', payload: { imageURL: w.upload.uploadURL } }),
    why: "another member cannot claim the owner's upload",
  },
  {
    method: 'GET',
    url: '/objects/*',
    expect: membersOnly(200),
    build: (w) => ({ url: w.upload.objectPath }),
    why: 'stored files are members-only, and any member may view them',
  },
  {
    method: 'PUT',
    url: '/api/objects/local/:id',
    expect: membersOnly(403, 200),
    build: async (w) => ({
      url: (await w.api.address(w.owner)).uploadURL,
      payload: await pngImage(),
      contentType: 'image/png',
    }),
    why: 'an upload address works only for the member it was issued to',
  },

  // --- members, skills, endorsements ------------------------------------------------------
  {
    method: 'GET',
    url: '/api/users',
    expect: membersOnly(200),
    build: () => ({ url: '/api/users' }),
  },
  {
    method: 'GET',
    url: '/api/skills',
    expect: membersOnly(200),
    build: () => ({ url: '/api/skills' }),
  },
  {
    method: 'GET',
    url: '/api/users/:id/profile',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/users/${encodeURIComponent(w.owner.id)}/profile` }),
    why: "any member may open any member's profile",
  },
  {
    method: 'GET',
    url: '/api/users/:id/skills',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/users/${encodeURIComponent(w.owner.id)}/skills` }),
  },
  {
    method: 'POST',
    url: '/api/users/:id/skills',
    expect: membersOnly(403, 201),
    build: async (w, role) => {
      const skillId = w.spareSkills[0].id;
      if (role === 'owner') await ownerSkill(w, skillId, false);
      return {
        url: `/api/users/${encodeURIComponent(w.owner.id)}/skills`,
        payload: { skillId, proficiencyLevel: 'advanced', yearsOfExperience: 3 },
      };
    },
    why: 'skills are added to your own card only',
  },
  {
    method: 'PATCH',
    url: '/api/user-skills/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({
      url: `/api/user-skills/${w.userSkill.id}`,
      payload: { proficiencyLevel: 'expert', yearsOfExperience: 7 },
    }),
    why: 'a member edits only their own skills',
  },
  {
    method: 'DELETE',
    url: '/api/user-skills/:id',
    expect: membersOnly(403, 204),
    build: async (w, role) => ({
      url: `/api/user-skills/${await ownedOrFresh(role, w.userSkill.id, async () => (await ownerSkill(w, w.spareSkills[1].id, true))!)}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/user-skills/:id/endorse',
    expect: membersOnly(201, 403),
    build: async (w, role) => {
      if (isNonOwner(role)) await endorsement(w, actorOf(w, role)!, false);
      return { url: `/api/user-skills/${w.userSkill.id}/endorse`, payload: { comment: 'Sharp.' } };
    },
    why: 'endorsing your own skill is refused',
  },
  {
    method: 'DELETE',
    url: '/api/user-skills/:id/endorse',
    expect: membersOnly(204, 404),
    build: async (w, role) => {
      if (isNonOwner(role)) await endorsement(w, actorOf(w, role)!, true);
      return { url: `/api/user-skills/${w.userSkill.id}/endorse` };
    },
    why: 'a member withdraws only their own endorsement; the owner has none to withdraw',
  },
  {
    method: 'GET',
    url: '/api/user-skills/:id/endorsements',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/user-skills/${w.userSkill.id}/endorsements` }),
  },

  // --- messages ---------------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/messages',
    expect: membersOnly(201),
    build: (w, role) => ({
      url: '/api/messages',
      payload: validBody.message(role === 'owner' ? w.other.id : w.owner.id),
    }),
  },
  {
    method: 'GET',
    url: '/api/messages',
    expect: membersOnly(200),
    build: () => ({ url: '/api/messages' }),
  },
  {
    method: 'GET',
    url: '/api/messages/search',
    expect: membersOnly(200),
    build: () => ({ url: '/api/messages/search?q=coffee' }),
    why: "a member's own messages only: the session says whose (issue 23)",
  },
  {
    method: 'GET',
    url: '/api/messages/unread-count',
    expect: membersOnly(200),
    build: () => ({ url: '/api/messages/unread-count' }),
  },
  {
    method: 'GET',
    url: '/api/messages/threads/:id',
    expect: membersOnly(404, 200),
    build: (w) => ({ url: `/api/messages/threads/${w.thread.id}` }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  },
  {
    method: 'POST',
    url: '/api/messages/threads/:id/replies',
    expect: membersOnly(404, 201),
    build: (w) => ({
      url: `/api/messages/threads/${w.thread.id}/replies`,
      payload: validBody.reply(),
    }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  },
  {
    method: 'PATCH',
    url: '/api/messages/threads/:id/messages/:messageId',
    expect: membersOnly(404, 200),
    build: (w) => ({
      url: `/api/messages/threads/${w.thread.id}/messages/${w.thread.id}`,
      payload: { content: 'Would you meet next week?' },
    }),
    why: "its sender edits it; someone else's thread is answered as missing (issue 23)",
  },
  // A conversation's people and name (issue 37): its members'; anyone else finds no such thread.
  {
    method: 'POST',
    url: '/api/messages/threads/:id/members',
    expect: membersOnly(404, 200),
    build: async (w) => ({
      url: `/api/messages/threads/${await ownersGroup(w)}/members`,
      payload: { userIds: [(await w.api.newcomer('active')).id] },
    }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  },
  {
    method: 'DELETE',
    url: '/api/messages/threads/:id/members/me',
    expect: membersOnly(404, 204),
    build: async (w) => ({ url: `/api/messages/threads/${await ownersGroup(w)}/members/me` }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  },
  {
    method: 'PATCH',
    url: '/api/messages/threads/:id',
    expect: membersOnly(404, 200),
    build: async (w) => ({
      url: `/api/messages/threads/${await ownersGroup(w)}`,
      payload: { name: 'Founders circle' },
    }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  },
  // Reactions (issue 37): its conversation's members; anyone else finds no such thread.
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    url: '/api/messages/threads/:id/messages/:messageId/reactions/:reaction',
    expect: membersOnly(404, 200),
    build: (w: World) => ({
      url: `/api/messages/threads/${w.thread.id}/messages/${w.thread.id}/reactions/like`,
    }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  })),
  {
    method: 'GET',
    url: '/api/messages/threads/:id/messages/:messageId/reactions',
    expect: membersOnly(404, 200),
    build: (w) => ({
      url: `/api/messages/threads/${w.thread.id}/messages/${w.thread.id}/reactions`,
    }),
    why: "someone else's thread is answered as missing, so its existence is not revealed",
  },

  // --- jobs ---------------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/jobs',
    expect: membersOnly(200),
    build: () => ({ url: '/api/jobs' }),
  },
  {
    method: 'GET',
    url: '/api/jobs/:id',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/jobs/${w.job.id}` }),
  },
  {
    method: 'POST',
    url: '/api/jobs',
    expect: membersOnly(201),
    build: () => ({ url: '/api/jobs', payload: validBody.job() }),
  },
  {
    method: 'PUT',
    url: '/api/jobs/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: `/api/jobs/${w.job.id}`, payload: validBody.job() }),
  },
  {
    method: 'DELETE',
    url: '/api/jobs/:id',
    expect: { ...membersOnly(403, 204), ...staffToo },
    build: staffDeletes(
      '/api/jobs',
      (w) => w.job.id,
      async (w) => (await w.api.job(w.owner)).id,
    ),
    why: "its poster deletes it; staff delete anyone's, giving a reason (decision 022)",
  },
  {
    method: 'POST',
    url: '/api/jobs/:id/applications',
    expect: membersOnly(201, 403),
    build: async (w, role) => {
      // A posting the member has not applied to yet; the owner tries their own.
      const job = isNonOwner(role) ? await w.api.job(w.owner) : w.job;
      return { url: `/api/jobs/${job.id}/applications`, payload: validBody.application() };
    },
    why: 'nobody applies to their own posting',
  },
  {
    method: 'GET',
    url: '/api/jobs/:id/applications',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: `/api/jobs/${w.job.id}/applications` }),
    why: 'applications are for the poster only',
  },
  {
    method: 'PATCH',
    url: '/api/jobs/:id/applications/:applicationId',
    expect: membersOnly(403, 200),
    build: (w) => ({
      url: `/api/jobs/${w.job.id}/applications/${w.application.id}`,
      payload: { status: 'reviewed' },
    }),
    why: 'only the poster moves an application on',
  },
  {
    method: 'DELETE',
    url: '/api/jobs/:id/applications/:applicationId',
    expect: membersOnly(403, 204),
    build: async (w) => {
      // The owner withdraws a fresh application of their own (to the other member's
      // posting); the member tries the owner's.
      const job = await w.api.job(w.other);
      const own = await w.api.make<{ id: number }>(
        w.owner,
        'POST',
        `/api/jobs/${job.id}/applications`,
        validBody.application(),
      );
      return { url: `/api/jobs/${job.id}/applications/${own.id}` };
    },
    why: 'only the applicant withdraws an application',
  },
  {
    method: 'PUT',
    url: '/api/jobs/:id/saved',
    expect: membersOnly(204),
    build: (w) => ({ url: `/api/jobs/${w.job.id}/saved` }),
  },
  {
    method: 'DELETE',
    url: '/api/jobs/:id/saved',
    expect: membersOnly(204),
    build: (w) => ({ url: `/api/jobs/${w.job.id}/saved` }),
  },

  // --- resources ----------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/resource-categories',
    expect: membersOnly(200),
    build: () => ({ url: '/api/resource-categories' }),
  },
  {
    method: 'GET',
    url: '/api/resources',
    expect: membersOnly(200),
    build: () => ({ url: '/api/resources' }),
  },
  {
    method: 'GET',
    url: '/api/resources/:id',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/resources/${w.resource.id}` }),
  },
  {
    method: 'POST',
    url: '/api/resources',
    expect: membersOnly(201),
    build: (w) => ({ url: '/api/resources', payload: validBody.resource(w.resourceCategory.id) }),
  },
  {
    method: 'PUT',
    url: '/api/resources/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({
      url: `/api/resources/${w.resource.id}`,
      payload: validBody.resource(w.resourceCategory.id),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/resources/:id',
    expect: { ...membersOnly(403, 204), ...staffToo },
    build: staffDeletes(
      '/api/resources',
      (w) => w.resource.id,
      async (w) => (await w.api.resource(w.owner, w.resourceCategory.id)).id,
    ),
    why: "its sharer deletes it; staff delete anyone's, giving a reason (decision 022)",
  },
  {
    method: 'POST',
    url: '/api/resources/:id/download',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/resources/${w.resource.id}/download` }),
    why: 'any member may open a resource',
  },

  // --- gallery ------------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/photo-albums',
    expect: membersOnly(200),
    build: () => ({ url: '/api/photo-albums' }),
  },
  {
    method: 'POST',
    url: '/api/photo-albums',
    expect: membersOnly(201),
    build: () => ({ url: '/api/photo-albums', payload: validBody.album() }),
  },
  {
    method: 'PATCH',
    url: '/api/photo-albums/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: `/api/photo-albums/${w.album.id}`, payload: validBody.album() }),
    why: 'only the member who made an album renames it',
  },
  {
    method: 'DELETE',
    url: '/api/photo-albums/:id',
    expect: { ...membersOnly(403, 204), ...staffToo },
    build: staffDeletes(
      '/api/photo-albums',
      (w) => w.album.id,
      async (w) =>
        (await w.api.make<{ id: number }>(w.owner, 'POST', '/api/photo-albums', validBody.album()))
          .id,
    ),
    why: "its creator deletes an album (with its photos, decision 012); staff anyone's, with a reason (decision 022)",
  },
  {
    method: 'GET',
    url: '/api/photos',
    expect: membersOnly(200),
    build: () => ({ url: '/api/photos' }),
  },
  {
    method: 'POST',
    url: '/api/photos',
    expect: membersOnly(403, 201),
    build: async (w, role) => ({
      url: '/api/photos',
      payload: {
        albumId: w.album.id,
        fileName: 'stage.png',
        // Only the owner's call uses an upload up; the others are refused, so one will do
        // (a member may hold only 50 uploads not yet attached).
        objectPath:
          role === 'owner' ? (await w.api.upload(w.owner)).uploadURL : await refusedUpload(w),
      },
    }),
    why: "any member may add to any album, but only with their own upload: the owner's is refused to others",
  },
  {
    method: 'GET',
    url: '/api/photos/:id',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/photos/${w.photo.id}` }),
  },
  {
    method: 'PATCH',
    url: '/api/photos/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({
      url: `/api/photos/${w.photo.id}`,
      payload: { title: 'Stage', description: 'Opening night' },
    }),
    why: 'only the uploader edits a photo',
  },
  {
    method: 'DELETE',
    url: '/api/photos/:id',
    expect: { ...membersOnly(403, 204), ...staffToo },
    build: staffDeletes(
      '/api/photos',
      (w) => w.photo.id,
      async (w) => (await w.api.photo(w.owner, w.album.id)).id,
    ),
    why: "its uploader deletes a photo; staff anyone's, giving a reason (decision 022)",
  },
  // Reactions (issue 37): anyone who may see the photo, its uploader and staff included.
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    url: '/api/photos/:id/reactions/:reaction',
    expect: membersOnly(200),
    build: (w: World) => ({ url: `/api/photos/${w.photo.id}/reactions/love` }),
  })),
  {
    method: 'GET',
    url: '/api/photos/:id/reactions',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/photos/${w.photo.id}/reactions` }),
  },

  // --- events and calendars -------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/events',
    expect: membersOnly(200),
    build: () => ({ url: '/api/events?upcoming=5' }),
  },
  {
    method: 'GET',
    url: '/api/events/:id',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/events/${w.event.id}` }),
  },
  {
    method: 'POST',
    url: '/api/events',
    expect: membersOnly(201),
    build: () => ({ url: '/api/events', payload: validBody.event() }),
  },
  {
    method: 'PUT',
    url: '/api/events/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: `/api/events/${w.event.id}`, payload: validBody.event() }),
    why: 'decision 001: only the creator edits an event',
  },
  {
    method: 'DELETE',
    url: '/api/events/:id',
    expect: { ...membersOnly(403, 204), ...staffToo },
    build: staffDeletes(
      '/api/events',
      (w) => w.event.id,
      async (w) => (await w.api.event(w.owner)).id,
    ),
    why: "decision 001: the creator deletes an event; staff anyone's, with a reason (decision 022)",
  },
  {
    method: 'POST',
    url: '/api/events/:id/attendance',
    expect: membersOnly(201),
    build: async (w) => ({ url: `/api/events/${(await w.api.event(w.owner)).id}/attendance` }),
    why: 'anyone attends, the creator included (decision 001)',
  },
  {
    method: 'DELETE',
    url: '/api/events/:id/attendance',
    expect: membersOnly(204),
    build: (w) => ({ url: `/api/events/${w.event.id}/attendance` }),
  },
  {
    method: 'DELETE',
    url: '/api/events/:id/seat-opened',
    expect: membersOnly(204),
    build: (w) => ({ url: `/api/events/${w.event.id}/seat-opened` }),
    why: "each member dismisses only their own 'A seat opened up' notice; the session names it",
  },
  {
    method: 'GET',
    url: '/api/events/:id/attendees',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: `/api/events/${w.event.id}/attendees?status=waiting` }),
    why: 'only the organiser sees who attends and waits',
  },
  {
    method: 'GET',
    url: '/api/events/:id/attendees.csv',
    expect: membersOnly(403, 200),
    build: (w) => ({ url: `/api/events/${w.event.id}/attendees.csv` }),
    why: 'only the organiser exports the attendees',
  },
  {
    method: 'GET',
    url: '/api/events/:id.ics',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/events/${w.event.id}.ics` }),
  },
  {
    method: 'GET',
    url: '/api/calendar/feed',
    expect: membersOnly(200),
    build: () => ({ url: '/api/calendar/feed' }),
  },
  {
    method: 'POST',
    url: '/api/calendar/feed/reset',
    expect: membersOnly(200),
    build: () => ({ url: '/api/calendar/feed/reset' }),
    why: 'each member resets their own feed; the session names it',
  },
  {
    method: 'GET',
    url: '/api/calendar/:token.ics',
    expect: everyone(200),
    build: async (w) => ({ url: `/api/calendar/${await currentFeedToken(w)}.ics` }),
    why: 'calendar apps send no cookie: the secret token in the path is the credential',
  },

  // --- discussions ----------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/discussion-categories',
    expect: membersOnly(200),
    build: () => ({ url: '/api/discussion-categories' }),
  },
  {
    method: 'GET',
    url: '/api/discussions',
    expect: membersOnly(200),
    build: () => ({ url: '/api/discussions' }),
  },
  {
    method: 'POST',
    url: '/api/discussions',
    expect: membersOnly(201),
    build: (w) => ({ url: '/api/discussions', payload: validBody.discussion(w.category.id) }),
  },
  {
    method: 'GET',
    url: '/api/discussions/:id',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}` }),
  },
  {
    method: 'DELETE',
    url: '/api/discussions/:id',
    expect: { ...membersOnly(403, 204), moderator: 204, admin: 204 },
    build: async (w, role) => {
      const fresh = async () => (await w.api.discussion(w.owner, w.category.id)).id;
      if (role === 'moderator' || role === 'admin') {
        return { url: `/api/discussions/${await fresh()}`, payload: { reason: 'Spam' } };
      }
      return { url: `/api/discussions/${await ownedOrFresh(role, w.discussion.id, fresh)}` };
    },
    why: "its author deletes it; staff delete anyone's, giving a reason (decision 018)",
  },
  {
    method: 'PATCH',
    url: '/api/discussions/:id',
    expect: membersOnly(403, 200),
    build: (w) => ({
      url: `/api/discussions/${w.discussion.id}`,
      payload: { content: validBody.discussion(w.category.id).content },
    }),
    why: "only its author edits it; staff hide or delete others' words, never rewrite them (issue 23)",
  },
  {
    method: 'PUT',
    url: '/api/discussions/:id/pin',
    expect: { ...membersOnly(403), moderator: 200, admin: 200 },
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}/pin` }),
    why: 'only staff pin discussions, the author included among those refused (decision 018)',
  },
  {
    method: 'DELETE',
    url: '/api/discussions/:id/pin',
    expect: { ...membersOnly(403), moderator: 200, admin: 200 },
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}/pin` }),
    why: 'only staff unpin discussions, the author included among those refused (decision 018)',
  },
  {
    method: 'PUT',
    url: '/api/discussions/:id/lock',
    expect: { ...membersOnly(403), moderator: 200, admin: 200 },
    build: async (w) => ({
      // A fresh one: a locked world discussion would refuse the members' replies.
      url: `/api/discussions/${(await w.api.discussion(w.owner, w.category.id)).id}/lock`,
    }),
    why: 'only staff lock discussions, the author included among those refused (decision 018)',
  },
  {
    method: 'DELETE',
    url: '/api/discussions/:id/lock',
    expect: { ...membersOnly(403), moderator: 200, admin: 200 },
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}/lock` }),
    why: 'only staff unlock discussions, the author included among those refused (decision 018)',
  },
  {
    method: 'GET',
    url: '/api/discussions/:id/replies',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}/replies` }),
  },
  {
    method: 'POST',
    url: '/api/discussions/:id/replies',
    expect: membersOnly(201),
    build: (w) => ({
      url: `/api/discussions/${w.discussion.id}/replies`,
      payload: validBody.reply(),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/discussions/:id/replies/:replyId',
    expect: { ...membersOnly(403, 204), moderator: 204, admin: 204 },
    build: async (w, role) => {
      const fresh = async () =>
        (
          await w.api.make<{ id: number }>(
            w.owner,
            'POST',
            `/api/discussions/${w.discussion.id}/replies`,
            validBody.reply(),
          )
        ).id;
      const base = `/api/discussions/${w.discussion.id}/replies`;
      if (role === 'moderator' || role === 'admin') {
        return { url: `${base}/${await fresh()}?reason=Harassment` };
      }
      return { url: `${base}/${await ownedOrFresh(role, w.reply.id, fresh)}` };
    },
    why: "its author deletes it; staff delete anyone's, giving a reason (decision 018)",
  },
  // Reactions (issue 37): anyone who may read the item, its author and staff included.
  ...(['PUT', 'DELETE'] as const).flatMap((method) => [
    {
      method,
      url: '/api/discussions/:id/reactions/:reaction',
      expect: membersOnly(200),
      build: (w: World) => ({ url: `/api/discussions/${w.discussion.id}/reactions/like` }),
    },
    {
      method,
      url: '/api/discussions/:id/replies/:replyId/reactions/:reaction',
      expect: membersOnly(200),
      build: (w: World) => ({
        url: `/api/discussions/${w.discussion.id}/replies/${w.reply.id}/reactions/celebrate`,
      }),
    },
  ]),
  // Following, muting, watching (issue 37): each member's own choice, for any member.
  {
    method: 'PUT',
    url: '/api/discussions/:id/subscription',
    expect: membersOnly(200),
    build: (w: World) => ({
      url: `/api/discussions/${w.discussion.id}/subscription`,
      payload: { level: 'muted' },
    }),
  },
  {
    method: 'GET',
    url: '/api/discussion-categories/watched',
    expect: membersOnly(200),
    build: () => ({ url: '/api/discussion-categories/watched' }),
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    url: '/api/discussion-categories/:id/watch',
    expect: membersOnly(200),
    build: (w: World) => ({ url: `/api/discussion-categories/${w.category.id}/watch` }),
  })),
  // Bookmarks (issue 37, decision 063): each member's own, of anything they may read.
  {
    method: 'GET',
    url: '/api/bookmarks',
    expect: membersOnly(200),
    build: () => ({ url: '/api/bookmarks?kind=discussion' }),
  },
  {
    method: 'GET',
    url: '/api/bookmarks/keys',
    expect: membersOnly(200),
    build: () => ({ url: '/api/bookmarks/keys' }),
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    url: '/api/bookmarks/:kind/:id',
    expect: membersOnly(200),
    build: (w: World) => ({ url: `/api/bookmarks/reply/${w.reply.id}` }),
  })),
  {
    method: 'GET',
    url: '/api/discussions/:id/reactions',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}/reactions` }),
  },
  {
    method: 'GET',
    url: '/api/discussions/:id/replies/:replyId/reactions',
    expect: membersOnly(200),
    build: (w) => ({ url: `/api/discussions/${w.discussion.id}/replies/${w.reply.id}/reactions` }),
  },
  {
    method: 'PATCH',
    url: '/api/discussions/:id/replies/:replyId',
    expect: membersOnly(403, 200),
    build: (w) => ({
      url: `/api/discussions/${w.discussion.id}/replies/${w.reply.id}`,
      payload: validBody.reply(),
    }),
    why: "only its author edits it; staff hide or delete others' words, never rewrite them (issue 23)",
  },
  {
    method: 'GET',
    url: '/api/moderation/revisions/:itemType/:itemId',
    expect: staffOnly(200),
    build: (w) => ({ url: `/api/moderation/revisions/discussion/${w.discussion.id}` }),
    why: 'moderators see earlier versions (issue 23)',
  },
  // Reports and hiding (decision 021).
  {
    method: 'POST',
    url: '/api/reports',
    expect: membersOnly(200, 400),
    build: (w) => ({
      url: '/api/reports',
      payload: { itemType: 'reply', itemId: String(w.reply.id), reason: 'spam' },
    }),
    why: 'any member reports what others wrote; nobody reports their own (400)',
  },
  {
    method: 'GET',
    url: '/api/moderation/reports',
    expect: staffOnly(200),
    build: () => ({ url: '/api/moderation/reports' }),
    why: 'the moderation queue is for moderators and admins',
  },
  {
    method: 'POST',
    url: '/api/moderation/reports/:itemType/:itemId/resolve',
    expect: staffOnly(204),
    build: (w) => ({
      url: `/api/moderation/reports/reply/${w.reply.id}/resolve`,
      payload: { action: 'dismiss' },
    }),
    why: 'resolving reports is moderation; dismissing changes no content',
  },
  {
    method: 'DELETE',
    url: '/api/moderation/hidden/:itemType/:itemId',
    expect: staffOnly(204),
    build: (w) => ({ url: `/api/moderation/hidden/reply/${w.reply.id}` }),
    why: 'only staff show a hidden item again; one not hidden stays as it is',
  },
  // Notifications (issue 22, decision 025): each member reads and marks only their own.
  {
    method: 'GET',
    url: '/api/notifications',
    expect: membersOnly(200),
    build: () => ({ url: '/api/notifications' }),
  },
  {
    method: 'GET',
    url: '/api/notifications/unread-count',
    expect: membersOnly(200),
    build: () => ({ url: '/api/notifications/unread-count' }),
  },
  // Search (issue 23): members only; each member sees what the lists show them.
  {
    method: 'GET',
    url: '/api/search',
    expect: membersOnly(200),
    build: () => ({ url: '/api/search?q=discussion&kind=discussions' }),
  },
  {
    method: 'GET',
    url: '/api/search/preview',
    expect: membersOnly(200),
    build: () => ({ url: '/api/search/preview?q=discussion' }),
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    expect: membersOnly(404, 204),
    build: async (w) => ({ url: `/api/notifications/${await ownerNotification(w)}/read` }),
    why: "someone else's notification is answered as missing, staff's too",
  },
  {
    method: 'POST',
    url: '/api/discussions/read-all',
    expect: membersOnly(204),
    build: () => ({ url: '/api/discussions/read-all' }),
    why: "the member's own read marks: the session says whose",
  },
  {
    method: 'POST',
    url: '/api/notifications/read-all',
    expect: membersOnly(204),
    build: () => ({ url: '/api/notifications/read-all' }),
  },
  // Notifications by e-mail (decision 025).
  {
    method: 'GET',
    url: '/api/notifications/preferences',
    expect: membersOnly(200),
    build: () => ({ url: '/api/notifications/preferences' }),
    why: "a member's own preferences: the session says whose",
  },
  {
    method: 'PUT',
    url: '/api/notifications/preferences',
    expect: membersOnly(200),
    build: () => ({
      url: '/api/notifications/preferences',
      payload: { channels: { endorsement: 'digest' }, digestHour: 9 },
    }),
    why: "a member's own preferences: the session says whose",
  },
  {
    method: 'GET',
    url: '/api/notifications/unsubscribe',
    expect: everyone(200),
    build: async (w) => ({ url: await unsubscribeUrl(w) }),
    why: 'public: the signed link is the credential; GET only describes',
  },
  {
    method: 'POST',
    url: '/api/notifications/unsubscribe',
    expect: everyone(200),
    build: async (w) => ({ url: await unsubscribeUrl(w) }),
    why: "public: mail providers post with no session; it turns off the link's own member's type only",
  },
  // Live updates (decision 025). The harness gives streams a 20 ms life, so inject answers.
  {
    method: 'GET',
    url: '/api/stream',
    expect: { ...membersOnly(200), pending: 200, declined: 200 },
    build: () => ({ url: '/api/stream' }),
    why: 'a member’s own live hints; an applicant’s carries only their decision; suspended members get none',
  },
];

/** An unread notification of the owner's, written as the fan-out would: its id. */
async function ownerNotification(w: World) {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(notifications)
    .values({
      recipientId: w.owner.id,
      type: 'membership_decided',
      subjectType: 'community',
      subjectId: '0',
      title: 'Roundtable',
    })
    .returning({ id: notifications.id });
  return row.id;
}

/** An unsubscribe address for the owner's endorsement mail, signed as a mail would carry it. */
async function unsubscribeUrl(w: World) {
  const token = signUnsubscribe(await localSecret(testDataDir()), w.owner.id, 'endorsement');
  return `/api/notifications/unsubscribe?token=${token}`;
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
