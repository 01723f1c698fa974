import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayName } from '../../../shared/names';
import {
  INVITATION_DAYS,
  type InvitationState,
  type JoinMode,
} from '../../../shared/schema/choices';
import { invitations } from '../../../shared/schema/membership';
import { type User, users } from '../../../shared/schema/users';
import { hashToken } from '../../auth/account-tokens';
import type { Database, Queryable } from '../../db/client';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
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
import { invitationMail } from '../../mail/templates/membership';
import { recordAudit } from '../audit/record';

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
export const ONLY_ADMINS_INVITE = 'Only admins can invite people';
export const ALREADY_A_MEMBER = 'Already has an account';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_USED = 'This invitation was already accepted';
export const INVITATION_REVOKED = 'This invitation was withdrawn';

/** The join page's address for a token: in the fragment, so no access log keeps it. */
export const invitationLink = (brand: Brand, token: string) =>
  `${brand.siteUrl}/join#invitation=${token}`;

/** Who may invite: admins always, members when the admins allow it. */
export function mayInvite(member: Pick<User, 'role'>, membersMayInvite: boolean) {
  return member.role === 'admin' || membersMayInvite;
}

const stateOf = (row: {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}): InvitationState => {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'sent';
};

/** Not accepted, not withdrawn, not expired: its link works. */
const isOpen = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

const newToken = () => randomBytes(32).toString('base64url');
const expiry = () => sql`now() + ${`${INVITATION_MS} milliseconds`}::interval`;

async function queueInvitation(
  tx: Queryable,
  mail: Mail,
  brand: Brand,
  p: { email: string; token: string; inviter: Pick<User, 'firstName' | 'lastName'> },
) {
  await mail.queue(
    tx,
    p.email,
    invitationMail(brand, {
      inviterName: displayName(p.inviter),
      link: invitationLink(brand, p.token),
      days: INVITATION_DAYS,
    }),
  );
}

/**
 * Invites each address: one that already has an account is skipped; one with an invitation
 * whose link still works gets that invitation again with a fresh link (one invitation per
 * address, and an admin's resend makes it admit); any other gets a new one. One
 * transaction: the e-mails go out only if every row is written.
 */
export async function invite(
  db: Database,
  mail: Mail,
  brand: Brand,
  inviter: User,
  emails: string[],
  membersMayInvite: boolean,
) {
  if (!mayInvite(inviter, membersMayInvite)) throw forbidden(ONLY_ADMINS_INVITE);
  const wanted = [...new Set(emails)];
  const admits = inviter.role === 'admin';
  const result = await db.transaction(async (tx) => {
    const members = await tx
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, wanted));
    const taken = new Set(members.map((m) => m.email));
    const open = await tx
      .select({ id: invitations.id, email: invitations.email, admits: invitations.admits })
      .from(invitations)
      .where(and(inArray(invitations.email, wanted), isOpen()));
    const openByEmail = new Map(open.map((o) => [o.email, o]));
    const invited: string[] = [];
    const skipped: { email: string; reason: string }[] = [];
    for (const email of wanted) {
      if (taken.has(email)) {
        skipped.push({ email, reason: ALREADY_A_MEMBER });
        continue;
      }
      const token = newToken();
      const existing = openByEmail.get(email);
      if (existing) {
        await tx
          .update(invitations)
          .set({
            tokenHash: hashToken(token),
            expiresAt: expiry(),
            sentAt: sql`now()`,
            sendCount: sql`${invitations.sendCount} + 1`,
            // An admin's invitation admits; a member's resend never takes that away.
            ...(admits && !existing.admits ? { admits: true, invitedBy: inviter.id } : {}),
          })
          .where(eq(invitations.id, existing.id));
      } else {
        await tx.insert(invitations).values({
          email,
          tokenHash: hashToken(token),
          invitedBy: inviter.id,
          admits,
          expiresAt: expiry(),
        });
      }
      await queueInvitation(tx, mail, brand, { email, token, inviter });
      // An admin's invitation lets someone in: the log keeps who did.
      if (admits) {
        await recordAudit(tx, {
          actor: inviter,
          action: 'invitation.send',
          targetType: 'invitation',
          targetId: email,
          targetLabel: email,
        });
      }
      invited.push(email);
    }
    return { invited, skipped };
  });
  mail.nudge();
  return result;
}

const invitingMember = alias(users, 'inviting_member');

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  admits: invitations.admits,
  sentAt: invitations.sentAt,
  sendCount: invitations.sendCount,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
  createdAt: invitations.createdAt,
  invitedById: invitations.invitedBy,
  sortTime: exactTime(invitations.createdAt),
};

const inviterSummary = optionalMemberSummary('inviting_member');

const toInvitation = (row: {
  invitation: {
    id: number;
    email: string;
    admits: boolean;
    sentAt: Date;
    sendCount: number;
    expiresAt: Date;
    acceptedAt: Date | null;
    revokedAt: Date | null;
    createdAt: Date;
  };
  invitedBy: MemberSummaryRow | null;
}) => ({
  ...row.invitation,
  state: stateOf(row.invitation),
  invitedBy: row.invitedBy,
});

/** The state filter in SQL, matching `stateOf`. */
const stateFilter = (state: InvitationState): SQL | undefined => {
  switch (state) {
    case 'accepted':
      return sql`${invitations.acceptedAt} is not null`;
    case 'revoked':
      return and(isNull(invitations.acceptedAt), sql`${invitations.revokedAt} is not null`);
    case 'expired':
      return and(
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        sql`${invitations.expiresAt} <= now()`,
      );
    case 'sent':
      return isOpen();
  }
};

