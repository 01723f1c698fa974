import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BELL_ONLY_TYPES,
  DEFAULT_NOTIFICATION_CHANNEL,
  type NotificationType,
} from '../../../shared/contracts/choices';
import { FORMER_MEMBER } from '../../../shared/names';
import { users } from '../../../shared/schema/users';
import type { Config } from '../../env';
import { queueMails } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import type { Brand } from '../../mail/templates/layout';
import type { MailContent } from '../../mail/templates/messages';
import type { NotificationMailLinks } from '../../mail/templates/notifications';
import { oneLineOrNull } from '../../mail/templates/one-line';
import { UNSUBSCRIBE_PATH } from './unsubscribe-routes';
import { signUnsubscribe, type UnsubscribeKind } from './unsubscribe-token';

/** What the mail sweeps need besides the database. */
export interface NotificationMailDeps {
  config: Config;
  /** The app secret (APP_SECRET or the one kept in DATA_DIR) that signs unsubscribe links. */
  secret: string;
  /** Sends what was queued without waiting for the outbox worker's next poll. */
  nudge?: () => void;
}

/**
 * The member's channel for the row's type, in SQL: their choice, else the type's default
 * (the same rule as channels.ts, written for a query over many members at once).
 */
// Written with the table's name, not drizzle's columns: inside the subquery an unqualified
// "type" would be the preference's own.
export const channelOfRow: SQL = sql`coalesce(
  (select p.channel from notification_preference p
    where p.user_id = notification.recipient_id and p.type = notification.type),
  case notification.type ${sql.join(
    (Object.entries(DEFAULT_NOTIFICATION_CHANNEL) as [NotificationType, string][]).map(
      ([type, channel]) => sql`when ${type} then ${channel}`,
    ),
    sql` `,
  )} end)`;

/**
 * Someone we may mail now: a member (not an applicant, not removed), not suspended, with a
 * confirmed address.
 */
export const mailableMember = (u: typeof users): SQL => sql`(${u.membership} = 'active'
  and ${u.email} is not null and ${u.emailVerifiedAt} is not null
  and (${u.suspendedAt} is null or (${u.suspendedUntil} is not null and ${u.suspendedUntil} <= now())))`;

/** The row's type is one the bell alone tells (never mailed, at once or in a digest). */
export const bellOnlyRow: SQL = sql`notification.type in (${sql.join(
  BELL_ONLY_TYPES.map((type) => sql`${type}`),
  sql`, `,
)})`;

/** The member who acted, for the headline. */
export const actors = alias(users, 'actor');

/** The actor's name as mail shows it: never their e-mail address. */
export function actorNameOf(actor: {
  firstName: string | null;
  lastName: string | null;
  membership: string | null;
}): string | null {
  if (actor.membership === 'removed') return FORMER_MEMBER;
  const name = [actor.firstName, actor.lastName]
    // One line: a name saved before names were checked may hold line breaks.
    .map((part) => oneLineOrNull(part))
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** The preferences page and the signed unsubscribe addresses for one member and kind. */
export function mailLinks(
  brand: Brand,
  secret: string,
  userId: string,
  kind: UnsubscribeKind,
): NotificationMailLinks {
  const token = signUnsubscribe(secret, userId, kind);
  return {
    preferences: `${brand.siteUrl}/settings/notifications`,
    unsubscribePage: `${brand.siteUrl}/unsubscribe#token=${token}`,
    unsubscribeApi: `${brand.siteUrl}${UNSUBSCRIBE_PATH}?token=${token}`,
  };
}

export const queueRendered = (
  tx: Parameters<typeof queueMails>[0],
  messages: { to: string; content: MailContent }[],
) =>
  queueMails(
    tx,
    messages.map(({ to, content }) => ({ to, mail: renderMail(content) })),
  );
