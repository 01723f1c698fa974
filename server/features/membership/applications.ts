import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REAPPLY_AFTER_DAYS } from '../../../shared/contracts/choices';
import type {
  AnsweredQuestion,
  ApplicationAnswers,
  ApplicationDecision,
} from '../../../shared/contracts/membership';
import { invitations, membershipApplications } from '../../../shared/schema/membership';
import { type User, users } from '../../../shared/schema/users';
import { endSessionsOf } from '../../auth/session';
import type { Database, Queryable } from '../../db/client';
import { conflict, forbidden } from '../../lib/http-error';
import { type MemberSummaryRow, optionalMemberSummary } from '../../lib/member-summary';
import {
  beyondCursor,
  type CreatedAtCursor,
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  exactTime,
  type Page,
  takePage,
} from '../../lib/pagination';
import type { Mail } from '../../mail/plugin';
import type { Brand } from '../../mail/templates/layout';
import { applicationApprovedMail, applicationDeclinedMail } from '../../mail/templates/membership';
import { auditName, recordAudit } from '../audit';
import { recordActivity } from '../notifications';
import { invitationAcceptedBy } from './invitations';
import { answersAsAsked } from './questions';

const REAPPLY_MS = REAPPLY_AFTER_DAYS * 24 * 60 * 60 * 1000;
export const ALREADY_APPLIED = 'Your application is already being reviewed';
export const ALREADY_MEMBER = 'You are already a member';
export const NOT_PENDING = 'Only an application under review can be withdrawn';
export const reapplyLater = (date: string) => `You can apply again from ${date}.`;

/** The latest application of a member (the one their page is about). */
async function latestApplication(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(membershipApplications)
    .where(eq(membershipApplications.userId, userId))
    .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
    .limit(1);
  return row ?? null;
}

const reapplyAt = (application: { decidedAt: Date | null } | null) =>
  application?.decidedAt ? new Date(application.decidedAt.getTime() + REAPPLY_MS) : null;

/** A day as the community reads it ("December 25, 2026"). */
export const communityDate = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);

/** `GET /api/membership`: the account's state, its application, and when it may apply again. */
export async function membershipStatus(db: Database, member: User) {
  if (member.membership === 'active') {
    return { state: member.membership, application: null, reapplyAt: null };
  }
  const application = await latestApplication(db, member.id);
  return {
    state: member.membership,
    application: application && {
      company: application.company,
      title: application.title,
      website: application.website,
      reason: application.reason,
      answers: application.answers,
      state: application.state,
      createdAt: application.createdAt,
      decidedAt: application.decidedAt,
      decisionMessage: application.decisionMessage,
    },
    reapplyAt: member.membership === 'declined' ? reapplyAt(application) : null,
  };
}

/** Records an application in `tx` (sign-up in approval mode, or the application page). */
export async function recordApplication(
  tx: Queryable,
  userId: string,
  answers: ApplicationAnswers,
  invitationId: number | null = null,
) {
  const { answers: custom, ...standard } = answers;
  const asked = await answersAsAsked(tx, { ...standard, answers: custom });
  const [{ id }] = await tx
    .insert(membershipApplications)
    .values({ userId, ...standard, answers: asked, invitationId })
    .returning({ id: membershipApplications.id });
  // The admins hear of it (issue 36): the review queue comes to them.
  await recordActivity(tx, {
    kind: 'membership_applied',
    actorId: userId,
    payload: { applicationId: id },
  });
}

/**
 * The application page's Send: an applicant who has not answered yet (an OpenID sign-in in
 * approval mode), or a declined one whose wait is over. Anyone else is told why not.
 */
export async function submitApplication(
  db: Database,
  member: User,
  answers: ApplicationAnswers,
  timeZone: string,
) {
  await db.transaction(async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (!me || me.membership === 'active') throw conflict(ALREADY_MEMBER);
    const latest = await latestApplication(tx, me.id);
    if (me.membership === 'pending' && latest?.state === 'pending') {
      throw conflict(ALREADY_APPLIED);
    }
    if (me.membership === 'declined') {
      const from = reapplyAt(latest);
      if (from && from.getTime() > Date.now()) {
        throw forbidden(reapplyLater(communityDate(from, timeZone)));
      }
    }
    // Checked first with the page's own field names (its body is the answers).
    await answersAsAsked(tx, answers, '');
    await recordApplication(tx, me.id, answers, await invitationAcceptedBy(tx, me.id));
    await tx.update(users).set({ membership: 'pending' }).where(eq(users.id, me.id));
  });
}

/**
 * Withdraw: the applicant changes their mind. The account goes (an applicant has written
 * nothing anywhere), with its sessions; the address is free to apply again.
 */
export async function withdrawApplication(db: Database, member: User) {
  await db.transaction(async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (me?.membership !== 'pending') throw conflict(NOT_PENDING);
    await endSessionsOf(tx, me.id);
    await tx.delete(users).where(eq(users.id, me.id));
  });
}

const applicant = alias(users, 'applicant');
const inviter = alias(users, 'app_inviter');
const applicantColumns = {
  id: applicant.id,
  firstName: applicant.firstName,
  lastName: applicant.lastName,
  email: applicant.email,
  profileImageUrl: applicant.profileImageUrl,
  title: applicant.title,
  company: applicant.company,
};

