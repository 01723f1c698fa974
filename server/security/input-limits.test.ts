import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../shared/schema/events';
import { jobApplications, jobPostings } from '../../shared/schema/jobs';
import { resourceCategories, resources } from '../../shared/schema/resources';
import { createTestApp, type Member, signUpMember, testDatabase } from '../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let poster: Member;
let applicant: Member;

beforeAll(async () => {
  app = await createTestApp();
  [poster, applicant] = await Promise.all([signUpMember(app), signUpMember(app)]);
});
afterAll(() => app.close());

const rows = async () => {
  const { db } = await testDatabase();
  const n = async (table: typeof events | typeof jobPostings | typeof resources) =>
    (await db.select({ n: count() }).from(table))[0].n;
  const [applications] = await db.select({ n: count() }).from(jobApplications);
  return {
    events: await n(events),
    jobs: await n(jobPostings),
    resources: await n(resources),
    applications: applications.n,
  };
};

describe('request bodies', () => {
  it('over 1 MB are refused with a JSON 413 before any handler runs', async () => {
    const before = await rows();
    const res = await app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: { ...poster.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 't', content: 'x'.repeat(1024 * 1024), categoryId: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await rows()).toEqual(before);
  });

  it('just under the limit are read (the limit is not set lower by accident)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { ...poster.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'A', lastName: 'B', padding: 'x'.repeat(1000 * 1000) }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/** Addresses that are not http(s) and must never be stored for another member to click. */
const HOSTILE_ADDRESSES = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/x',
  '//evil.example/x',
];

describe('every address a member enters is http(s)', () => {
  let categoryId: number;
  let jobId: number;
  beforeAll(async () => {
    const { db } = await testDatabase();
    const [category] = await db
      .insert(resourceCategories)
      .values({ name: `Links ${Date.now()}` })
      .returning();
    categoryId = category.id;
    const job = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: poster.headers,
      payload: { title: 'Engineer', company: 'Acme', description: 'Build.', jobType: 'full-time' },
    });
    expect(job.statusCode, job.body).toBe(201);
    jobId = job.json().id;
  });

  const attempts = (address: string) => [
    {
      field: 'event meetingUrl',
      method: 'POST' as const,
      url: '/api/events',
      headers: poster.headers,
      payload: { title: 'Meetup', startDate: '2031-01-01T18:00:00Z', meetingUrl: address },
    },
    {
      field: 'job applicationUrl',
      method: 'POST' as const,
      url: '/api/jobs',
      headers: poster.headers,
      payload: {
        title: 'Role',
        company: 'Acme',
        description: 'Work.',
        jobType: 'contract',
        applicationUrl: address,
      },
    },
    {
      field: 'resource url',
      method: 'POST' as const,
      url: '/api/resources',
      headers: poster.headers,
      payload: { title: 'Guide', type: 'link', categoryId, url: address },
    },
    {
      field: 'résumé link',
      method: 'POST' as const,
      url: `/api/jobs/${jobId}/applications`,
      headers: applicant.headers,
      payload: { coverLetter: 'Hello', resumeUrl: address },
    },
    {
      field: 'profile image',
      method: 'PUT' as const,
      url: '/api/auth/user',
      headers: applicant.headers,
      payload: { firstName: 'A', lastName: 'B', profileImageUrl: address },
    },
  ];

  it.each(HOSTILE_ADDRESSES)(
    'refuses %j in every such field with a 400 and stores nothing',
    async (address) => {
      const before = await rows();
      const me = () => app.inject({ url: '/api/auth/user', headers: applicant.headers });
      const profileBefore = (await me()).json();
      for (const { field, ...request } of attempts(address)) {
        const res = await app.inject(request);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().message, field).toEqual(expect.any(String));
      }
      expect(await rows()).toEqual(before);
      expect((await me()).json()).toEqual(profileBefore);
    },
  );

  it('accepts a plain https address in each of them', async () => {
    const address = 'https://example.com/page?x=1';
    // A new profile photo must be the member's own upload, so it has no web address to accept.
    const webFields = attempts(address).filter((a) => a.field !== 'profile image');
    expect(webFields).toHaveLength(4);
    for (const { field, ...request } of webFields) {
      const res = await app.inject(request);
      expect(res.statusCode, `${field}: ${res.body}`).toBeLessThan(300);
    }
  });
});
