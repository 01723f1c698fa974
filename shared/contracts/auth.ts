import { z } from 'zod';
import { MEMBER_ROLES, MEMBERSHIP_STATES } from './choices';
import { timestamp, type Wire } from './common';

/**
 * The signed-in member as `GET /api/auth/user`, sign-in and sign-up answer them: every
 * column of `users` (none is secret; the password hash lives in `user_credential`). The
 * profile screen fills its form from it, so it carries the whole profile, not a summary.
 */
export const currentMember = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  pastCompanies: z.array(z.string()).nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  openToConnect: z.boolean(),
  /** member, moderator or admin: the app shows staff their extra controls. */
  role: z.enum(MEMBER_ROLES),
  /**
   * `active` for a member; an applicant (`pending`) or a declined one sees only their
   * application's page, and the API refuses them everything else.
   */
  membership: z.enum(MEMBERSHIP_STATES),
  /** Null until the member opens the link we sent (the app shows a banner until then). */
  emailVerifiedAt: timestamp.nullable(),
  joinedAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CurrentMember = Wire<typeof currentMember>;

/**
 * `GET /api/auth/session`: who is signed in, or `member: null` for a visitor — an ordinary
 * answer, so a visitor's page logs no failed request (the spec's `GET /api/auth/user`
 * keeps its 401 for API clients).
 */
export const session = z.object({ member: currentMember.nullable() });

/** `POST /api/logout`: where the browser goes next (home, or the provider's sign-out page). */
export const signedOut = z.object({ redirectTo: z.string() });
export type SignedOut = Wire<typeof signedOut>;

/**
 * `POST /api/login/invitation`: the provider's sign-in address for a sign-in carrying an
 * invitation (the browser goes there itself: a fetch cannot follow it across sites).
 */
export const providerRedirect = z.object({ redirectTo: z.string() });
export type ProviderRedirect = Wire<typeof providerRedirect>;

/** A redirect (`302`, `Location` header): no body. */
export const redirect = z.undefined();