/** The admins' queue: newest first, with the applicant and any invitation behind it. */
export async function listApplications(
  db: Database,
  query: { state: 'pending' | 'approved' | 'declined'; limit: number; cursor?: string },
): Promise<Page<AdminApplicationRow>> {
  const after: CreatedAtCursor | null = decodeCursor(query.cursor, createdAtCursor);
  const where = eq(membershipApplications.state, query.state);

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        application: membershipApplications,
        sortTime: exactTime(membershipApplications.createdAt),
        applicant: { ...applicantColumns, emailVerifiedAt: applicant.emailVerifiedAt },
        invitedBy: optionalMemberSummary('app_inviter'),
      })
      .from(membershipApplications)
      .innerJoin(applicant, eq(applicant.id, membershipApplications.userId))
      .leftJoin(invitations, eq(invitations.id, membershipApplications.invitationId))
      .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
      .where(
        and(
          where,
          beyondCursor(
            { createdAt: membershipApplications.createdAt, id: membershipApplications.id },
            after,
            'desc',
          ),
        ),
      )
      .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(membershipApplications).where(where),
  ]);
  const page = takePage(rows, query.limit, (r) =>
    createdAtCursorOf({ sortTime: r.sortTime, id: r.application.id }),
  );
  return {
    items: page.items.map(({ application: a, applicant: who, invitedBy }) => {
      const { emailVerifiedAt, ...person } = who;
      return {
        id: a.id,
        company: a.company,
        title: a.title,
        website: a.website,
        reason: a.reason,
        answers: a.answers,
        state: a.state,
        createdAt: a.createdAt,
        decidedAt: a.decidedAt,
        decisionMessage: a.decisionMessage,
        applicant: { ...person, emailVerified: emailVerifiedAt !== null },
        emailDomain: person.email?.split('@')[1] ?? null,
        invitedBy,
      };
    }),
    nextCursor: page.nextCursor,
    total,
  };
}
export interface AdminApplicationRow {
  id: number;
  company: string | null;
  title: string | null;
  website: string | null;
  reason: string;
  answers: AnsweredQuestion[];
  state: 'pending' | 'approved' | 'declined';
  createdAt: Date;
  decidedAt: Date | null;
  decisionMessage: string | null;
  applicant: MemberSummaryRow & { emailVerified: boolean };
  emailDomain: string | null;
  invitedBy: MemberSummaryRow | null;
}

/**
 * Approves or declines applications still under review (others are skipped, so two admins
 * deciding at once decide each one once). The account's state changes in the same
 * transaction; each applicant is told by e-mail; an approved one's membership starts now.
 */
export async function decideApplications(
  db: Database,
  mail: Mail,
  brand: Brand,
  admin: User,
  input: ApplicationDecision,
  timeZone: string,
) {
  const approve = input.decision === 'approve';
  const decided = await db.transaction(async (tx) => {
    const rows = await tx
      .update(membershipApplications)
      .set({
        state: approve ? 'approved' : 'declined',
        decidedAt: sql`now()`,
        decidedBy: admin.id,
        decisionMessage: approve ? null : input.message,
      })
      .where(
        and(
          inArray(membershipApplications.id, input.ids),
          eq(membershipApplications.state, 'pending'),
        ),
      )
      .returning({
        id: membershipApplications.id,
        userId: membershipApplications.userId,
        decidedAt: membershipApplications.decidedAt,
      });
    if (rows.length === 0) return rows;
    const people = await tx
      .update(users)
      .set(approve ? { membership: 'active', joinedAt: sql`now()` } : { membership: 'declined' })
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      )
      .returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      });
    if (approve && people.length > 0) {
      // The welcome in the bell; its e-mail is the approval mail below (decision 025).
      await recordActivity(tx, {
        kind: 'membership_decided',
        actorId: admin.id,
        payload: { userIds: people.map((p) => p.id), communityName: brand.communityName },
      });
    }
    for (const person of people) {
      await recordAudit(tx, {
        actor: admin,
        action: approve ? 'application.approve' : 'application.decline',
        targetType: 'member',
        targetId: person.id,
        targetLabel: auditName(person),
        reason: approve ? null : input.message,
      });
      if (!person.email) continue;
      const decidedAt = rows.find((r) => r.userId === person.id)?.decidedAt ?? new Date();
      await mail.queue(
        tx,
        person.email,
        approve
          ? applicationApprovedMail(brand, {
              firstName: person.firstName,
              link: `${brand.siteUrl}/`,
            })
          : applicationDeclinedMail(brand, {
              firstName: person.firstName,
              message: input.message,
              reapplyDate: communityDate(new Date(decidedAt.getTime() + REAPPLY_MS), timeZone),
            }),
      );
    }
    return rows;
  });
  mail.nudge();
  const done = new Set(decided.map((r) => r.id));
  return {
    decided: done.size,
    skipped: input.ids.filter((id) => !done.has(id)),
    /** Whose applicant page should move on (their live stream). */
    applicantIds: decided.map((r) => r.userId),
  };
}
