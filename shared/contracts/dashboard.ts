import { z } from 'zod';
import { memberSummary, timestamp, type Wire } from './common';

/** One line of Recent Activity: a discussion and who started it. */
export const activityItem = z.object({
  id: z.number(),
  title: z.string(),
  createdAt: timestamp,
  author: memberSummary.nullable(),
});
export type ActivityItem = Wire<typeof activityItem>;

/**
 * An event whose seat opened up for the member (promoted from its waiting list) that they
 * have not yet seen: the in-app notice until notifications carry it (decision 008).
 */
export const openedSeat = z.object({
  id: z.number(),
  title: z.string(),
  startDate: timestamp,
});
export type OpenedSeat = Wire<typeof openedSeat>;

/**
 * `GET /api/dashboard`: the four true totals (spec-notes), Recent Activity, and the
 * viewer's unseen opened seats (events still to come).
 */
export const dashboard = z.object({
  counts: z.object({
    eventsThisWeek: z.number(),
    newDiscussions: z.number(),
    activeJobs: z.number(),
    members: z.number(),
  }),
  recentActivity: z.array(activityItem),
  openedSeats: z.array(openedSeat),
});
export type Dashboard = Wire<typeof dashboard>;
