import { z } from 'zod';
import { timestamp, type Wire } from './common';

/**
 * `GET /api/account`: what the account page needs beyond the current member: whether the
 * member has a password here (OIDC members' passwords live with their provider) and an
 * address change waiting for its confirmation link.
 */
export const accountSettings = z.object({
  hasPassword: z.boolean(),
  /** Sign-in goes through an OpenID provider, which manages the password. */
  passwordManagedByProvider: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type AccountSettings = Wire<typeof accountSettings>;

/**
 * One signed-in device. `id` is a digest of the session id, never the id itself (which is
 * the credential in the cookie).
 */
export const deviceSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: timestamp,
  lastActiveAt: timestamp,
  current: z.boolean(),
});
export type DeviceSession = Wire<typeof deviceSession>;

export const deviceSessions = z.array(deviceSession);

/** `POST /api/account/sessions/sign-out-others`: how many other devices were signed out. */
export const signedOutOthers = z.object({ ended: z.number().int() });
