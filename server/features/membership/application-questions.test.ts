import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_REQUIRED, DUPLICATE_QUESTION } from '../../../shared/contracts/application-answers';
import { auditLog } from '../../../shared/schema/audit';
import { communitySettings, membershipApplications } from '../../../shared/schema/membership';
import { users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import {
  createTestApp,
  type Member,
  sessionCookieFor,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../../test/harness';
import { APPLICATION_ANSWERS } from './test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let member: Member;

const SETTINGS = '/api/admin/settings/application-questions';
const ANSWERS = APPLICATION_ANSWERS;
const REFERRED = {
  id: 'qreferred01',
  question: 'Who referred you?',
  hint: 'A member’s name, if anyone',
  kind: 'short',
  required: true,
} as const;
const STAGE = {
  id: 'qstage0001',
  question: 'What stage is your company at?',
  hint: null,
  kind: 'long',
  required: false,
} as const;

beforeAll(async () => {
  app = await createTestApp({ JOIN_MODE: 'approval' });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  await setJoining('open');
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  member = await signUpMember(app, { firstName: 'Mel', lastName: 'Member' });
  const { db } = await testDatabase();
  await setRole(db, moderator.email, 'moderator');
  await setJoining('approval');
});
afterAll(async () => {
  // No questions of the admins' own, for the suites after this one on the same database.
  await put(admin, { questions: [] });
  await app.close();
});

const call = (who: Member | null, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    headers: who?.headers ?? {},
  });
const put = (who: Member | null, payload: unknown) => call(who, 'PUT', SETTINGS, payload);

async function setJoining(joinMode: string) {
  const res = await call(admin, 'PUT', '/api/admin/settings/joining', {
    joinMode,
    membersMayInvite: false,
  });
  expect(res.statusCode).toBe(200);
}

const storedQuestions = async () => {
  const { db } = await testDatabase();
  const [row] = await db
    .select({ questions: communitySettings.applicationQuestions })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1));
  return row?.questions ?? [];
};

const signUp = (email: string, application: unknown) =>
  call(null, 'POST', '/api/auth/signup', {
    email,
    password: 'correct horse',
    firstName: 'Apu',
    lastName: 'Plicant',
    application,
  });

