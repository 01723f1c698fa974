import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings } from '../../../shared/schema/jobs';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { keptAndFresh } from '../../test/kept';

/**
 * The job board keeps each audience's page until a posting, a saved mark or a poster's
 * profile changes (decision 045): a kept page is what a fresh read gives, each member's
 * saved mark, application and abilities are their own, and a change is seen at once.
 */
type Item = {
  id: number;
  mine: boolean;
  canApply: boolean;
  saved: boolean;
  myApplication: { id: number; status: string } | null;
  applicationCount: number | null;
  hidden: boolean;
};
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Member;
let paula: Member;
let sam: Member;
let jobId: number;

beforeAll(async () => {
  app = await createTestApp();
  // The install's first account is its admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  paula = await signUpMember(app, { firstName: 'Paula', lastName: 'Posts' });
  sam = await signUpMember(app, { firstName: 'Sam', lastName: 'Seeks' });
  const posted = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: paula.headers,
    payload: {
      title: 'Data Engineer',
      company: 'Bayou Energy',
      description: 'Pipelines and dashboards.',
      jobType: 'full-time',
    },
  });
  expect(posted.statusCode).toBe(201);
  jobId = posted.json().id;
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const board = async (member: Member, query = '') => {
  const res = await app.inject({ url: `/api/jobs?limit=20${query}`, headers: member.headers });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Item[], total: res.headers['x-total-count'] };
};
const theJob = async (member: Member, query = '') =>
  (await board(member, query)).items.find((j) => j.id === jobId);

describe('the kept job board', () => {
  it('answers the next member from the kept page: their session and one statement of their own', async () => {
    const { statements } = await keptAndFresh(
      'jobs',
      () => board(paula),
      () => board(sam),
    );
    expect(statements).toHaveLength(2);
    expect(await theJob(sam)).toMatchObject({
      mine: false,
      canApply: true,
      applicationCount: null,
    });
    expect(await theJob(paula)).toMatchObject({ mine: true, canApply: false, applicationCount: 0 });
  });

  it('shows an application and a saved mark at once, to whom they belong', async () => {
    await board(sam);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      headers: sam.headers,
      payload: { coverLetter: 'I built pipelines.' },
    });
    expect(applied.statusCode).toBe(201);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}/saved`,
      headers: sam.headers,
    });
    expect(saved.statusCode).toBe(204);
    expect(await theJob(sam)).toMatchObject({
      saved: true,
      myApplication: { status: 'pending' },
    });
    expect(await theJob(paula)).toMatchObject({ saved: false, applicationCount: 1 });
    expect((await board(sam, '&saved=true')).items.map((j) => j.id)).toEqual([jobId]);
    expect((await board(paula, '&saved=true')).items).toEqual([]);
  });

  it('keeps what moderators hid from members, and shows it to its poster and staff', async () => {
    await board(sam);
    await (await db())
      .update(jobPostings)
      .set({ hiddenAt: new Date() })
      .where(eq(jobPostings.id, jobId));
    expect(await theJob(sam)).toBeUndefined();
    expect(await theJob(paula)).toMatchObject({ hidden: true, mine: true });
    expect(await theJob(admin)).toMatchObject({ hidden: true });
    expect(await theJob(sam)).toBeUndefined();
  });
});
