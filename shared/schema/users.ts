import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { createdAt, updatedAt } from './columns';
import { optionalText, requiredText } from './fields';

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
    openToConnect: boolean('open_to_connect').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_joined_at_idx').on(t.joinedAt),
    index('users_last_first_idx').on(t.lastName, t.firstName),
    // The directory's alphabetical order (and its keyset cursor): see memberSortName.
    index('users_sort_name_idx').on(memberSortName, t.id),
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
export type PublicUser = Omit<User, 'joinedAt' | 'createdAt' | 'updatedAt'> & {
  joinedAt: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * The profile form (spec §5). Shared by the Edit Profile form and `PUT /api/auth/user`,
 * so the browser and the server reject the same input with the same words.
 */
export const profileUpdateSchema = z.object({
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
  title: optionalText(200),
  company: optionalText(200),
  phone: optionalText(40),
  bio: optionalText(2000),
  pastCompanies: z
    .array(z.string().max(200))
    .max(20, 'At most 20 past companies')
    .nullish()
    .transform((list) => {
      const kept = (list ?? []).map((c) => c.trim()).filter((c) => c.length > 0);
      return kept.length > 0 ? kept : null;
    }),
  openToConnect: z.boolean().default(false),
  // A stored object (/objects/...) or a web image; anything else could smuggle a script URL.
  // The server also checks that an /objects/ path is the member's own upload.
  profileImageUrl: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => v === '' || v.startsWith('/objects/') || /^https?:\/\/\S+$/i.test(v),
      'Must be an uploaded image or an http(s) URL',
    )
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const signUpSchema = z.object({
  email: z
    .string('Email is required')
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email('Enter a valid email address')),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignIn = z.infer<typeof signInSchema>;