/** Newest first: every invitation for an admin, a member's own for a member. */
export async function listInvitations(
  db: Database,
  viewer: Pick<User, 'id' | 'role'>,
  query: { state?: InvitationState; limit: number; cursor?: string },
): Promise<Page<ReturnType<typeof toInvitation>>> {
  const after: CreatedAtCursor | null = decodeCursor(query.cursor, createdAtCursor);
  const where = and(
    viewer.role === 'admin' ? undefined : eq(invitations.invitedBy, viewer.id),
    query.state ? stateFilter(query.state) : undefined,
  );
  const { sortTime, invitedById: _, ...columns } = invitationColumns;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ invitation: { ...columns, sortTime }, invitedBy: inviterSummary })
      .from(invitations)
      .leftJoin(invitingMember, eq(invitingMember.id, invitations.invitedBy))
      .where(
        and(
          where,
          beyondCursor({ createdAt: invitations.createdAt, id: invitations.id }, after, 'desc'),
        ),
      )
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(invitations).where(where),
  ]);
  const page = takePage(rows, query.limit, (r) => createdAtCursorOf(r.invitation));
  return {
    items: page.items.map(({ invitation: { sortTime: _s, ...invitation }, invitedBy }) =>
      toInvitation({ invitation, invitedBy }),
    ),
    nextCursor: page.nextCursor,
    total,
  };
}

/** The invitation `id`, for its inviter or an admin; anyone else is told it does not exist. */
async function ownInvitation(tx: Queryable, viewer: Pick<User, 'id' | 'role'>, id: number) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row || (viewer.role !== 'admin' && row.invitedBy !== viewer.id)) {
    throw notFound(INVITATION_NOT_FOUND);
  }
  return row;
}

async function invitationById(db: Queryable, id: number) {
  const { sortTime: _, invitedById: __, ...columns } = invitationColumns;
  const [row] = await db
    .select({ invitation: columns, invitedBy: inviterSummary })
    .from(invitations)
    .leftJoin(invitingMember, eq(invitingMember.id, invitations.invitedBy))
    .where(eq(invitations.id, id));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return toInvitation(row);
}

/** Withdraws an invitation: its link stops working. An accepted one is history. */
export async function revokeInvitation(db: Database, viewer: User, id: number) {
  await db.transaction(async (tx) => {
    const row = await ownInvitation(tx, viewer, id);
    if (row.acceptedAt) throw conflict(INVITATION_USED);
    if (!row.revokedAt) {
      await tx.update(invitations).set({ revokedAt: sql`now()` }).where(eq(invitations.id, id));
      if (viewer.role === 'admin') {
        await recordAudit(tx, {
          actor: viewer,
          action: 'invitation.revoke',
          targetType: 'invitation',
          targetId: row.email,
          targetLabel: row.email,
        });
      }
    }
  });
  return invitationById(db, id);
}

/** Sends an invitation again with a fresh link and expiry (the old link stops working). */
export async function resendInvitation(
  db: Database,
  mail: Mail,
  brand: Brand,
  viewer: User,
  id: number,
) {
  await db.transaction(async (tx) => {
    const row = await ownInvitation(tx, viewer, id);
    if (row.acceptedAt) throw conflict(INVITATION_USED);
    if (row.revokedAt) throw conflict(INVITATION_REVOKED);
    const token = newToken();
    await tx
      .update(invitations)
      .set({
        tokenHash: hashToken(token),
        expiresAt: expiry(),
        sentAt: sql`now()`,
        sendCount: sql`${invitations.sendCount} + 1`,
      })
      .where(eq(invitations.id, id));
    await queueInvitation(tx, mail, brand, { email: row.email, token, inviter: viewer });
  });
  mail.nudge();
  return invitationById(db, id);
}

/** Why a link does not work, told to whoever holds it (the link is theirs). */
export class InvitationRefused extends HttpError {}

/**
 * The invitation behind a link, when the link works now; else the refusal that says why
 * (410 for one that was good once, 404 for one that never was). `lock` holds the row for
 * an acceptance in the same transaction.
 */
export async function usableInvitation(tx: Queryable, token: string, lock = false) {
  const query = tx
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new InvitationRefused(404, 'This invitation link is not valid');
  if (row.acceptedAt) throw new InvitationRefused(410, `${INVITATION_USED}. Sign in instead.`);
  if (row.revokedAt) throw new InvitationRefused(410, INVITATION_REVOKED);
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new InvitationRefused(410, 'This invitation has expired. Ask for a new one.');
  }
  return row;
}

/** Whether an invitation's holder is admitted at once, or applies like anyone else. */
export const invitationAdmits = (row: { admits: boolean }, joinMode: JoinMode) =>
  row.admits || joinMode !== 'approval';

/** What the join page shows before its form. */
export async function checkInvitation(db: Database, token: string, joinMode: JoinMode) {
  const row = await usableInvitation(db, token);
  const [by] = row.invitedBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.invitedBy))
    : [];
  return {
    email: row.email,
    inviterName: by ? displayName(by) : null,
    needsApplication: !invitationAdmits(row, joinMode),
  };
}

/** Marks the invitation used by the new account, in the account's transaction. */
export async function acceptInvitation(tx: Queryable, id: number, userId: string) {
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(eq(invitations.id, id));
}
