import { eq } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/contracts/choices';
import { NOTIFICATION_TYPE_LABELS } from '../../../shared/notification-labels';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { digestTypesOf, setChannels } from './preferences-service';
import { openUnsubscribe, type UnsubscribeClaim, type UnsubscribeKind } from './unsubscribe-token';

export const INVALID_LINK = 'This unsubscribe link is not valid';
export const EXPIRED_LINK = 'This unsubscribe link has expired';

/**
 * A link that was ours but is past its 90 days answers 410 Gone, apart from the 400 of a
 * link that never was: the page can tell the member to use the preferences page instead.
 */
async function claimOf(q: Queryable, secret: string, token: string): Promise<UnsubscribeClaim> {
  const opened = openUnsubscribe(secret, token);
  if (!opened.ok) {
    throw opened.reason === 'expired' ? new HttpError(410, EXPIRED_LINK) : badRequest(INVALID_LINK);
  }
  // A removed or erased account has nothing left to turn off.
  const [member] = await q
    .select({ membership: users.membership })
    .from(users)
    .where(eq(users.id, opened.claim.userId));
  if (!member || member.membership === 'removed') throw badRequest(INVALID_LINK);
  return opened.claim;
}

/** The end of "You will no longer get e-mails about …". */
function aboutOf(kind: UnsubscribeKind) {
  if (kind === 'digest') return 'anything in your digest';
  const label = NOTIFICATION_TYPE_LABELS[kind];
  return label.charAt(0).toLowerCase() + label.slice(1);
}

async function typesOf(q: Queryable, claim: UnsubscribeClaim): Promise<NotificationType[]> {
  return claim.kind === 'digest' ? digestTypesOf(q, claim.userId) : [claim.kind];
}

/** What the link would turn off, changing nothing (the GET a link scanner may make). */
export async function describeUnsubscribe(db: Database, secret: string, token: string) {
  const claim = await claimOf(db, secret, token);
  return { kind: claim.kind, about: aboutOf(claim.kind), types: await typesOf(db, claim) };
}

/** Turns the link's type off, or every type the member takes in the digest. */
export async function applyUnsubscribe(db: Database, secret: string, token: string) {
  return db.transaction(async (tx) => {
    const claim = await claimOf(tx, secret, token);
    const types = await typesOf(tx, claim);
    await setChannels(
      tx,
      claim.userId,
      types.map((t) => [t, 'off']),
    );
    return { kind: claim.kind, about: aboutOf(claim.kind), types };
  });
}
