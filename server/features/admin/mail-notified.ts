import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../../shared/schema/mail';
import type { Queryable } from '../../db/client';
import {
  type ActivityResolver,
  type Notified,
  recordActivity,
  staffRecipients,
  stillStaff,
} from '../notifications';

/**
 * The mail worker gave a message up (server/mail/worker.ts calls this in the transaction
 * that marks it failed): the admins hear of it in their bell (issue 36). Never by mail
 * (`BELL_ONLY_TYPES`): mail is what failed.
 */
export const tellAdminsMailFailed = (tx: Queryable, outboxId: number) =>
  recordActivity(tx, { kind: 'mail_failed', actorId: null, payload: { outboxId } });

/** The failed message as it is now: the address it was for, and what its server answered. */
const failed: ActivityResolver<'mail_failed'> = async (q, { payload }) => {
  const [mail] = await q
    .select({ id: mailOutbox.id, to: mailOutbox.to, lastResponse: mailOutbox.lastResponse })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, payload.outboxId), eq(mailOutbox.state, 'failed')));
  if (!mail) return null;
  return {
    recipients: staffRecipients('mail_failed'),
    actorId: null,
    subjectType: 'mail',
    subjectId: mail.id,
    targetId: null,
    title: mail.to,
    excerpt: mail.lastResponse?.slice(0, 300) ?? null,
  };
};

/** An entry about a failed mail opens the console's settings, where mail is tested. */
export const mailNotified: Notified = {
  activities: { mail_failed: failed },
  subjects: { mail: { href: () => '/admin?tab=settings', visible: stillStaff('mail_failed') } },
};
