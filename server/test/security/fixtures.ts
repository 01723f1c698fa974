import { eq } from 'drizzle-orm';
import type { MembershipState } from '../../../shared/contracts/choices';
import type { TokenPurpose } from '../../../shared/schema/account-tokens';
import { discussionCategories } from '../../../shared/schema/discussions';
import { membershipApplications } from '../../../shared/schema/membership';
import { resourceCategories } from '../../../shared/schema/resources';
import { skills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { issueToken } from '../../auth/account-tokens';
import { setRole } from '../../auth/roles';
import {
  type createTestApp,
  type Member,
  sessionCookieOf,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../harness';
import { pngImage } from '../images';

export type App = Awaited<ReturnType<typeof createTestApp>>;

/** The password every fixture member signs up with, so a suite can open extra sessions. */
const PASSWORD = 'correct horse battery';
const DAY_MS = 24 * 3600 * 1000;

/** A whole-minute instant `days` from now. */
const daysFromNow = (days: number, hours = 0) => {
  const date = new Date(Date.now() + days * DAY_MS + hours * 3600 * 1000);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
};

/** Valid bodies for every write, from which the suites build their requests. */
export const validBody = {
  event: () => ({
    title: 'Founders Breakfast',
    description: 'Coffee and introductions.',
    startDate: daysFromNow(7),
    endDate: daysFromNow(7, 2),
    location: 'The Ion, Houston',
    isVirtual: false,
    meetingUrl: null,
    maxAttendees: 40,
  }),
  discussion: (categoryId: number) => ({
    title: 'Raising a seed round in 2027',
    content: 'What worked for you?',
    categoryId,
  }),
  reply: () => ({ content: 'Warm introductions, every time.' }),
  job: () => ({
    title: 'Senior Data Engineer',
    company: 'Bayou Analytics',
    description: 'Build pipelines for energy data.',
    jobType: 'full-time',
    applicationUrl: 'https://jobs.example.com/1',
  }),
  application: () => ({
    coverLetter: 'I would love to help.',
    resumeUrl: 'https://cv.example.com',
  }),
  resource: (categoryId: number) => ({
    title: 'Fundraising playbook',
    type: 'link',
    url: 'https://example.com/playbook',
    categoryId,
  }),
  album: () => ({ name: 'Pitch Night', description: 'Spring cohort', isPublic: true }),
  message: (recipientId: string) => ({
    recipientId,
    subject: 'Coffee?',
    content: 'Would you meet next week?',
  }),
  profile: () => ({ firstName: 'Olivia', lastName: 'Owner', title: 'Founder', bio: 'Builds.' }),
};

type Json = Record<string, unknown>;

/**
 * The calls every suite needs to make rows through the real API (so each row is exactly
 * what a member would have made), bound to one app.
 */
export function apiCalls(app: App) {
  async function call(member: Member | null, method: string, url: string, payload?: unknown) {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: member ? member.headers : {},
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
    return res;
  }
  /** A call that must succeed; its JSON answer. */
  async function make<T = Json>(member: Member, method: string, url: string, payload?: unknown) {
    const res = await call(member, method, url, payload);
    if (res.statusCode >= 300) {
      throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    }
    return (res.body ? res.json() : {}) as T;
  }

  return {
    call,
    make,
    /** An upload address with its image already PUT (the signed upload flow). */
    async upload(member: Member) {
      const address = await make<{ uploadURL: string; objectPath: string }>(
        member,
        'POST',
        '/api/objects/upload',
      );
      const put = await app.inject({
        method: 'PUT',
        url: address.uploadURL,
        headers: { ...member.headers, 'content-type': 'image/png' },
        payload: await pngImage(),
      });
      if (put.statusCode !== 200) throw new Error(`fixture upload: ${put.statusCode} ${put.body}`);
      return address;
    },
    /** An address handed out but not yet used. */
    address: (member: Member) =>
      make<{ uploadURL: string; objectPath: string }>(member, 'POST', '/api/objects/upload'),
    event: (m: Member) => make<{ id: number }>(m, 'POST', '/api/events', validBody.event()),
    discussion: (m: Member, categoryId: number) =>
      make<{ id: number }>(m, 'POST', '/api/discussions', validBody.discussion(categoryId)),
    job: (m: Member) => make<{ id: number }>(m, 'POST', '/api/jobs', validBody.job()),
    resource: (m: Member, categoryId: number) =>
      make<{ id: number }>(m, 'POST', '/api/resources', validBody.resource(categoryId)),
    async photo(m: Member, albumId: number) {
      const { uploadURL } = await this.upload(m);
      return make<{ id: number }>(m, 'POST', '/api/photos', {
        albumId,
        fileName: 'pitch.png',
        title: 'On stage',
        objectPath: uploadURL,
      });
    },
    userSkill: (m: Member, skillId: number) =>
      make<{ id: number }>(m, 'POST', `/api/users/${encodeURIComponent(m.id)}/skills`, {
        skillId,
        proficiencyLevel: 'expert',
        yearsOfExperience: 5,
      }),
    /** A member who signed up but has not opened the confirmation link, signed in. */
    async newcomer(membership: Exclude<MembershipState, 'removed'> = 'active'): Promise<Member> {
      const email = uniqueEmail('newcomer');
      const res = await call(null, 'POST', '/api/auth/signup', {
        email,
        password: PASSWORD,
        firstName: 'New',
        lastName: 'Comer',
      });
      if (res.statusCode !== 202) throw new Error(`fixture sign-up: ${res.statusCode}`);
      const signIn = await call(null, 'POST', '/api/auth/signin', { email, password: PASSWORD });
      const cookie = sessionCookieOf(signIn);
      const member = { id: signIn.json().id, email, cookie, headers: { cookie } };
      if (membership !== 'active') await makeApplicant(member, membership);
      return member;
    },
    /** A link's token for `member`, as the e-mail would carry it. */
    async token(member: Member, purpose: TokenPurpose) {
      const { db } = await testDatabase();
      return issueToken(db, { userId: member.id, purpose, email: member.email, ttlMs: 3_600_000 });
    },
    /** A new session for an existing member, leaving their other sessions alone. */
    async session(member: Member): Promise<Member> {
      const res = await call(null, 'POST', '/api/auth/signin', {
        email: member.email,
        password: PASSWORD,
      });
      if (res.statusCode !== 200) throw new Error(`fixture sign-in: ${res.statusCode}`);
      const cookie = res.headers['set-cookie'];
      const value = (Array.isArray(cookie) ? cookie : [cookie ?? ''])
        .map((c) => c.split(';')[0])
        .find((c) => c.startsWith('rt.sid='));
      if (!value) throw new Error('fixture sign-in: no session cookie');
      return { ...member, cookie: value, headers: { cookie: value } };
    },
  };
}

export type ApiCalls = ReturnType<typeof apiCalls>;

/**
 * Turns a member into an applicant under review, or a declined one (decided just now, so
 * their 30 days have not passed), with the application an applicant has.
 */
async function makeApplicant(member: Member, state: 'pending' | 'declined') {
  const { db } = await testDatabase();
  await db.update(users).set({ membership: state }).where(eq(users.id, member.id));
  await db.insert(membershipApplications).values({
    userId: member.id,
    reason: 'To meet other founders',
    state,
    decidedAt: state === 'declined' ? new Date() : null,
  });
}

/**
 * One owner with one of each row, plus the members around them: `other` owns nothing the
 * owner has, `applicant` applied to the owner's job and shares a message thread with them.
 */
export async function buildWorld(app: App) {
  const { db } = await testDatabase();
  const api = apiCalls(app);
  const [category] = await db
    .insert(discussionCategories)
    .values({ name: 'Fundraising', color: '#d4af37' })
    .returning();
  const [resourceCategory] = await db
    .insert(resourceCategories)
    .values({ name: 'Guides' })
    .returning();
  // The catalog is emptied per file; each row here is for one kind of use so no case
  // trips over another's "already have this skill".
  const catalog = await db
    .insert(skills)
    .values(
      ['Venture Capital', 'Financial Modeling', 'Cloud Architecture', 'Product Strategy'].map(
        (name) => ({ name, category: 'Matrix' }),
      ),
    )
    .returning();

  // The first account of a fresh install is its admin (decision 017): the staff come first,
  // so the owner and the others are plain members.
  const admin = await signUpMember(app, { firstName: 'Adele', password: PASSWORD });
  const moderator = await signUpMember(app, { firstName: 'Mo', password: PASSWORD });
  await setRole(db, moderator.email, 'moderator');
  const owner = await signUpMember(app, { firstName: 'Olivia', password: PASSWORD });
  const other = await signUpMember(app, { firstName: 'Oscar', password: PASSWORD });
  const applicant = await signUpMember(app, { firstName: 'Ana', password: PASSWORD });
  // Signed in, not members: an applicant, a declined one, and a suspended member.
  const pending = await signUpMember(app, { firstName: 'Penny', password: PASSWORD });
  await makeApplicant(pending, 'pending');
  const declined = await signUpMember(app, { firstName: 'Dec', password: PASSWORD });
  await makeApplicant(declined, 'declined');
  const suspended = await signUpMember(app, { firstName: 'Sus', password: PASSWORD });
  await db
    .update(users)
    .set({ suspendedAt: new Date(), suspensionReason: 'Spam' })
    .where(eq(users.id, suspended.id));

  const event = await api.event(owner);
  const discussion = await api.discussion(owner, category.id);
  const reply = await api.make<{ id: number }>(
    owner,
    'POST',
    `/api/discussions/${discussion.id}/replies`,
    validBody.reply(),
  );
  const job = await api.job(owner);
  const application = await api.make<{ id: number }>(
    applicant,
    'POST',
    `/api/jobs/${job.id}/applications`,
    validBody.application(),
  );
  const resource = await api.resource(owner, resourceCategory.id);
  const album = await api.make<{ id: number }>(
    owner,
    'POST',
    '/api/photo-albums',
    validBody.album(),
  );
  const photo = await api.photo(owner, album.id);
  const thread = await api.make<{ id: number; threadId: number }>(
    owner,
    'POST',
    '/api/messages',
    validBody.message(applicant.id),
  );
  const userSkill = await api.userSkill(owner, catalog[0].id);
  const upload = await api.upload(owner);
  const feed = await api.make<{ url: string }>(owner, 'GET', '/api/calendar/feed');

  return {
    api,
    admin,
    moderator,
    owner,
    other,
    applicant,
    pending,
    declined,
    suspended,
    category,
    resourceCategory,
    /** Catalog skills nobody holds yet, for cases that add one. */
    spareSkills: catalog.slice(1),
    event,
    discussion,
    reply,
    job,
    application,
    resource,
    album,
    photo,
    thread: { id: thread.threadId },
    userSkill,
    upload,
    feedToken: /\/api\/calendar\/([^/]+)\.ics$/.exec(feed.url)?.[1] ?? '',
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
