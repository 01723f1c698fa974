import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INVITATION_DAYS,
  type InvitationState,
  type JoinMode,
} from '../../../shared/contracts/choices';
import type { INVITATION_KINDS } from '../../../shared/contracts/membership';
import { displayName } from '../../../shared/names';
import { invitations } from '../../../shared/schema/membership';
import { type User, users } from '../../../shared/schema/users';
import { hashToken } from '../../auth/account-tokens';
import type { Database, Queryable } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
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
import { type Actor, authorize, can, type Viewer } from '../../lib/policy';
import type { Mail } from '../../mail/plugin';
import type { Brand } from '../../mail/templates/layout';
import { invitationMail } from '../../mail/templates/membership';
import { recordAudit } from '../audit';

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
type InvitationKind = (typeof INVITATION_KINDS)[number];
export const ALREADY_A_MEMBER = 'Already has an account';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_USED = 'This invitation was already accepted';
export const INVITATION_REVOKED = 'This invitation was withdrawn';

/** The join page's address for a token: in the fragment, so no access log keeps it. */
export const invitationLink = (brand: Brand, token: string) =>
  `${brand.siteUrl}/join#invitation=${token}`;

export const INVITE_LINK_USED_UP = 'This invitation link has been used up. Ask for a new one.';
export const LINK_NOT_SENT = 'An invite link is not sent: copy it and share it';

const stateOf = (row: {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  maxUses: number | null;
  useCount: number;
}): InvitationState => {
  // A link taken by as many as it was for counts as accepted, as one invitation does.
  if (row.acceptedAt || (row.maxUses !== null && row.useCount >= row.maxUses)) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'sent';
};

