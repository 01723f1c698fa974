import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FigureMode, StoredAboutLeader } from '../contracts/about';
import type { ApplicationQuestion } from '../contracts/application-questions';
import type { AboutFigure, JoinMode, MembershipApplicationState } from '../contracts/choices';
import type { AnsweredQuestion } from '../contracts/membership';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * The community's settings an admin changes in the console (issue 21). One row (id 1); a
 * column left null falls back to the environment's default, so a fresh install follows its
 * configuration until an admin decides otherwise. Read on each use, never cached, so every
 * server process applies a change at once.
 */
export const communitySettings = pgTable(
  'community_settings',
  {
    id: smallint('id').primaryKey().default(1),
    joinMode: varchar('join_mode', { length: 20 }).$type<JoinMode>(),
    /** Whether members (not only admins) may invite people. */
    membersMayInvite: boolean('members_may_invite').notNull().default(false),
    // The community's profile (decision 023): each null column is COMMUNITY_NAME, … from the
    // environment.
    communityName: varchar('community_name', { length: 100 }),
    city: varchar('city', { length: 100 }),
    region: varchar('region', { length: 100 }),
    timeZone: varchar('time_zone', { length: 64 }),
    // The About page (decision 049): each null is the standard text, '' or [] a part left out.
    aboutText: text('about_text'),
    aboutMission: text('about_mission'),
    aboutVision: text('about_vision'),
    aboutValues: jsonb('about_values').$type<{ title: string; text: string }[]>(),
    aboutLeaders: jsonb('about_leaders').$type<StoredAboutLeader[]>(),
    /** `live`: the figures are the community's counts; `written`: `about_figures`. */
    aboutFigureMode: varchar('about_figure_mode', { length: 10 })
      .$type<FigureMode>()
      .notNull()
      .default('written'),
    /** The About page's figures, `[{ value, label }]`; null shows the spec's. */
    aboutFigures: jsonb('about_figures').$type<AboutFigure[]>(),
    contactEmail: varchar('contact_email', { length: 320 }),
    contactPhone: varchar('contact_phone', { length: 40 }),
    contactLocation: varchar('contact_location', { length: 200 }),
    /** When an admin put the setup checklist away (issue 36); null: the dashboard shows it. */
    setupDismissedAt: timestamp('setup_dismissed_at', { withTimezone: true }),
    // Branding (decision 050): the logo's three stored sizes (the mark for the top bar and
    // mails, the 32 px tab icon, the 180 px touch icon; object paths), null all three for the
    // built-in mark; the accent preset's name (`shared/accents.ts`), null for the default gold.
    logoPath: varchar('logo_path', { length: 1024 }),
    logoIconPath: varchar('logo_icon_path', { length: 1024 }),
    logoTouchPath: varchar('logo_touch_path', { length: 1024 }),
    accent: varchar('accent', { length: 20 }),
    /** The admins' own application questions, in the order asked (decision 052). */
    applicationQuestions: jsonb('application_questions')
      .$type<ApplicationQuestion[]>()
      .notNull()
      .default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('community_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Invitations by e-mail. The link's token is stored only as its SHA-256. `admits` records
 * whether the inviter was an admin when sending: such an invitation admits directly, a
 * member's still goes through approval in approval mode.
 */
export const invitations = pgTable(
  'invitation',
  {
    id: serial('id').primaryKey(),
    /** Null for a shareable invite link (decision 051): whoever holds it may join with it. */
    email: varchar('email', { length: 320 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The inviter's personal note, quoted in the e-mail and on the join page. */
    note: text('note'),
    /** A shareable link's name for the admins ("Chamber breakfast, May"). */
    label: varchar('label', { length: 100 }),
    /** A shareable link's limit (null: as many as hold it until it expires) and its uses. */
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    invitedBy: varchar('invited_by', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    admits: boolean('admits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: varchar('accepted_by', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitation_created_idx').on(t.createdAt, t.id),
    index('invitation_inviter_idx').on(t.invitedBy, t.createdAt, t.id),
    index('invitation_email_idx').on(t.email),
    // The invitation an account came by: its application names it, and deleting an account
    // clears it here without reading every invitation.
    index('invitation_accepted_by_idx').on(t.acceptedBy),
    check('invitation_link_uses', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * A membership application: the answers an applicant gave, and the decision. A declined
 * applicant may apply again after REAPPLY_AFTER_DAYS, which adds a row.
 */
export const membershipApplications = pgTable(
  'membership_application',
  {
    id: serial('id').primaryKey(),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: varchar('company', { length: 200 }),
    title: varchar('title', { length: 200 }),
    website: varchar('website', { length: 2048 }),
    reason: text('reason').notNull(),
    /** The answers to the admins' own questions, each with the question as it was asked. */
    answers: jsonb('answers').$type<AnsweredQuestion[]>().notNull().default([]),
    invitationId: integer('invitation_id').references(() => invitations.id, {
      onDelete: 'set null',
    }),
    state: varchar('state', { length: 20 })
      .$type<MembershipApplicationState>()
      .notNull()
      .default('pending'),
    decidedBy: varchar('decided_by', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's optional words to a declined applicant. */
    decisionMessage: varchar('decision_message', { length: 1000 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_application_queue_idx').on(t.state, t.createdAt, t.id),
    index('membership_application_user_idx').on(t.userId, t.createdAt),
  ],
);
