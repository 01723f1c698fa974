import { and, eq } from 'drizzle-orm';
import type { Answer } from '../../../shared/contracts/common';
import type { job, jobApplication } from '../../../shared/contracts/jobs';
import { type JobForm, jobSkillList } from '../../../shared/contracts/jobs';
import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import type { Database } from '../../db/client';
import { excerptsOf } from '../../lib/excerpts';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { moderationReason, ownedItemAbilities } from '../../lib/moderation';
import {
  createdAtCursor,
  decodeCursor,
  type Page,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import { type Actor, authorize, can, type Viewer } from '../../lib/policy';
import { isUniqueViolation } from '../../lib/sql';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, keyFromAddress } from '../../storage/uploads';
import { recordAudit } from '../audit';
import { setBookmark } from '../bookmarks';
import { recordActivity } from '../notifications';
import {
  findJobRow,
  findJobState,
  type JobFilters,
  type JobRow,
  listApplicationRows,
  lockApplication,
  lockJob,
  resumesOf,
} from './queries';

export const JOB_NOT_FOUND = 'Job not found';
export const ALREADY_APPLIED = 'You have already applied to this job';
export const CLOSED = 'This posting is no longer open';
export const APPLICATION_NOT_FOUND = 'Application not found';

type ParsedJob = Omit<JobForm, 'skills' | 'expiresAt'> & {
  skills: string | null;
  expiresAt: Date | null;
};

/** A posting and the member acting on it. */
export interface JobTarget {
  viewer: Viewer;
  jobId: number;
}

export interface JobListQuery extends JobFilters {
  limit: number;
  cursor?: string;
}

/** A posting moderators hid is its poster's and the staff's to see (decision 021). */
const seesJob = (viewer: Viewer, row: JobRow) =>
  row.job.hiddenAt === null || can(viewer, 'hidden.see', { authorId: row.job.postedBy });

/**
 * What the policy lets the viewer do to a posting, and whether it is theirs: with their
 * saved mark and application, the part of a posting's answer that is the viewer's own (a
 * kept board joins it in, list.ts).
 */
export const jobAbilities = (viewer: Viewer, job: { postedBy: string | null }) => ({
  ...ownedItemAbilities(viewer, { edit: 'job.edit', delete: 'job.delete' }, job, job.postedBy),
  canApply: can(viewer, 'job.apply', job),
});

/**
 * A posting as everyone sees it: its skills as a list, its card's preview (`excerptsOf`),
 * `hidden` when moderators hid it. The board's answer leaves the long texts out
 * (`jobListItem`).
 */
export const sharedJob = (row: Pick<JobRow, 'job' | 'poster'>, preview: string) => ({
  ...row.job,
  preview,
  skillList: jobSkillList(row.job.skills),
  poster: row.poster,
  hidden: row.job.hiddenAt !== null,
});

/** A posting as the viewer sees it, with what the policy lets them do to it. */
async function toJob(viewer: Viewer, row: JobRow): Promise<Answer<typeof job>> {
  const [preview] = await excerptsOf([row.job.description]);
  return {
    ...sharedJob(row, preview),
    saved: Boolean(row.saved),
    myApplication:
      row.myApplicationStatus && row.myApplicationId !== null
        ? { id: row.myApplicationId, status: row.myApplicationStatus }
        : null,
    applicationCount: row.applicationCount,
    ...jobAbilities(viewer, row.job),
  };
}

export async function getJob(db: Database, { viewer, jobId }: JobTarget) {
  const row = await findJobRow(db, viewer.id, jobId);
  if (!row || !seesJob(viewer, row)) throw notFound(JOB_NOT_FOUND);
  return toJob(viewer, row);
}

export async function createJob(db: Database, viewer: Viewer, input: ParsedJob) {
  const [job] = await db
    .insert(jobPostings)
    .values({ ...input, postedBy: viewer.id })
    .returning();
  return getJob(db, { viewer, jobId: job.id });
}

