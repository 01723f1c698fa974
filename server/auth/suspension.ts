import type { User } from '../../shared/schema/users';
import { forbidden } from '../lib/http-error';

type Suspendable = Pick<User, 'suspendedAt' | 'suspendedUntil'>;

/** Whether an admin's suspension holds now (one with an end date lapses by itself). */
export const isSuspended = (member: Suspendable, now = Date.now()) =>
  member.suspendedAt !== null &&
  (member.suspendedUntil === null || member.suspendedUntil.getTime() > now);

/** What sign-in tells a suspended member: that they are, and until when (community time). */
export function suspendedMessage(member: Suspendable, timeZone: string) {
  if (!member.suspendedUntil) return 'Your account is suspended.';
  const until = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(member.suspendedUntil);
  return `Your account is suspended until ${until}.`;
}

/**
 * Refuses to start a session for a suspended member: every way in (password, provider,
 * reset link, confirmation link) asks this first. The session lookup refuses them too, so
 * a session that somehow outlived the suspension signs nobody in.
 */
export async function refuseSuspended(member: Suspendable, timeZone: () => Promise<string>) {
  // The zone (the admins' to change) is read only for the member it concerns.
  if (isSuspended(member)) throw forbidden(suspendedMessage(member, await timeZone()));
}
