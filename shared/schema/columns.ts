import { timestamp } from 'drizzle-orm/pg-core';

/** `timestamptz` set by the database, so every server copy agrees on the clock. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