const accountOf = async (email: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('the admins’ application questions', () => {
  it('are the admins’ alone to read and change: 401, 403, nothing saved', async () => {
    expect((await call(null, 'GET', SETTINGS)).statusCode).toBe(401);
    expect((await put(null, { questions: [REFERRED] })).statusCode).toBe(401);
    for (const who of [member, moderator]) {
      expect((await call(who, 'GET', SETTINGS)).statusCode).toBe(403);
      const res = await put(who, { questions: [REFERRED] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
    expect(await storedQuestions()).toEqual([]);
    expect((await call(admin, 'GET', SETTINGS)).json()).toEqual({ questions: [] });
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...STAGE, id: `qnine0000${i}` }));
    const cases: [unknown, string][] = [
      [{ questions: nine }, 'questions'],
      [{ questions: [{ ...REFERRED, question: '' }] }, 'questions.0.question'],
      [{ questions: [{ ...REFERRED, question: 'x'.repeat(201) }] }, 'questions.0.question'],
      [{ questions: [STAGE, { ...REFERRED, hint: 'h'.repeat(201) }] }, 'questions.1.hint'],
      [{ questions: [REFERRED, { ...STAGE, id: REFERRED.id }] }, 'questions.1.id'],
      [{ questions: [{ ...REFERRED, question: 'Who?\r\nBcc: everyone' }] }, 'questions.0.question'],
      [{ questions: [{ ...REFERRED, id: '__proto__' }] }, 'questions.0.id'],
      [{ questions: [{ ...REFERRED, kind: '<script>' }] }, 'questions.0.kind'],
      [{ questions: [{ ...REFERRED, required: 'yes' }] }, 'questions.0.required'],
    ];
    for (const [payload, path] of cases) {
      const res = await put(admin, payload);
      expect(res.statusCode, path).toBe(400);
      expect(
        res.json().issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
    }
    const duplicate = await put(admin, { questions: [REFERRED, { ...STAGE, id: REFERRED.id }] });
    expect(duplicate.json().issues).toContainEqual({
      path: 'questions.1.id',
      message: DUPLICATE_QUESTION,
    });
    expect(await storedQuestions()).toEqual([]);
  });

  it('saves the list in order, audited, and shows it to visitors', async () => {
    const res = await put(admin, { questions: [REFERRED, STAGE] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: [REFERRED, STAGE] });
    // Markup is text like any other: kept as typed, React shows it as text.
    expect((await call(null, 'GET', '/api/membership/questions')).json()).toEqual({
      questions: [REFERRED, STAGE],
    });
    const { db } = await testDatabase();
    const logged = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'application-questions'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'settings.update', actorId: admin.id });
  });

  it('sign-up with a required question unanswered is refused naming it, and makes no account', async () => {
    await put(admin, { questions: [REFERRED, STAGE] });
    const email = uniqueEmail('unanswered');
    const res = await signUp(email, { ...ANSWERS, answers: { [STAGE.id]: 'Seed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: `application.answers.${REFERRED.id}`, message: ANSWER_REQUIRED },
    ]);
    expect(await accountOf(email)).toBeUndefined();
    // A short answer's own limit, past the request's general one.
    const long = await signUp(email, { ...ANSWERS, answers: { [REFERRED.id]: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([
      { path: `application.answers.${REFERRED.id}`, message: 'Must be at most 200 characters' },
    ]);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('keeps each answer with the question as asked, even once the admins edit it; the queue shows them', async () => {
    await put(admin, { questions: [REFERRED, STAGE] });
    const email = uniqueEmail('answered');
    const res = await signUp(email, {
      ...ANSWERS,
      answers: { [REFERRED.id]: '  Mel Member ', [STAGE.id]: '', qgone00001: 'Ignored' },
    });
    expect(res.statusCode).toBe(202);
    const account = await accountOf(email);
    expect(account?.membership).toBe('pending');
    const asked = [{ id: REFERRED.id, question: 'Who referred you?', answer: 'Mel Member' }];
    const { db } = await testDatabase();
    const [row] = await db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.userId, account.id));
    expect(row.answers).toEqual(asked);

    // Edited and removed afterwards: the application keeps what was asked and answered.
    await put(admin, {
      questions: [
        { ...STAGE, required: true },
        { ...REFERRED, question: 'Who sent you?' },
      ],
    });
    const queue = await call(admin, 'GET', '/api/admin/applications');
    expect(queue.statusCode).toBe(200);
    const entry = queue
      .json()
      .find((a: { applicant: { id: string } }) => a.applicant.id === account.id);
    expect(entry).toMatchObject({ ...ANSWERS, answers: asked });

    const applicant = {
      id: account.id,
      email,
      cookie: '',
      headers: { cookie: await sessionCookieFor(account.id) },
    };
    const status = await call(applicant, 'GET', '/api/membership');
    expect(status.json().application.answers).toEqual(asked);
  });

  it('the application page checks the answers the same way', async () => {
    // An account the provider made under approval: pending, no application yet.
    const { db } = await testDatabase();
    const email = uniqueEmail('provider');
    await put(admin, { questions: [REFERRED] });
    await setJoining('open');
    const person = await signUpMember(app, { email });
    await setJoining('approval');
    await db.update(users).set({ membership: 'pending' }).where(eq(users.id, person.id));
    const missing = await call(person, 'POST', '/api/membership/application', ANSWERS);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: `answers.${REFERRED.id}`, message: ANSWER_REQUIRED },
    ]);
    const none = await db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.userId, person.id));
    expect(none).toEqual([]);
    const sent = await call(person, 'POST', '/api/membership/application', {
      ...ANSWERS,
      answers: { [REFERRED.id]: 'Ada' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().application.answers).toEqual([
      { id: REFERRED.id, question: 'Who referred you?', answer: 'Ada' },
    ]);
  });
});
