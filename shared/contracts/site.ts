import { z } from 'zod';
import { ACCENT_NAMES } from '../accents';
import { JOIN_MODES } from './choices';
import type { Wire } from './common';

/** `GET /api/config`: public facts about the community (landing page, footer, About). */
export const communityConfig = z.object({
  communityName: z.string(),
  city: z.string(),
  region: z.string(),
  /** '' when the admins left it off the About page. */
  contactEmail: z.string(),
  contactPhone: z.string(),
  /** IANA zone the community's dates are read in ("this week" on the dashboard). */
  timeZone: z.string(),
  /** The About page's opening lines, which the landing page shows too; null: the standard ones. */
  aboutText: z.string().nullable(),
  poweredBy: z.string(),
  /**
   * How members sign in: `password` on the built-in page, or `provider` (an OpenID
   * provider, reached through `/api/login`), so a shared link opened signed out goes the
   * right way.
   */
  signIn: z.enum(['password', 'provider']),
  /**
   * How newcomers join: `approval` makes Create account an application, `invite-only`
   * hides Get Started unless the visitor holds an invitation (issue 21).
   */
  joinMode: z.enum(JOIN_MODES),
  /**
   * Whether members may invite people (admins always may): the user menu offers Invite
   * people only to whom the server would let send (decision 024).
   */
  membersMayInvite: z.boolean(),
  /**
   * A fresh install with no admin yet (issue 36): Get Started sets the community up (its
   * first admin, its name, city and zone) instead of asking to join.
   */
  setupNeeded: z.boolean(),
  /**
   * The community's logo for the top bar (decision 050), its tab and touch icons beside it
   * (`shared/branding.ts`); null: the built-in mark.
   */
  logoUrl: z.string().nullable(),
  /** The accent preset (`shared/accents.ts`), which the page's head already carries. */
  accent: z.enum(ACCENT_NAMES),
});
export type CommunityConfig = Wire<typeof communityConfig>;

/** `GET /api/health`: the API answers. */
export const apiHealth = z.object({ ok: z.literal(true) });

/** `GET /healthz`: the process is up. */
export const liveness = z.object({ status: z.literal('ok') });

const check = z.enum(['ok', 'unavailable']);

/** `GET /readyz` (200 when ready, 503 when not): each dependency's state, and draining. */
export const readiness = z.object({
  status: check,
  checks: z.object({ database: check, storage: check }),
  draining: z.literal(true).optional(),
});
export type Readiness = Wire<typeof readiness>;
