import { sql } from 'drizzle-orm';
import { index, json, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server-side sessions (spec §3: sid, sess, expire). The cookie carries only the sid. */
export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: json('sess').$type<SessionData>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('session_expire_idx').on(t.expire),
    // "Sign out everywhere" and a password change end one member's sessions at once.
    index('session_user_idx').on(sql`(${t.sess}->>'userId')`),
  ],
);

export interface SessionData {
  userId?: string;
  /** ID token kept for the provider's end-session call (OIDC only). */
  idToken?: string;
  /** When the member signed in (ms since epoch): the session ends SESSION_MAX_AGE_DAYS later. */
  createdAt?: number;
  /** The browser's User-Agent at sign-in (cut short), for the account page's device list. */
  userAgent?: string;
  /** The client address at sign-in. */
  ip?: string;
  /** Last request (ms since epoch), written at most every few minutes. */
  lastSeenAt?: number;
}
