import { sql } from 'drizzle-orm';
import { jobHref } from '../../../shared/permalinks';
import { jobPostings } from '../../../shared/schema/jobs';
import { type Reportable, tableReportable } from '../reports';
import { deleteJob } from './service';

/** A job posting as the reports feature sees it (decision 021); its delete releases résumés. */
export const jobReportable: Reportable = {
  kind: 'job',
  ...tableReportable({
    table: jobPostings,
    id: jobPostings.id,
    author: jobPostings.postedBy,
    hiddenAt: jobPostings.hiddenAt,
    hiddenBy: jobPostings.hiddenBy,
    label: sql<string>`${jobPostings.title}`,
    numeric: true,
  }),
  remove: {
    how: 'own-transaction',
    run: (db, store, actor, { key, reason }) => deleteJob(db, store, { actor, jobId: key, reason }),
  },
  queue: {
    from: sql`${jobPostings}`,
    match: (key) => sql`${jobPostings.id} = ${key}::int`,
    author: sql`${jobPostings.postedBy}`,
    hidden: sql`${jobPostings.hiddenAt} is not null`,
    title: sql`${jobPostings.title}`,
    excerpt: sql`left(${jobPostings.description}, 300)`,
  },
  href: (id) => jobHref(id),
  markdown: true,
};
