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
  website: z.string().nullable(),
  openToConnect: z.boolean(),
  /**
   * member, moderator or admin: shown (a label, a badge), never read for what the member
   * may do; the signed-in answers carry that as `abilities`.
   */
  role: z.enum(MEMBER_ROLES),
  /**
   * `active` for a member; an applicant (`pending`) or a declined one sees only their
   * application's page, and the API refuses them everything else.
   */
  membership: z.enum(MEMBERSHIP_STATES),
  /** Null until the member opens the link we sent (the app shows a banner until then). */
  emailVerifiedAt: timestamp.nullable(),
  joinedAt: timestamp,
  /** Null until the member first saw their dashboard: it says "Welcome", then "Welcome back". */
  welcomedAt: timestamp.nullable(),
  /** Null while their first-steps checklist is neither done nor put away. */
  onboardedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * What the signed-in member may do beyond their own rows, decided by the server from the
 * rules it enforces (server/lib/abilities.ts), named for what each allows. The browser
 * shows its controls from these and never derives them from `role`.
 */
export const viewerAbilities = z.object({
  /** The admin console: members, applications, invitations, settings, the audit log. */
  administer: z.boolean(),
  /** The moderation console: the reports queue, hiding an item from members. */
  moderate: z.boolean(),
  /** Showing an item moderators hid to members again. */
  unhide: z.boolean(),
  /** An edited item's earlier versions (decision 036). */
  seeEarlierVersions: z.boolean(),
  /** Inviting people (admins always; members when the admins allow it, decision 019). */
  invite: z.boolean(),
  /** The people they invite join directly, with no application to review. */
  inviteWithoutReview: z.boolean(),
});
export type ViewerAbilities = Wire<typeof viewerAbilities>;

/**
 * The signed-in member as the session, sign-in, sign-up and the e-mailed links answer
 * them: who they are (`currentMember`) and, beside it, what they may do (`abilities`).
 */
export const signedInMember = currentMember.extend({ abilities: viewerAbilities });
export type CurrentMember = Wire<typeof signedInMember>;

/**
 * `GET /api/auth/session`: who is signed in, or `member: null` for a visitor — an ordinary
 * answer, so a visitor's page logs no failed request (the spec's `GET /api/auth/user`
 * keeps its 401 for API clients).
 */
export const session = z.object({ member: signedInMember.nullable() });

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
