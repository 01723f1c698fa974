import { timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Hidden by moderators (decision 021): while `hidden_at` is set, members other than the
 * author see the item nowhere (lists, counts, by id: 404); its author and staff see it
 * marked. `hidden_by` is the moderator, kept for the queue's history.
 */
export const hiddenColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenBy: varchar('hidden_by', { length: 255 }).references(() => users.id, {
    onDelete: 'set null',
  }),
});
