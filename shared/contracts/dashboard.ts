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

/** `GET /api/dashboard`: the four true totals (spec-notes) and Recent Activity. */
export const dashboard = z.object({
  counts: z.object({
    eventsThisWeek: z.number(),
    newDiscussions: z.number(),
    activeJobs: z.number(),
    members: z.number(),
  }),
  recentActivity: z.array(activityItem),
});
export type Dashboard = Wire<typeof dashboard>;