/** Not accepted (nor a link used up), not withdrawn, not expired: its link works. */
const isOpen = () =>
  and(
    isNull(invitations.acceptedAt),
    sql`(${invitations.maxUses} is null or ${invitations.useCount} < ${invitations.maxUses})`,
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

const newToken = () => randomBytes(32).toString('base64url');
const expiry = (ms = INVITATION_MS) => sql`now() + ${`${ms} milliseconds`}::interval`;

/** The invitation e-mail for one address and its fresh link. */
const invitationMailFor = (
  brand: Brand,
  inviter: Pick<User, 'firstName' | 'lastName'>,
  email: string,
  token: string,
  note: string | null,
) => ({
  to: email,
  content: invitationMail(brand, {
    inviterName: displayName(inviter),
    link: invitationLink(brand, token),
    days: INVITATION_DAYS,
    note,
  }),
});

/**
 * Runs `send`, which mails each address in `to` once, under the mail limits (or refuses
 * with 429 and sends nothing): server/mail/limits.ts.
 */
export type MailGuard = <T>(to: string[], send: () => Promise<T>) => Promise<T>;

/**
 * Invites each address: one that already has an account is skipped; one with an invitation
 * whose link still works gets that invitation again with a fresh link (one invitation per
 * address, and an admin's resend makes it admit); any other gets a new one. One
 * transaction and a handful of statements for a pasted list of a hundred: the e-mails go
 * out only if every row is written.
 */
export async function invite(
  db: Database,
  mail: Mail,
  brand: Brand,
  inviter: Actor,
  request: { emails: string[]; note: string | null },
  settings: { membersMayInvite: boolean },
  limit: MailGuard,
) {
  authorize(inviter, 'invitation.send', settings);
  const wanted = [...new Set(request.emails)];
  // Every address asked for counts, those that turn out to have an account too: the limit
  // errs towards fewer mails.
  return limit(wanted, () => sendInvitations(db, mail, brand, inviter, wanted, request.note));
}

/** `invite`'s work once the limits let it go: the rows and their mails, in one transaction. */
async function sendInvitations(
  db: Database,
  mail: Mail,
  brand: Brand,
  inviter: Actor,
  wanted: string[],
  note: string | null,
) {
  const admits = can(inviter, 'invitation.admit', {});
  const result = await db.transaction(async (tx) => {
    const members = await tx
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, wanted));
    const taken = new Set(members.map((m) => m.email));
    const open = await tx
      .select({
        id: invitations.id,
        email: invitations.email,
        admits: invitations.admits,
        note: invitations.note,
      })
      .from(invitations)
      .where(and(inArray(invitations.email, wanted), isOpen()))
      .for('update');
    const openByEmail = new Map(open.map((o) => [o.email, o]));
    const invited = wanted.filter((email) => !taken.has(email));
    const skipped = wanted
      .filter((email) => taken.has(email))
      .map((email) => ({ email, reason: ALREADY_A_MEMBER }));
    const tokens = new Map(invited.map((email) => [email, newToken()]));

    const fresh = invited.filter((email) => !openByEmail.has(email));
    if (fresh.length > 0) {
      await tx.insert(invitations).values(
        fresh.map((email) => ({
          email,
          tokenHash: hashToken(tokens.get(email)!),
          invitedBy: inviter.id,
          admits,
          note,
          expiresAt: expiry(),
        })),
      );
    }
    // Open invitations get a fresh link each, in one statement over a list of (id, hash).
    const renewed = invited.flatMap((email) => {
      const existing = openByEmail.get(email);
      return existing ? [{ id: existing.id, hash: hashToken(tokens.get(email)!) }] : [];
    });
    if (renewed.length > 0) {
      const rows = sql.join(
        renewed.map((r) => sql`(${r.id}::int, ${r.hash}::varchar)`),
        sql`, `,
      );
      // An admin's invitation admits; a member's resend never takes that away.
      const admitting = admits
        ? sql`, admits = true, invited_by = case when ${invitations.admits} then ${invitations.invitedBy} else ${inviter.id} end`
        : sql``;
      await tx.execute(sql`
        update ${invitations} set token_hash = fresh.hash, expires_at = ${expiry()},
          sent_at = now(), send_count = ${invitations.sendCount} + 1,
          note = coalesce(${note}, ${invitations.note}) ${admitting}
        from (values ${rows}) as fresh(id, hash)
        where ${invitations.id} = fresh.id`);
    }
    await mail.queueMany(
      tx,
      invited.map((email) =>
        invitationMailFor(
          brand,
          inviter,
          email,
          tokens.get(email)!,
          note ?? openByEmail.get(email)?.note ?? null,
        ),
      ),
    );
    // An admin's invitation lets someone in: the log keeps who did.
    if (admits) {
      await recordAudit(
        tx,
        invited.map((email) => ({
          actor: inviter,
          action: 'invitation.send' as const,
          targetType: 'invitation',
          targetId: email,
          targetLabel: email,
        })),
      );
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
  note: invitations.note,
  label: invitations.label,
  maxUses: invitations.maxUses,
  useCount: invitations.useCount,
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
    email: string | null;
    note: string | null;
    label: string | null;
    maxUses: number | null;
    useCount: number;
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
const usedUp = sql`(${invitations.acceptedAt} is not null
  or ${invitations.useCount} >= ${invitations.maxUses})`;
const notUsedUp = sql`not coalesce(${usedUp}, false)`;

const stateFilter = (state: InvitationState): SQL | undefined => {
  switch (state) {
    case 'accepted':
      return sql`coalesce(${usedUp}, false)`;
    case 'revoked':
      return and(notUsedUp, sql`${invitations.revokedAt} is not null`);
    case 'expired':
      return and(notUsedUp, isNull(invitations.revokedAt), sql`${invitations.expiresAt} <= now()`);
    case 'sent':
      return isOpen();
  }
};

/** Newest first: every invitation for an admin, a member's own for a member. */
export async function listInvitations(
  db: Database,
  viewer: Viewer,
  query: { state?: InvitationState; kind?: InvitationKind; limit: number; cursor?: string },
): Promise<Page<ReturnType<typeof toInvitation>>> {
  const after: CreatedAtCursor | null = decodeCursor(query.cursor, createdAtCursor);
  const where = and(
    viewer.role === 'admin' ? undefined : eq(invitations.invitedBy, viewer.id),
    query.kind === 'link' ? isNull(invitations.email) : isNotNull(invitations.email),
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
async function ownInvitation(tx: Queryable, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  authorize(viewer, 'invitation.manage', row);
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
export async function revokeInvitation(db: Database, viewer: Actor, id: number) {
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
          targetId: row.email ?? String(row.id),
          targetLabel: row.email ?? linkLabel(row),
        });
      }
    }
  });
  return invitationById(db, id);
}

