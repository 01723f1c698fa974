import { sql } from 'drizzle-orm';
import { jobHref } from '../../../shared/permalinks';
import { jobPostings } from '../../../shared/schema/jobs';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import type { ActivityResolver, Notified } from '../notifications';

/** An application: the posting's poster hears of it, unless moderators hid the posting. */
const applied: ActivityResolver<'job_application'> = async (q, { actorId, payload }) => {
  const { jobId, applicationId } = payload;
  const [j] = await selectRows<{ title: string; posted_by: string }>(
    q as Database,
    sql`select title, posted_by from ${jobPostings}
        where id = ${jobId} and hidden_at is null`,
  );
  if (!j) return null;
  return {
    recipients: [{ id: j.posted_by, type: 'job_application', ck: `job_application:${jobId}` }],
    actorId,
    subjectType: 'job',
    subjectId: jobId,
    targetId: applicationId,
    title: j.title,
    excerpt: null,
  };
};

/** What the notifications feature knows of jobs: an entry opens the job's dialog (its poster sees the applications there). */
export const jobsNotified: Notified = {
  activities: { job_application: applied },
  subjects: {
    job: {
      href: (row) => jobHref(row.subjectId),
      visible: ({ subjectId, seen }) => sql`exists (
          select 1 from ${jobPostings} j where j.id = ${subjectId}::int
            and ${seen(sql.raw('j.hidden_at'), sql.raw('j.posted_by'))})`,
    },
  },
};
