import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { bookmarks } from '../../../shared/schema/bookmarks';
import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { ownsHiddenSql } from '../../lib/hidden';
import { memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, exactTime } from '../../lib/pagination';
import { idList, qualified } from '../../lib/sql';

/** Open postings: active and not past their expiry (spec-notes: Active Postings). */
export const isOpen = and(
  eq(jobPostings.isActive, true),
  or(isNull(jobPostings.expiresAt), gt(jobPostings.expiresAt, sql`now()`)),
) as SQL;

/** A posting as every member sees it, with its poster (a kept page holds these, list.ts). */
const sharedJobColumns = { job: jobPostings, poster: memberSummaryColumns };

/**
 * One posting as members see it, from one query: the poster, whether the viewer saved it
 * or applied (and how that stands), and, for the poster only, how many applied.
 */
export const jobColumns = (viewerId: string) => ({
  ...sharedJobColumns,
  saved: sql<boolean>`exists (select 1 from ${bookmarks} sj where sj.job_id = ${qualified(jobPostings.id)} and sj.user_id = ${viewerId})`,
  myApplicationStatus: sql<string | null>`(select ja.status from ${jobApplications} ja
    where ja.job_id = ${qualified(jobPostings.id)} and ja.applicant_id = ${viewerId})`,
  myApplicationId: sql<number | null>`(select ja.id from ${jobApplications} ja
    where ja.job_id = ${qualified(jobPostings.id)} and ja.applicant_id = ${viewerId})`,
  applicationCount: sql<
    number | null
  >`case when ${qualified(jobPostings.postedBy)} = ${viewerId} then
    (select count(*)::int from ${jobApplications} ja where ja.job_id = ${qualified(jobPostings.id)}) end`,
});

export interface JobFilters {
  jobType?: string;
  experienceLevel?: string;
  department?: string;
  saved?: boolean;
  mine?: boolean;
}

/**
 * One page of postings newest first after the cursor (plus one row to tell whether
 * another page exists), and how many match in all. `mine` lists the viewer's own
 * postings whatever their state, otherwise only open ones; `saved` the viewer's saved.
 */
export async function listJobRows(
  db: Database,
  viewerId: string,
  q: JobFilters & {
    limit: number;
    after: { createdAt: string; id: number } | null;
    /** What moderators hid, for a viewer who may not see it (decision 021). */
    visible?: SQL;
  },
) {
  const filters: (SQL | undefined)[] = [
    q.visible,
    q.mine ? eq(jobPostings.postedBy, viewerId) : isOpen,
    q.jobType ? eq(jobPostings.jobType, q.jobType) : undefined,
    q.experienceLevel ? eq(jobPostings.experienceLevel, q.experienceLevel) : undefined,
    q.department ? eq(jobPostings.department, q.department) : undefined,
    q.saved
      ? sql`exists (select 1 from ${bookmarks} sj where sj.job_id = ${qualified(jobPostings.id)} and sj.user_id = ${viewerId})`
      : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...sharedJobColumns, sortTime: exactTime(jobPostings.createdAt) })
      .from(jobPostings)
      .leftJoin(users, eq(users.id, jobPostings.postedBy))
      .where(and(where, beyondCursor(jobPostings, q.after, 'desc')))
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(jobPostings).where(where),
  ]);
  return { rows, total: total.n };
}

/** What of a listed posting is the viewer's own, besides what the policy says. */
export interface OwnJobState {
  saved: boolean;
  myApplication: { id: number; status: string } | null;
  /** How many applied, for the poster alone; null for anyone else. */
  applicationCount: number | null;
}

/**
 * The viewer's saved marks and applications on a page's postings, how many applied to
 * those of them that are theirs, and whether they posted anything moderators hid (the
 * partial index of migration 0033): then the board they see is their own. One statement;
 * the ids travel as JSON parameters, so its text is the same for any page.
 */
export async function ownJobStateOf(
  db: Queryable,
  viewerId: string,
  page: { ids: number[]; postedByViewer: number[] },
) {
  const result = (await db.execute(sql`
    select ${ownsHiddenSql('job_posting', 'posted_by', viewerId)} as owns_hidden,
      coalesce((
        select json_agg(json_build_array(p.value, sj.job_id is not null, ja.id, ja.status))
        from ${idList(page.ids)} p(value)
          left join ${bookmarks} sj on sj.job_id = p.value and sj.user_id = ${viewerId}
          left join ${jobApplications} ja on ja.job_id = p.value and ja.applicant_id = ${viewerId}
      ), '[]'::json) as marks,
      coalesce((
        select json_object_agg(o.value, (select count(*)::int from ${jobApplications} c
          where c.job_id = o.value))
        from ${idList(page.postedByViewer)} o(value)
      ), '{}'::json) as counts`)) as unknown as {
    rows: {
      owns_hidden: boolean;
      marks: [number, boolean, number | null, string | null][];
      counts: Record<string, number>;
    }[];
  };
  const [row] = result.rows;
  const state = new Map<number, OwnJobState>();
  for (const [id, saved, applicationId, status] of row.marks) {
    state.set(id, {
      saved,
      myApplication: applicationId !== null && status ? { id: applicationId, status } : null,
      applicationCount: row.counts[String(id)] ?? null,
    });
  }
  return { ownsHidden: row.owns_hidden, state };
}

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;

export async function findJobRow(db: Database, viewerId: string, id: number) {
  const [row] = await db
    .select(jobColumns(viewerId))
    .from(jobPostings)
    .leftJoin(users, eq(users.id, jobPostings.postedBy))
    .where(eq(jobPostings.id, id));
  return row ?? null;
}

/** What the rules about a posting read: its poster and whether it is open. */
export async function findJobState(db: Queryable, id: number) {
  const [row] = await db
    .select({ postedBy: jobPostings.postedBy, open: sql<boolean>`${isOpen}` })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  return row ?? null;
}

/** Locks the posting (an application arriving meanwhile waits, then finds no posting). */
export async function lockJob(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ postedBy: jobPostings.postedBy, title: jobPostings.title })
    .from(jobPostings)
    .where(eq(jobPostings.id, id))
    .for('update');
  return row ?? null;
}

/** One application of a posting, locked: who made it and the résumé it holds. */
export async function lockApplication(tx: Queryable, jobId: number, applicationId: number) {
  const [row] = await tx
    .select({ applicantId: jobApplications.applicantId, resumeUrl: jobApplications.resumeUrl })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.jobId, jobId)))
    .for('update');
  return row ?? null;
}

/** The résumé addresses of a posting's applications. */
export async function resumesOf(tx: Queryable, jobId: number) {
  const rows = await tx
    .select({ url: jobApplications.resumeUrl })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId));
  return rows.map((r) => r.url);
}

/**
 * One page of a posting's applications, newest first after the cursor (plus one row to
 * tell whether another page exists), each with its applicant, and how many there are.
 */
export async function listApplicationRows(
  db: Database,
  jobId: number,
  q: { limit: number; after: { createdAt: string; id: number } | null },
) {
  const ofJob = eq(jobApplications.jobId, jobId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        coverLetter: jobApplications.coverLetter,
        resumeUrl: jobApplications.resumeUrl,
        status: jobApplications.status,
        appliedAt: jobApplications.appliedAt,
        sortTime: exactTime(jobApplications.appliedAt),
        applicant: memberSummaryColumns,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.applicantId))
      .where(
        and(
          ofJob,
          beyondCursor(
            { createdAt: jobApplications.appliedAt, id: jobApplications.id },
            q.after,
            'desc',
          ),
        ),
      )
      .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(jobApplications).where(ofJob),
  ]);
  return { rows, total: total.n };
}