/** Whether an invitation may be sent again: neither accepted nor withdrawn. */
const refuseUnsendable = (row: {
  email: string | null;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}) => {
  if (row.email === null) throw badRequest(LINK_NOT_SENT);
  if (row.acceptedAt) throw conflict(INVITATION_USED);
  if (row.revokedAt) throw conflict(INVITATION_REVOKED);
};

/** Sends an invitation again with a fresh link and expiry (the old link stops working). */
export async function resendInvitation(
  db: Database,
  mail: Mail,
  brand: Brand,
  viewer: Actor,
  id: number,
  limit: MailGuard,
) {
  // Whose it is and whether it can go, before the mail limits count anything: someone
  // else's invitation is a 404 whatever its address has been sent.
  const found = await ownInvitation(db, viewer, id);
  refuseUnsendable(found);
  await limit([found.email!], async () => {
    await db.transaction(async (tx) => {
      const row = await ownInvitation(tx, viewer, id);
      refuseUnsendable(row);
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
      const message = invitationMailFor(brand, viewer, row.email!, token, row.note);
      await mail.queue(tx, message.to, message.content);
    });
    mail.nudge();
  });
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
  if (row.maxUses !== null && row.useCount >= row.maxUses) {
    throw new InvitationRefused(410, INVITE_LINK_USED_UP);
  }
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
    note: row.note,
    inviterName: by ? displayName(by) : null,
    needsApplication: !invitationAdmits(row, joinMode),
  };
}

/**
 * Marks the invitation used by the new account, in the account's transaction (which holds
 * its row, so a link's last use is taken once). A shareable link counts the use instead:
 * it stays open for the next holder until it is used up.
 */
export async function acceptInvitation(tx: Queryable, id: number, userId: string) {
  await tx
    .update(invitations)
    .set({
      acceptedAt: sql`case when ${invitations.email} is null then null else now() end`,
      acceptedBy: sql`case when ${invitations.email} is null then null else ${userId} end`,
      useCount: sql`${invitations.useCount} + 1`,
    })
    .where(eq(invitations.id, id));
}

/** How a link is named where it has no address: its label, else "Invite link 12". */
const linkLabel = (row: { id: number; label: string | null }) =>
  row.label ?? `Invite link ${row.id}`;

/**
 * A shareable invite link (decision 051), admins only: its token is shown in this answer
 * and never again (only its hash is kept). Holders join as the join mode says (`admits`
 * false: under approval they apply). Audited.
 */
export async function createInviteLink(
  db: Database,
  brand: Brand,
  admin: Actor,
  request: { label: string | null; days: number; maxUses: number | null },
) {
  authorize(admin, 'invite_link.create', {});
  const token = newToken();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        email: null,
        tokenHash: hashToken(token),
        invitedBy: admin.id,
        admits: false,
        label: request.label,
        maxUses: request.maxUses,
        sendCount: 0,
        expiresAt: expiry(request.days * 24 * 60 * 60 * 1000),
      })
      .returning({ id: invitations.id, label: invitations.label });
    await recordAudit(tx, {
      actor: admin,
      action: 'invite_link.create',
      targetType: 'invitation',
      targetId: String(row.id),
      targetLabel: linkLabel(row),
    });
    return row.id;
  });
  return { url: invitationLink(brand, token), invitation: await invitationById(db, id) };
}

/**
 * The invitation an account joined by, if any: an applicant who came through a provider
 * answers the questions after signing in, and the admins still see who invited them.
 */
export async function invitationAcceptedBy(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.acceptedBy, userId))
    .orderBy(desc(invitations.acceptedAt))
    .limit(1);
  return row?.id ?? null;
}
