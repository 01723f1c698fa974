import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { discussionReplies, discussions } from './discussions';
import { events } from './events';
import { jobPostings } from './jobs';
import { resources } from './resources';
import { users } from './users';

/**
 * A member's bookmarks (issue 37, decision 063): one row per item kept, whatever its kind.
 * Each kind has its own foreign key and exactly one is set (an exclusive arc), so a
 * bookmark goes with its item and the database keeps them honest, while the Saved page
 * reads every kind, newest first, from one index. A job's Save is a bookmark (migration
 * 0056 moved `saved_job` here).
 */
export const bookmarks = pgTable(
  'bookmark',
  {
    id: serial('id').primaryKey(),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discussionId: integer('discussion_id').references(() => discussions.id, {
      onDelete: 'cascade',
    }),
    replyId: integer('reply_id').references(() => discussionReplies.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobPostings.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'bookmark_one_item',
      sql`num_nonnulls(${t.discussionId}, ${t.replyId}, ${t.eventId}, ${t.jobId}, ${t.resourceId}) = 1`,
    ),
    // The Saved page: a member's bookmarks newest first (and the keys answer).
    index('bookmark_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One bookmark per member and item. They lead with the item: an item's deletion
    // cascades through them, and the jobs board asks "did the viewer save these?" by job.
    // Partial: each holds only its own kind's rows.
    uniqueIndex('bookmark_discussion_idx')
      .on(t.discussionId, t.userId)
      .where(sql`${t.discussionId} is not null`),
    uniqueIndex('bookmark_reply_idx').on(t.replyId, t.userId).where(sql`${t.replyId} is not null`),
    uniqueIndex('bookmark_event_idx').on(t.eventId, t.userId).where(sql`${t.eventId} is not null`),
    uniqueIndex('bookmark_job_idx').on(t.jobId, t.userId).where(sql`${t.jobId} is not null`),
    uniqueIndex('bookmark_resource_idx')
      .on(t.resourceId, t.userId)
      .where(sql`${t.resourceId} is not null`),
  ],
);
