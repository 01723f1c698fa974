import type { FastifyRequest } from 'fastify';
import { jobListItem } from '../../../shared/contracts/jobs';
import { jobPostings } from '../../../shared/schema/jobs';
import type { Database } from '../../db/client';
import { excerptsOf } from '../../lib/excerpts';
import { type Audience, visibleToAudience } from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { keptPage, type SharedPage } from '../../lib/kept-pages';
import { createdAtCursor, decodeCursor, type EncodedPage, takePage } from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { listJobRows, ownJobStateOf } from './queries';
import { type JobListQuery, jobAbilities, sharedJob } from './service';

/** What of a listed posting is the viewer's own: their marks and what they may do. */
const jobItem = viewerFieldsOf(jobListItem, [
  'saved',
  'myApplication',
  'applicationCount',
  'canReport',
  'mine',
  'canEdit',
  'canDelete',
  'deleteNeedsReason',
  'canApply',
]);

type Row = { id: number; postedBy: string | null };

async function readSharedJobs(
  db: Database,
  audience: Audience,
  viewer: Viewer,
  q: JobListQuery,
): Promise<SharedPage<Row>> {
  const after = decodeCursor(q.cursor, createdAtCursor);
  const { rows, total } = await listJobRows(db, viewer.id, {
    ...q,
    after,
    visible: visibleToAudience(audience, {
      hiddenAt: jobPostings.hiddenAt,
      authorId: jobPostings.postedBy,
    }),
  });
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.job.id }));
  const previews = await excerptsOf(page.items.map((item) => item.job.description));
  return {
    rows: page.items.map(({ job: { id, postedBy } }) => ({ id, postedBy })),
    kept: jobItem.encodeShared(page.items.map((item, i) => sharedJob(item, previews[i]))),
    nextCursor: page.nextCursor,
    total,
  };
}

/**
 * Open postings newest first, filtered; `mine` lists the viewer's own postings whatever
 * their state (so a poster can reopen or edit an expired one); `saved` the viewer's saved
 * (those two are the viewer's own lists, kept for them alone). The page as its audience
 * sees it is kept until a posting, a saved mark or a poster's profile changes (decision
 * 045; a posting's closing date passes without a write, which a kept page follows within
 * its minute); the viewer's marks and applications come from one small statement
 * (`ownJobStateOf`) and are joined in.
 */
export function listJobs(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  q: JobListQuery,
): Promise<EncodedPage> {
  const whose = q.mine || q.saved ? viewer.id : null;
  return keptPage(db, request, viewer, {
    kept,
    domain: 'jobs',
    question: [
      whose,
      q.mine,
      q.saved,
      q.jobType,
      q.experienceLevel,
      q.department,
      q.limit,
      q.cursor,
    ],
    read: (audience) => readSharedJobs(db, audience, viewer, q),
    own: async (page) => {
      const { ownsHidden, state } = await ownJobStateOf(db, viewer.id, {
        ids: page.rows.map((row) => row.id),
        postedByViewer: page.rows.filter((row) => row.postedBy === viewer.id).map((row) => row.id),
      });
      const fields = page.rows.map((row) => ({
        saved: false,
        myApplication: null,
        applicationCount: null,
        ...state.get(row.id),
        ...jobAbilities(viewer, row),
      }));
      return { ownsHidden, fields };
    },
    join: (page, fields) => jobItem.join(page.kept, fields),
  });
}
