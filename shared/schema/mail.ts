import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Where an outbox message stands: waiting (first try or a retry), delivered, or given up. */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * The durable outbox (docs/decisions/015-mail-outbox.md). A message is inserted in the
 * same transaction as the change that causes it, so a crash after the commit loses no
 * mail; a worker in every server process claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease (`locked_until`), so two processes never send one message at once.
 *
 * The body holds single-use links until it is sent, so it is erased on delivery; a failed
 * message keeps it (with the server's answer) for the operator to read.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which template made it (`password-reset`, …): for the operator, never for routing. */
    template: varchar('template', { length: 60 }).notNull(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html'),
    text: text('text'),
    /**
     * Extra header lines the message goes out with (`List-Unsubscribe` on notification mail,
     * decision 025); null for most templates.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    state: varchar('state', { length: 10 }).$type<MailState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this: the first try, or the next one after a back-off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; one that died mid-send frees it by expiry. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The mail server's last answer (delivery receipt or refusal). */
    lastResponse: text('last_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim reads only due, pending rows.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
  ],
);
export type OutboxRow = typeof mailOutbox.$inferSelect;
