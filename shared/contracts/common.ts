import { z } from 'zod';

/**
 * Response contracts: what every route answers, as zod schemas the server serialises
 * through (fastify-type-provider-zod encodes each answer with the route's schema, so a
 * field the schema does not name never leaves the server) and the client takes its
 * types from (`Wire<typeof schema>`). Plain zod only: the browser imports these files.
 *
 * A schema's output side is what a service hands the route (a `Date` may stand where
 * the wire has text); its input side is the JSON on the wire. Contracts hold no
 * one-way transforms, which could not be encoded.
 */

/** The JSON a client receives for a contract. */
export type Wire<S extends z.ZodType> = z.input<S>;

/** What a service hands its route for a contract (before it is encoded for the wire). */
export type Answer<S extends z.ZodType> = z.output<S>;

/**
 * A moment in time. Services hand a `Date` (a column) or PostgreSQL's JSON text of a
 * timestamptz (from `json_build_object`); the wire always carries ISO 8601 in UTC.
 */
export const timestamp = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => new Date(value).toISOString(),
});

/** A timestamp that may be absent. */
export const optionalTimestamp = timestamp.nullable();

/**
 * The one shape of a member embedded in another answer (a poster, an author, an
 * applicant, an endorser): enough for a name, an avatar and a one-line "title at company".
 */
export const memberSummary = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  /**
   * A member an admin removed (decision 022): their name and photo are gone, and screens
   * show "Former member" with no link to a profile. On the wire only when true.
   */
  former: z.codec(z.literal(true).optional(), z.boolean().nullable().optional(), {
    decode: (wire) => wire === true,
    encode: (value) => (value ? true : undefined),
  }),
});
export type MemberSummary = Wire<typeof memberSummary>;

/**
 * A member shown as a face and a name only (an event's organiser and first attendees, six
 * to an event and fifty events to a month): the summary without the title and company no
 * such place shows. `email` is there only for a member with no name, whose name and
 * initials fall back to it (shared/names.ts); for everyone else it is null.
 */
export const memberFace = memberSummary.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  former: true,
});
export type MemberFace = Wire<typeof memberFace>;

/**
 * Whose an item is and what the viewer may do to it, decided by the server's policy
 * (`server/lib/policy.ts`), so the client never compares ids to find out. `mine` (the
 * viewer's own) is who they are, apart from what they may do: staff may delete what is
 * not theirs, and the screens say "yours" from `mine` alone.
 */
export const permissions = {
  mine: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
};

/**
 * `permissions` for what staff may delete when it is someone else's (decision 022): then
 * `deleteNeedsReason`, and the Delete button asks why.
 */
export const moderatedPermissions = {
  ...permissions,
  deleteNeedsReason: z.boolean(),
};

/**
 * The staff abilities a post's answer carries (server/lib/abilities.ts): Unhide on its
 * hidden mark, and its "edited" mark opening its earlier versions (decision 036).
 */
export const itemStaffAbilities = {
  canUnhide: z.boolean(),
  canSeeEarlierVersions: z.boolean(),
};

/** An answer with no body (`204`). */
export const noContent = z.undefined();

/** `{ message }`, the body of every answer that only confirms. */
export const messageOnly = z.object({ message: z.string() });

// Requests: the shapes every area's paths and lists share (issue 34: they are part of the
// contract, so they live here rather than in server/lib, which re-exports them).

/** The largest value an `integer` column holds; a bigger id cannot name a row. */
export const MAX_INT = 2_147_483_647;

/** A serial id in a path: digits only, 1 … 2147483647 (`abc`, `1.5`, `1e3` get a 400, never a 500). */
export const serialId = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive('Must be a positive whole number')
      .max(MAX_INT, 'Must be a positive whole number'),
  );

/** `/:id` for tables with serial ids. */
export const idParams = z.object({ id: serialId });

/** `/:id` for members (text ids). */
export const memberIdParams = z.object({ id: z.string().min(1).max(255) });

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/**
 * `limit` and `cursor` for every list (design.md: default 50, max 200). Spread into a
 * route's querystring schema: `z.object({ ...pageQuery, categoryId: ... })`.
 */
export const pageQuery = {
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
};

/** A list that takes nothing but its page. */
export const pageOnlyQuery = z.object(pageQuery);
