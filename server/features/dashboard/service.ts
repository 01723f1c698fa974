import type { FastifyRequest } from 'fastify';
import type { Answer } from '../../../shared/contracts/common';
import type { dashboard } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';
import { keptAnswer } from '../../lib/generations';
import { type Audience, audienceKey, ownerAudience, sharedAudience } from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { isStaff, type Viewer } from '../../lib/policy';
import { listRecentDiscussions, readCounts, readOwnDashboard } from './queries';

/** Spec §9: the dashboard lists five discussions. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** What the counts and Recent Activity read: kept until one of these moves (decision 045). */
const DASHBOARD_DOMAINS = ['discussions', 'events', 'jobs', 'members'] as const;

async function readShared(db: Database, timeZone: string, audience: Audience) {
  const [row, recentActivity] = await Promise.all([
    readCounts(db, timeZone, audience),
    listRecentDiscussions(db, RECENT_ACTIVITY_LIMIT, audience),
  ]);
  return {
    counts: {
      eventsThisWeek: row.events_this_week,
      newDiscussions: row.new_discussions,
      activeJobs: row.active_jobs,
      members: row.members,
    },
    recentActivity,
  };
}

/**
 * The dashboard's four counts, its Recent Activity and the viewer's unseen opened seats.
 * Counts are true totals (spec-notes) of what the viewer may read, the week counted in
 * the community's time zone. The counts and Recent Activity, as the viewer's audience sees
 * them, are kept until a discussion, an event, a posting or a member changes (decision
 * 045; "this week" and "the last 7 days" move with the clock, which they follow within
 * the kept answer's minute); the opened seats are read for the viewer at every call.
 */
export async function getDashboard(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  timeZone: string,
  viewer: Viewer,
): Promise<Answer<typeof dashboard>> {
  const sharedFor = (audience: Audience) =>
    keptAnswer(
      db,
      request,
      { kept, domain: DASHBOARD_DOMAINS, key: JSON.stringify([audienceKey(audience), timeZone]) },
      () => readShared(db, timeZone, audience),
    );
  const [everyone, own] = await Promise.all([
    sharedFor(sharedAudience(viewer)),
    readOwnDashboard(db, viewer),
  ]);
  // Rare: something of theirs that moderators hid counts for them, or their own profile.
  const theirs =
    !isStaff(viewer) && (own.ownsHidden || request.member?.profileHiddenAt != null)
      ? await sharedFor(ownerAudience(viewer))
      : everyone;
  return { ...theirs, openedSeats: own.openedSeats };
}
