import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createSelectSchema } from 'drizzle-zod';
import type { MemberRole, MembershipState } from '../contracts/choices';
import { createdAt, updatedAt } from './columns';

/**
 * A member. The id is text: for built-in accounts a random UUID, for OpenID Connect
 * members `oidc:<issuer host>:<sub>` so two providers can never collide.
 * Nothing secret lives here: the password hash is in `user_credential`, so no query
 * over `users` can ever leak it into a response.
 */
/** Alphabetical by last name, then first name; members without names sort first. */
export const memberSortName = sql`lower(coalesce(${sql.identifier('last_name')}, '') || ' ' || coalesce(${sql.identifier('first_name')}, ''))`;

export const users = pgTable(
  'users',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    email: varchar('email', { length: 320 }).unique(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    profileImageUrl: varchar('profile_image_url', { length: 2048 }),
    title: varchar('title', { length: 200 }),
    company: varchar('company', { length: 200 }),
    pastCompanies: jsonb('past_companies').$type<string[] | null>(),
    phone: varchar('phone', { length: 40 }),
    bio: text('bio'),
    /** Their LinkedIn or website (https only), from their application or their profile. */
    website: varchar('website', { length: 2048 }),
    openToConnect: boolean('open_to_connect').notNull().default(false),
    /** What the member may do beyond a member's rights (issue 21): see MEMBER_ROLES. */
    role: varchar('role', { length: 20 }).$type<MemberRole>().notNull().default('member'),
    /**
     * Whether the account is a member yet (issue 21): an applicant (`pending`) or a declined
     * one reaches only their application's page; every other API refuses them.
     */
    membership: varchar('membership', { length: 20 })
      .$type<MembershipState>()
      .notNull()
      .default('active'),
    /** Set while an admin has suspended the member (sessions ended, sign-in refused). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The suspension ends then; null while suspended means until an admin lifts it. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: varchar('suspension_reason', { length: 500 }),
    /** When the member proved they own `email` (a link we sent, or the OIDC provider's word). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Hidden by moderators (decision 021): the profile page and directory card are gone
     * for other members; the member and staff still see them, marked.
     */
    profileHiddenAt: timestamp('profile_hidden_at', { withTimezone: true }),
    profileHiddenBy: varchar('profile_hidden_by', { length: 255 }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member first saw their dashboard (issue 36): until then it greets them
     * "Welcome", afterwards "Welcome back".
     */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    /** When their first-steps checklist was done or put away: the dashboard stops asking. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_joined_at_idx').on(t.joinedAt),
    index('users_last_first_idx').on(t.lastName, t.firstName),
    // The directory's alphabetical order (and its keyset cursor): see memberSortName.
    index('users_sort_name_idx').on(memberSortName, t.id),
    // The few profiles moderators hid, taken off the members total (decision 021).
    index('users_profile_hidden_idx').on(t.id).where(sql`${t.profileHiddenAt} is not null`),
  ],
);

/** Built-in sign-in secrets, one row per member who signed up with a password. */
export const userCredentials = pgTable('user_credential', {
  userId: varchar('user_id', { length: 255 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userSchema = createSelectSchema(users);
export type User = typeof users.$inferSelect;

/** What `GET /api/auth/user` and every embedded member carry over the wire. */
export type PublicUser = Omit<
  User,
  | 'joinedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'emailVerifiedAt'
  | 'suspendedAt'
  | 'suspendedUntil'
  | 'suspensionReason'
  | 'profileHiddenAt'
  | 'profileHiddenBy'
> & {
  emailVerifiedAt: string | null;
  joinedAt: string;
  createdAt: string;
  updatedAt: string;
};
