import type { Answer } from '../../../shared/contracts/common';
import type { dashboard } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';
import { listOpenedSeats, listRecentDiscussions, readCounts } from './queries';

/** Spec §9: the dashboard lists five discussions. */
export const RECENT_ACTIVITY_LIMIT = 5;

/**
 * The dashboard's four counts, its Recent Activity and the viewer's unseen opened seats. Counts are true
 * totals (spec-notes), the week counted in the community's time zone.
 */
export async function getDashboard(
  db: Database,
  timeZone: string,
  viewerId: string,
): Promise<Answer<typeof dashboard>> {
  const [row, recentActivity, openedSeats] = await Promise.all([
    readCounts(db, timeZone),
    listRecentDiscussions(db, RECENT_ACTIVITY_LIMIT),
    listOpenedSeats(db, viewerId),
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