/** The posting's state, or 404. */
async function jobState(db: Database, jobId: number) {
  const job = await findJobState(db, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/** Only the poster changes a posting; anyone else gets 403 and the row stays as it was. */
export async function updateJob(db: Database, target: JobTarget, input: ParsedJob) {
  authorize(target.viewer, 'job.edit', await jobState(db, target.jobId));
  await db.update(jobPostings).set(input).where(eq(jobPostings.id, target.jobId));
  return getJob(db, target);
}

export interface JobDeletion {
  actor: Actor;
  jobId: number;
  reason?: string;
}

/**
 * Deletes the posting and, with it, its applications; the résumés uploaded to them go
 * from storage after the commit (the posting was the only place they were shown). The
 * poster deletes their own; staff delete anyone's with a reason, recorded in the audit log
 * in the same transaction (decision 022).
 */
export async function deleteJob(
  db: Database,
  store: ObjectStore,
  { actor, jobId, reason }: JobDeletion,
) {
  const job = await jobState(db, jobId);
  authorize(actor, 'job.delete', job);
  const why = moderationReason(actor, job.postedBy, reason);
  const released = await db.transaction(async (tx) => {
    // Locked first: an application arriving meanwhile waits, then finds no posting.
    const locked = await lockJob(tx, jobId);
    if (!locked) return [];
    const resumes = await resumesOf(tx, jobId);
    // The applications go with the posting (on delete cascade).
    await tx.delete(jobPostings).where(eq(jobPostings.id, jobId));
    if (why) {
      await recordAudit(tx, {
        actor,
        action: 'job.delete',
        targetType: 'job',
        targetId: String(jobId),
        targetLabel: locked.title,
        before: { title: locked.title, postedBy: locked.postedBy },
        reason: why,
      });
    }
    return releaseObjects(tx, resumes);
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
  { viewer, jobId }: JobTarget,
  input: { coverLetter: string | null; resumeUrl: string | null },
) {
  const job = await jobState(db, jobId);
  authorize(viewer, 'job.apply', job);
  if (!job.open) throw badRequest(CLOSED);

  let resumeUrl = input.resumeUrl;
  let upload: string | null = null;
  if (resumeUrl && keyFromAddress(resumeUrl)) {
    const claimed = await claimUpload(db, store, viewer.id, resumeUrl, 'document');
    resumeUrl = claimed.objectPath;
    upload = claimed.upload.key;
  } else if (resumeUrl && !/^https?:\/\/\S+$/i.test(resumeUrl)) {
    throw badRequest('Résumé must be an uploaded file or an http(s) link', [
      { path: 'resumeUrl', message: 'Résumé must be an uploaded file or an http(s) link' },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      if (upload) await attachUpload(tx, viewer.id, upload);
      const [application] = await tx
        .insert(jobApplications)
        .values({ jobId, applicantId: viewer.id, coverLetter: input.coverLetter, resumeUrl })
        .returning();
      await recordActivity(tx, {
        kind: 'job_application',
        actorId: viewer.id,
        payload: { jobId, applicationId: application.id },
      });
      return application;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_APPLIED);
    throw err;
  }
}

/**
 * The applicant takes back their application while the posting is open; anyone else
 * gets 403. The résumé uploaded with it goes from storage after the commit, as when a
 * posting is deleted.
 */
export async function withdrawApplication(
  db: Database,
  store: ObjectStore,
  { viewer, jobId, applicationId }: JobTarget & { applicationId: number },
) {
  const released = await db.transaction(async (tx) => {
    const job = await findJobState(tx, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    const application = await lockApplication(tx, jobId, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    authorize(viewer, 'application.withdraw', application);
    if (!job.open) throw badRequest(CLOSED);
    await tx.delete(jobApplications).where(eq(jobApplications.id, applicationId));
    return releaseObjects(tx, [application.resumeUrl]);
  });
  await discardObjects(db, store, released);
}

/** The applications to a posting, newest first, a page at a time, for its poster only. */
export async function listApplications(
  db: Database,
  { viewer, jobId }: JobTarget,
  q: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof jobApplication>>> {
  authorize(viewer, 'job.applications', await jobState(db, jobId));
  const after = decodeCursor(q.cursor, createdAtCursor);
  const { rows, total } = await listApplicationRows(db, jobId, { limit: q.limit, after });
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.id }));
  return { items: page.items.map(withoutSortTime), nextCursor: page.nextCursor, total };
}

export async function setApplicationStatus(
  db: Database,
  { viewer, jobId, applicationId }: JobTarget & { applicationId: number },
  status: string,
) {
  authorize(viewer, 'job.applications', await jobState(db, jobId));
  const [updated] = await db
    .update(jobApplications)
    .set({ status })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, jobId)))
    .returning();
  if (!updated) throw notFound(APPLICATION_NOT_FOUND);
  return updated;
}

/**
 * The board's Save: a bookmark of the posting (decision 063), kept within the same limit
 * and shown on the Saved page. Saving checks the posting exists as the viewer sees it.
 */
export async function saveJob(db: Database, { viewer, jobId }: JobTarget) {
  await setBookmark(db, viewer, 'job', jobId, true);
}

export async function unsaveJob(db: Database, { viewer, jobId }: JobTarget) {
  await setBookmark(db, viewer, 'job', jobId, false);
}
