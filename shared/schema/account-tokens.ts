import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** What a link in an e-mail lets its holder do. */
export const TOKEN_PURPOSES = ['password-reset', 'verify-email', 'change-email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Single-use links sent by e-mail. Only the SHA-256 of the token is stored, so whoever reads
 * the database (or a backup) cannot use a link that is still valid.
 */
export const accountTokens = pgTable(
  'account_token',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<TokenPurpose>().notNull(),
    /** The address the link was sent to: the one a verification confirms (a new one, for a change). */
    email: varchar('email', { length: 320 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_token_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);
