import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { jobApplications, jobPostings, jobSkillList, savedJobs } from '../../../shared/schema/jobs';
import { users } from '../../../shared/schema/users';
import { qualified } from '../../lib/sql';

/** Open postings: active and not past their expiry (spec-notes: Active Postings). */
export const isOpen = and(
  eq(jobPostings.isActive, true),
  or(isNull(jobPostings.expiresAt), gt(jobPostings.expiresAt, sql`now()`)),
) as SQL;

/**
 * One posting as members see it, from one query: the poster, whether the viewer saved it
 * or applied (and how that stands), and, for the poster only, how many applied.
 */
export const jobColumns = (viewerId: string) => ({
  job: jobPostings,
  poster: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profileImageUrl: users.profileImageUrl,
  },
  saved: sql<boolean>`exists (select 1 from ${savedJobs} sj where sj.job_id = ${qualified(jobPostings.id)} and sj.user_id = ${viewerId})`,
  myApplicationStatus: sql<string | null>`(select ja.status from ${jobApplications} ja
    where ja.job_id = ${qualified(jobPostings.id)} and ja.applicant_id = ${viewerId})`,
  applicationCount: sql<
    number | null
  >`case when ${qualified(jobPostings.postedBy)} = ${viewerId} then
    (select count(*)::int from ${jobApplications} ja where ja.job_id = ${qualified(jobPostings.id)}) end`,
});

type JobRow = {
  job: typeof jobPostings.$inferSelect;
  poster: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
  } | null;
  saved: boolean;
  myApplicationStatus: string | null;
  applicationCount: number | null;
};

export function toJobResponse(row: JobRow) {
  return {
    ...row.job,
    skillList: jobSkillList(row.job.skills),
    poster: row.poster,
    saved: Boolean(row.saved),
    myApplication: row.myApplicationStatus ? { status: row.myApplicationStatus } : null,
    applicationCount: row.applicationCount,
  };
}
