import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type JobForm, jobApplications, jobPostings, savedJobs } from '../../../shared/schema/jobs';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import {
  beyondCursor,
  createdAtCursor,
  decodeCursor,
  exactTime,
  takePage,
} from '../../lib/pagination';
import { isUniqueViolation, qualified } from '../../lib/sql';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, keyFromAddress } from '../../storage/uploads';
import { isOpen, jobColumns, toJobResponse } from './queries';

export const JOB_NOT_FOUND = 'Job not found';
export const POSTER_ONLY_EDIT = 'You can only edit your own job postings';
export const POSTER_ONLY_DELETE = 'You can only delete your own job postings';
export const POSTER_ONLY_APPLICATIONS = 'Only the poster can see the applications';
export const NOT_YOUR_OWN = 'You cannot apply to your own posting';
export const ALREADY_APPLIED = 'You have already applied to this job';
export const CLOSED = 'This posting is no longer open';
export const APPLICATION_NOT_FOUND = 'Application not found';

type ParsedJob = Omit<JobForm, 'skills' | 'expiresAt'> & {
  skills: string | null;
  expiresAt: Date | null;
};

export interface JobListQuery {
  jobType?: string;
  experienceLevel?: string;
  department?: string;
  saved?: boolean;
  mine?: boolean;
  limit: number;
  cursor?: string;
}

/**
 * Open postings newest first, filtered; `mine` lists the viewer's own postings whatever
 * their state (so a poster can reopen or edit an expired one); `saved` the viewer's saved.
 */
export async function listJobs(db: Database, viewerId: string, q: JobListQuery) {
  const filters: (SQL | undefined)[] = [
    q.mine ? eq(jobPostings.postedBy, viewerId) : isOpen,
    q.jobType ? eq(jobPostings.jobType, q.jobType) : undefined,
    q.experienceLevel ? eq(jobPostings.experienceLevel, q.experienceLevel) : undefined,
    q.department ? eq(jobPostings.department, q.department) : undefined,
    q.saved
      ? sql`exists (select 1 from ${savedJobs} sj where sj.job_id = ${qualified(jobPostings.id)} and sj.user_id = ${viewerId})`
      : undefined,
  ];
  const where = and(...filters);
  const after = decodeCursor(q.cursor, createdAtCursor);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...jobColumns(viewerId), sortTime: exactTime(jobPostings.createdAt) })
      .from(jobPostings)
      .leftJoin(users, eq(users.id, jobPostings.postedBy))
      .where(and(where, beyondCursor(jobPostings, after, 'desc')))
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(jobPostings).where(where),
  ]);
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.job.id }));
  return { jobs: page.items.map(toJobResponse), total: total.n, nextCursor: page.nextCursor };
}

export async function getJob(db: Database, viewerId: string, id: number) {
  const [row] = await db
    .select(jobColumns(viewerId))
    .from(jobPostings)
    .leftJoin(users, eq(users.id, jobPostings.postedBy))
    .where(eq(jobPostings.id, id));
  if (!row) throw notFound(JOB_NOT_FOUND);
  return toJobResponse(row);
}

export async function createJob(db: Database, viewerId: string, input: ParsedJob) {
  const [job] = await db
    .insert(jobPostings)
    .values({ ...input, postedBy: viewerId })
    .returning();
  return getJob(db, viewerId, job.id);
}

/** Only the poster changes a posting; anyone else gets 403 and the row stays as it was. */
async function assertPoster(db: Database, id: number, viewerId: string, refusal: string) {
  const [job] = await db
    .select({ postedBy: jobPostings.postedBy })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.postedBy !== viewerId) throw forbidden(refusal);
}

export async function updateJob(db: Database, viewerId: string, id: number, input: ParsedJob) {
  await assertPoster(db, id, viewerId, POSTER_ONLY_EDIT);
  await db
    .update(jobPostings)
    .set(input)
    .where(and(eq(jobPostings.id, id), eq(jobPostings.postedBy, viewerId)));
  return getJob(db, viewerId, id);
}

/**
 * Deletes the posting and, with it, its applications; the résumés uploaded to them go
 * from storage after the commit (the posting was the only place they were shown).
 */
export async function deleteJob(db: Database, store: ObjectStore, viewerId: string, id: number) {
  await assertPoster(db, id, viewerId, POSTER_ONLY_DELETE);
  const released = await db.transaction(async (tx) => {
    // Locked first: an application arriving meanwhile waits, then finds no posting.
    const [job] = await tx
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, id), eq(jobPostings.postedBy, viewerId)))
      .for('update');
    if (!job) return [];
    const resumes = await tx
      .select({ url: jobApplications.resumeUrl })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, id));
    // The applications go with the posting (on delete cascade).
    await tx.delete(jobPostings).where(eq(jobPostings.id, id));
    return releaseObjects(
      tx,
      resumes.map((r) => r.url),
    );
  });
  await discardObjects(db, store, released);
}

/**
 * Applies once to an open posting that is not the viewer's own. A résumé is either an
 * uploaded document (claimed like any upload: the member's own, checked) or a web link.
 */
export async function apply(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  jobId: number,
  input: { coverLetter: string | null; resumeUrl: string | null },
) {
  const [job] = await db
    .select({ postedBy: jobPostings.postedBy, open: sql<boolean>`${isOpen}` })
    .from(jobPostings)
    .where(eq(jobPostings.id, jobId));
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.postedBy === viewerId) throw forbidden(NOT_YOUR_OWN);
  if (!job.open) throw badRequest(CLOSED);

  let resumeUrl = input.resumeUrl;
  let upload: string | null = null;
  if (resumeUrl && keyFromAddress(resumeUrl)) {
    const claimed = await claimUpload(db, store, viewerId, resumeUrl, 'document');
    resumeUrl = claimed.objectPath;
    upload = claimed.upload.key;
  } else if (resumeUrl && !/^https?:\/\/\S+$/i.test(resumeUrl)) {
    throw badRequest('Résumé must be an uploaded file or an http(s) link', [
      { path: 'resumeUrl', message: 'Résumé must be an uploaded file or an http(s) link' },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      if (upload) await attachUpload(tx, viewerId, upload);
      const [application] = await tx
        .insert(jobApplications)
        .values({ jobId, applicantId: viewerId, coverLetter: input.coverLetter, resumeUrl })
        .returning();
      return application;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_APPLIED);
    throw err;
  }
}

/** The applications to a posting, newest first, for its poster only. */
export async function listApplications(db: Database, viewerId: string, jobId: number) {
  await assertPoster(db, jobId, viewerId, POSTER_ONLY_APPLICATIONS);
  return db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      coverLetter: jobApplications.coverLetter,
      resumeUrl: jobApplications.resumeUrl,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      applicant: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
        title: users.title,
        company: users.company,
      },
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(1000);
}

export async function setApplicationStatus(
  db: Database,
  viewerId: string,
  jobId: number,
  applicationId: number,
  status: string,
) {
  await assertPoster(db, jobId, viewerId, POSTER_ONLY_APPLICATIONS);
  const [updated] = await db
    .update(jobApplications)
    .set({ status })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, jobId)))
    .returning();
  if (!updated) throw notFound(APPLICATION_NOT_FOUND);
  return updated;
}

export async function saveJob(db: Database, viewerId: string, jobId: number) {
  const [job] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.id, jobId));
  if (!job) throw notFound(JOB_NOT_FOUND);
  await db.insert(savedJobs).values({ userId: viewerId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Database, viewerId: string, jobId: number) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, viewerId), eq(savedJobs.jobId, jobId)));
}
