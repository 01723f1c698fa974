import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import { objectUploads } from '../../../shared/schema/objects';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let poster: Member;
let seeker: Member;
let other: Member;

beforeAll(async () => {
  app = await createTestApp();
  poster = await signUpMember(app, { firstName: 'Paula', lastName: 'Poster' });
  seeker = await signUpMember(app, { firstName: 'Sam', lastName: 'Seeker' });
  other = await signUpMember(app, { firstName: 'Olly', lastName: 'Other' });
});
afterAll(() => app.close());

const valid = {
  title: 'Senior Data Engineer',
  company: 'Bayou Analytics',
  description: 'Build pipelines for Gulf Coast energy data.',
  jobType: 'full-time',
};
const post = (m: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/jobs', headers: m.headers, payload });
const list = (m: Member, query = '') =>
  app.inject({ url: `/api/jobs${query}`, headers: m.headers });
const jobCount = async () => {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(jobPostings);
  return row.n;
};

describe('job postings', () => {
  it('posts a job with the poster embedded and skills stored one way', async () => {
    const res = await post(poster, {
      ...valid,
      experienceLevel: 'senior',
      department: 'engineering',
      location: 'Houston, TX (hybrid)',
      salaryRange: '$150k–$180k',
      skills: '["Python", " SQL ", "Python"]',
      applicationUrl: 'https://jobs.example.com/123',
      contactEmail: 'hiring@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...valid,
      skills: 'Python, SQL',
      skillList: ['Python', 'SQL'],
      isActive: true,
      poster: { id: poster.id, firstName: 'Paula' },
      saved: false,
      myApplication: null,
      applicationCount: 0,
    });
    const comma = await post(poster, { ...valid, skills: 'Go, Kubernetes ,, Go' });
    expect(comma.json().skills).toBe('Go, Kubernetes');
    const arr = await post(poster, { ...valid, skills: ['Excel', 'Tableau'] });
    expect(arr.json().skillList).toEqual(['Excel', 'Tableau']);
  });

  it("lists each posting with its card's preview, and keeps the long texts for the posting", async () => {
    const mention = `@[Sam Seeker](${encodeURIComponent(seeker.id)})`;
    const description = `## The role\n\n**Own** the [pipelines](https://e.io) with ${mention}.\n\n- Python\n- SQL`;
    const whole = {
      ...valid,
      title: 'Preview role',
      description,
      requirements: '5 years of SQL',
      benefits: 'Health, 401k',
    };
    const posted = (await post(poster, whole)).json();
    const preview = 'The role Own the pipelines with @Sam Seeker. Python SQL';
    expect(posted).toMatchObject({ ...whole, preview });
    const long = `${'word '.repeat(60)}end`;
    const longer = (await post(poster, { ...valid, title: 'Long role', description: long })).json();

    const listed = (await list(seeker, '?limit=200')).json() as Record<string, unknown>[];
    const item = listed.find((j) => j.id === posted.id)!;
    expect(item).toMatchObject({ title: 'Preview role', preview, poster: { id: poster.id } });
    for (const text of ['description', 'requirements', 'benefits'])
      expect(item).not.toHaveProperty(text);
    expect(listed.find((j) => j.id === longer.id)?.preview).toBe(
      `${'word '.repeat(40).trimEnd()}...`,
    );
    const read = (
      await app.inject({ url: `/api/jobs/${posted.id}`, headers: seeker.headers })
    ).json();
    expect(read).toMatchObject({ ...whole, preview });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ company: ' ' }, 'company', 'Company is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ jobType: 'gig' }, 'jobType', undefined],
    [{ experienceLevel: 'guru' }, 'experienceLevel', undefined],
    [{ department: 'legal' }, 'department', undefined],
    [{ applicationUrl: 'javascript:alert(1)' }, 'applicationUrl', 'Must be an http(s) URL'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', undefined],
    [{ expiresAt: '2020-01-01' }, 'expiresAt', 'The expiry date must be in the future'],
  ])('refuses %j naming %s and writes nothing', async (patch, path, message) => {
    const before = await jobCount();
    const res = await post(poster, { ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect(await jobCount()).toBe(before);
  });

  it('lists open postings newest first, filters combined, and hides closed and expired ones', async () => {
    const { db } = await testDatabase();
    // Only this test posts contract jobs, so the contract lists below are its own.
    const m = await signUpMember(app);
    const mk = async (patch: Record<string, unknown>) =>
      (await post(m, { ...valid, ...patch })).json().id as number;
    const a = await mk({
      title: 'A',
      jobType: 'contract',
      experienceLevel: 'mid',
      department: 'design',
    });
    const b = await mk({
      title: 'B',
      jobType: 'contract',
      experienceLevel: 'senior',
      department: 'design',
    });
    const closed = await mk({ title: 'Closed', jobType: 'contract', isActive: false });
    const expired = await mk({ title: 'Expired', jobType: 'contract' });
    await db
      .update(jobPostings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobPostings.id, expired));

    const titles = async (q: string) =>
      (await list(m, q)).json().map((j: { title: string }) => j.title);
    expect(await titles('?jobType=contract')).toEqual(['B', 'A']);
    expect(await titles('?jobType=contract&experienceLevel=mid')).toEqual(['A']);
    expect(await titles('?jobType=contract&department=design&experienceLevel=all')).toEqual([
      'B',
      'A',
    ]);
    expect(await titles('?jobType=contract&department=sales')).toEqual([]);
    // The poster's own list keeps the closed and the expired posting, newest first.
    const mine = (await list(m, '?mine=true')).json() as { id: number; isActive: boolean }[];
    expect(mine.map((j) => [j.id, j.isActive])).toEqual([
      [expired, true],
      [closed, false],
      [b, true],
      [a, true],
    ]);
    for (const bad of ['?jobType=gig', '?limit=500', '?cursor=nope']) {
      expect((await list(m, bad)).statusCode).toBe(400);
    }
  });

  it('pages with X-Total-Count and Link', async () => {
    // Five open part-time marketing postings of this test's own (no other test posts
    // part-time), and a closed one the pages must not count.
    const m = await signUpMember(app);
    const kind = { jobType: 'part-time', department: 'marketing' };
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push((await post(m, { ...valid, ...kind, title: `Page ${i}` })).json().id);
    }
    await post(m, { ...valid, ...kind, title: 'Closed', isActive: false });
    const query = '?jobType=part-time&department=marketing&limit=2';

    const pages: number[][] = [];
    const links: (string | undefined)[] = [];
    let next: string | undefined = `/api/jobs${query}`;
    while (next) {
      const url: string = next;
      const page = await app.inject({ url, headers: m.headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('5');
      pages.push(page.json().map((j: { id: number }) => j.id));
      next = page.headers.link ? /<([^>]+)>/.exec(String(page.headers.link))?.[1] : undefined;
      links.push(next);
    }
    // Newest first, two a page, every posting once; the last page has no Link.
    const newestFirst = [...ids].reverse();
    expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
    expect(links[2]).toBeUndefined();
    // The next-page link keeps the filters and the page size.
    for (const link of links.slice(0, 2)) {
      expect(link).toMatch(/^\/api\/jobs\?jobType=part-time&department=marketing&limit=2&cursor=/);
    }
  });

  it('lets only the poster edit and delete (403 for others, nothing changed)', async () => {
    const job = (await post(poster, valid)).json();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: other.headers,
      payload: { ...valid, title: 'Hijacked' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: 'You can only edit your own job postings' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(403);
    const still = await app.inject({ url: `/api/jobs/${job.id}`, headers: poster.headers });
    expect(still.json().title).toBe(valid.title);

    const ok = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: poster.headers,
      payload: { ...valid, title: 'Lead Data Engineer', isActive: false },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Lead Data Engineer', isActive: false });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: poster.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ url: `/api/jobs/${job.id}`, headers: poster.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/jobs/abc', headers: poster.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('applications and saved jobs', () => {
  it('applies once, not to your own posting, and the poster alone sees and moves applications', async () => {
    const job = (await post(poster, valid)).json();
    const apply = (m: Member, payload?: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: m.headers,
        ...(payload ? { payload } : {}),
      });

    const res = await apply(seeker, {
      coverLetter: 'I built the pipelines at Shell.',
      resumeUrl: 'https://example.com/cv.pdf',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', applicantId: seeker.id, jobId: job.id });
    const twice = await apply(seeker);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'You have already applied to this job' });
    const own = await apply(poster);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot apply to your own posting' });
    expect((await apply(other, { resumeUrl: 'javascript:alert(1)' })).statusCode).toBe(400);

    const seen = (await app.inject({ url: `/api/jobs/${job.id}`, headers: seeker.headers })).json();
    expect(seen).toMatchObject({ myApplication: { status: 'pending' }, applicationCount: null });
    expect(
      (await app.inject({ url: `/api/jobs/${job.id}`, headers: poster.headers })).json()
        .applicationCount,
    ).toBe(1);

    const forOther = await app.inject({
      url: `/api/jobs/${job.id}/applications`,
      headers: seeker.headers,
    });
    expect(forOther.statusCode).toBe(403);
    const apps = await app.inject({
      url: `/api/jobs/${job.id}/applications`,
      headers: poster.headers,
    });
    expect(apps.json()).toEqual([
      expect.objectContaining({
        status: 'pending',
        coverLetter: 'I built the pipelines at Shell.',
        applicant: expect.objectContaining({ id: seeker.id }),
      }),
    ]);
    const appId = apps.json()[0].id;
    const patch = (m: Member, status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/jobs/${job.id}/applications/${appId}`,
        headers: m.headers,
        payload: { status },
      });
    expect((await patch(seeker, 'accepted')).statusCode).toBe(403);
    expect((await patch(poster, 'hired')).statusCode).toBe(400);
    expect((await patch(poster, 'reviewed')).json().status).toBe('reviewed');
    const after = (
      await app.inject({ url: `/api/jobs/${job.id}`, headers: seeker.headers })
    ).json();
    expect(after.myApplication).toEqual({ id: appId, status: 'reviewed' });
  });

  it('says in each answer what the viewer may do, and sends only the contract fields', async () => {
    const job = (await post(poster, valid)).json();
    const as = async (m: Member) =>
      (await app.inject({ url: `/api/jobs/${job.id}`, headers: m.headers })).json();
    expect(await as(poster)).toMatchObject({ canEdit: true, canDelete: true, canApply: false });
    expect(await as(seeker)).toMatchObject({ canEdit: false, canDelete: false, canApply: true });
    // The poster is the one member summary every answer embeds: no more, no less.
    expect(Object.keys((await as(seeker)).poster).sort()).toEqual(
      ['company', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'title'].sort(),
    );
  });

  it("pages a posting's applications newest first by cursor, with the total", async () => {
    const job = (await post(poster, valid)).json();
    const applicants = [seeker, other];
    for (let i = 0; i < 3; i++) {
      applicants.push(await signUpMember(app, { firstName: `Applicant${i}` }));
    }
    for (const m of applicants) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: m.headers,
      });
      expect(res.statusCode).toBe(201);
    }
    const seen: string[] = [];
    let url: string | null = `/api/jobs/${job.id}/applications?limit=2`;
    let pages = 0;
    while (url) {
      const res: Awaited<ReturnType<App['inject']>> = await app.inject({
        url,
        headers: poster.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.json().map((a: { applicant: { id: string } }) => a.applicant.id));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(applicants.map((m) => m.id).reverse());
  });

  it('accepts an uploaded PDF as a résumé and refuses an image address', async () => {
    const job = (await post(poster, valid)).json();
    const address = (
      await app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: other.headers,
        payload: { purpose: 'document' },
      })
    ).json();
    await app.inject({
      method: 'PUT',
      url: address.uploadURL,
      headers: { ...other.headers, 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: other.headers,
      payload: { resumeUrl: address.uploadURL },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().resumeUrl).toBe(address.objectPath);

    const job2 = (await post(poster, valid)).json();
    const image = (
      await app.inject({ method: 'POST', url: '/api/objects/upload', headers: other.headers })
    ).json();
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job2.id}/applications`,
      headers: other.headers,
      payload: { resumeUrl: image.uploadURL },
    });
    expect(wrong.statusCode).toBe(400);
    const { db } = await testDatabase();
    const [rows] = await db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job2.id));
    expect(rows.n).toBe(0);
  });

  it('refuses applying to a closed posting', async () => {
    const job = (await post(poster, { ...valid, isActive: false })).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: seeker.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This posting is no longer open' });
  });

  it('lets the applicant alone withdraw, while the posting is open, releasing the résumé', async () => {
    const { db } = await testDatabase();
    const job = (await post(poster, { ...valid, title: 'Withdrawable' })).json();
    const address = (
      await app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: seeker.headers,
        payload: { purpose: 'document' },
      })
    ).json();
    await app.inject({
      method: 'PUT',
      url: address.uploadURL,
      headers: { ...seeker.headers, 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    const applied = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: seeker.headers,
      payload: { resumeUrl: address.uploadURL },
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().id;
    const seen = await app.inject({ url: `/api/jobs/${job.id}`, headers: seeker.headers });
    expect(seen.json().myApplication).toEqual({ id: applicationId, status: 'pending' });

    const withdraw = (
      m: Member,
      jobId: number | string = job.id,
      id: number | string = applicationId,
    ) =>
      app.inject({
        method: 'DELETE',
        url: `/api/jobs/${jobId}/applications/${id}`,
        headers: m.headers,
      });
    const everyApplication = () =>
      db.select().from(jobApplications).orderBy(asc(jobApplications.id));
    const key = address.objectPath.slice('/objects/'.length);
    const upload = () => db.select().from(objectUploads).where(eq(objectUploads.key, key));
    const before = { applications: await everyApplication(), upload: await upload() };
    for (const m of [poster, other]) {
      const refused = await withdraw(m);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You can only withdraw your own application' });
    }
    // Bad input: ids that are not ids, and an application of another posting.
    for (const [jobId, id] of [
      ['abc', applicationId],
      [job.id, 'abc'],
      [job.id, '0'],
    ]) {
      expect((await withdraw(seeker, jobId, id)).statusCode).toBe(400);
    }
    const elsewhere = (await post(poster, { ...valid, title: 'Another posting' })).json();
    expect((await withdraw(seeker, elsewhere.id)).statusCode).toBe(404);
    // None of the refusals wrote: every application and the résumé's claim are as they were.
    expect({ applications: await everyApplication(), upload: await upload() }).toEqual(before);
    const [kept] = before.upload;
    expect(kept.claimedAt).not.toBeNull();

    const done = await withdraw(seeker);
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    const rows = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    expect(rows).toEqual([]);
    const [released] = await db.select().from(objectUploads).where(eq(objectUploads.key, key));
    expect(released?.claimedAt ?? null).toBeNull();
    expect(
      (await app.inject({ url: address.objectPath, headers: seeker.headers })).statusCode,
    ).toBe(404);
    const after = await app.inject({ url: `/api/jobs/${job.id}`, headers: seeker.headers });
    expect(after.json()).toMatchObject({ myApplication: null, canApply: true });
    expect((await withdraw(seeker)).statusCode).toBe(404);
    expect((await withdraw(seeker, 999999)).statusCode).toBe(404);
  });

  it('refuses withdrawing from a closed posting and keeps the application', async () => {
    const job = (await post(poster, { ...valid, title: 'Closing soon' })).json();
    const applied = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: other.headers,
    });
    expect(applied.statusCode).toBe(201);
    const closed = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: poster.headers,
      payload: { ...valid, title: 'Closing soon', isActive: false },
    });
    expect(closed.statusCode).toBe(200);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.id}/applications/${applied.json().id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This posting is no longer open' });
    const { db } = await testDatabase();
    const rows = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.id, applied.json().id));
    expect(rows).toEqual([{ id: applied.json().id }]);
  });

  it("keeps each member's saved list their own", async () => {
    const job = (await post(poster, { ...valid, title: 'Saved one' })).json();
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/jobs/${job.id}/saved`,
          headers: seeker.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/jobs/${job.id}/saved`,
          headers: seeker.headers,
        })
      ).statusCode,
    ).toBe(204);
    const saved = (await list(seeker, '?saved=true')).json();
    expect(saved.map((j: { id: number }) => j.id)).toEqual([job.id]);
    expect(saved[0].saved).toBe(true);
    expect((await list(other, '?saved=true')).json()).toEqual([]);
    await app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.id}/saved`,
      headers: seeker.headers,
    });
    expect((await list(seeker, '?saved=true')).json()).toEqual([]);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/jobs/999999/saved', headers: seeker.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['POST', '/api/jobs'],
      ['PUT', '/api/jobs/1/saved'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
