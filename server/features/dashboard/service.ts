import type { Answer } from '../../../shared/contracts/common';
import type { dashboard } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/policy';
import { listOpenedSeats, listRecentDiscussions, readCounts } from './queries';

/** Spec §9: the dashboard lists five discussions. */
export const RECENT_ACTIVITY_LIMIT = 5;

/**
 * The dashboard's four counts, its Recent Activity and the viewer's unseen opened seats. Counts are true
 * totals (spec-notes) of what the viewer may read, the week counted in the community's time zone.
 */
export async function getDashboard(
  db: Database,
  timeZone: string,
  viewer: Viewer,
): Promise<Answer<typeof dashboard>> {
  const [row, recentActivity, openedSeats] = await Promise.all([
    readCounts(db, timeZone, viewer),
    listRecentDiscussions(db, RECENT_ACTIVITY_LIMIT, viewer),
    listOpenedSeats(db, viewer),
  ]);
  return {
    counts: {
      eventsThisWeek: row.events_this_week,
      newDiscussions: row.new_discussions,
      activeJobs: row.active_jobs,
      members: row.members,
    },
    recentActivity,
    openedSeats,
  };
}
