import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { REACTIONS } from '../contracts/reactions';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One table of reactions per kind of item (issue 37), each row one member's one reaction:
 * a table per kind, not one keyed by a kind and an id, so each row's item is a foreign key
 * that goes with the item, and the database keeps them honest. The primary key leads with
 * the item, so an item's counts and a page's "which are mine" are index reads; the member
 * index serves their removal.
 */
export function reactionTable(name: string, item: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      itemId: integer('item_id').notNull().references(item, { onDelete: 'cascade' }),
      userId: varchar('user_id', { length: 255 })
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      reaction: varchar('reaction', { length: 20, enum: REACTIONS }).notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.itemId, t.userId, t.reaction] }),
      index(`${name}_user_idx`).on(t.userId),
    ],
  );
}

export type ReactionTable = ReturnType<typeof reactionTable>;
