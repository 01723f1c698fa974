import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { MemberRemoval } from '../../../shared/contracts/admin';
import { accountTokens } from '../../../shared/schema/account-tokens';
import { bookmarks } from '../../../shared/schema/bookmarks';
import {
  discussionReadAll,
  discussionReads,
  discussionReplies,
  discussions,
  discussionViews,
} from '../../../shared/schema/discussions';
import { calendarFeedTokens, eventAttendees, events } from '../../../shared/schema/events';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import { invitations, membershipApplications } from '../../../shared/schema/membership';
import { resources } from '../../../shared/schema/resources';
import { skillEndorsements, userSkills } from '../../../shared/schema/skills';
import { userCredentials, users } from '../../../shared/schema/users';
import { endSessionsOf } from '../../auth/session';
import type { Database, Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { auditName, recordAudit } from '../audit';
import { resetLastActivitySql, TOMBSTONE } from '../discussions';
import { ATTENDING, promoteWaiting, recordCancelledEvents } from '../events';
import { recordActivity } from '../notifications';
import { type Actor, MEMBER_NOT_FOUND } from './service';

export const NOT_YOURSELF_REMOVE = 'You cannot remove yourself';
export const LAST_ADMIN = 'The last admin cannot be removed';

/**
 * Removes a member (decision 022). Their row stays as a tombstone — emptied of every
 * personal detail, marked `removed`, no password, no sessions — so what they posted keeps
 * its author and reads "Former member"; the e-mail address is free to join again. With
 * `content: 'delete'` their posts go as well, and the stored files with them. Direct
 * messages stay in both cases: the other member's copy of a conversation is theirs too.
 * One transaction, with its audit entry; the files leave the store after the commit.
 */
export async function removeMember(
  db: Database,
  store: ObjectStore,
  actor: Actor,
  id: string,
  input: MemberRemoval,
) {
  if (id === actor.id) throw conflict(NOT_YOURSELF_REMOVE);
  const released = await db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!member || member.membership === 'removed') throw notFound(MEMBER_NOT_FOUND);
    if (member.role === 'admin' && !(await anotherAdmin(tx, id))) throw conflict(LAST_ADMIN);

    const files = input.content === 'delete' ? await deleteContentOf(tx, id) : [];
    files.push(...(await erasePersonalData(tx, id)), member.profileImageUrl);
    await endSessionsOf(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'member.remove',
      targetType: 'member',
      targetId: id,
      targetLabel: auditName(member),
      before: { role: member.role, membership: member.membership },
      after: { content: input.content },
      reason: input.reason,
    });
    return releaseObjects(tx, files);
  });
  await discardObjects(db, store, released);
}

/** Whether an admin other than this member remains (the community keeps one). */
async function anotherAdmin(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, id), ne(users.membership, 'removed')))
    .limit(1);
  return Boolean(row);
}

/**
 * Everything that is the member's own and nobody else's: the profile, sign-in, skills and
 * endorsements, saved jobs, applications (and their résumés), RSVPs (a seat they held goes
 * to the first member waiting), invitations not yet used, their application to join; their
 * open job postings close.
 * Returns the files to let go.
 */
async function erasePersonalData(tx: Queryable, id: string) {
  const resumes = await tx
    .delete(jobApplications)
    .where(eq(jobApplications.applicantId, id))
    .returning({ path: jobApplications.resumeUrl });
  const seats = await tx
    .delete(eventAttendees)
    .where(eq(eventAttendees.userId, id))
    .returning({ eventId: eventAttendees.eventId, status: eventAttendees.status });
  for (const seat of seats) {
    if (seat.status !== ATTENDING) continue;
    const promoted = await promoteWaiting(tx, seat.eventId, 1);
    if (promoted.length > 0) {
      await recordActivity(tx, {
        kind: 'seat_opened',
        actorId: id,
        payload: { eventId: seat.eventId, userIds: promoted },
      });
    }
  }
  // Their open job postings close, as the poster closing them would: an application sent
  // now would reach nobody. Members who applied keep their application; the posting stays
  // readable (Former member) and leaves the open list.
  await tx
    .update(jobPostings)
    .set({ isActive: false })
    .where(and(eq(jobPostings.postedBy, id), eq(jobPostings.isActive, true)));
  // Endorsements they gave go, and the skills they endorsed count one fewer (one each:
  // a member endorses a skill once), as withdrawing them would.
  const endorsed = await tx
    .delete(skillEndorsements)
    .where(eq(skillEndorsements.endorsedBy, id))
    .returning({ userSkillId: skillEndorsements.userSkillId });
  if (endorsed.length > 0) {
    await tx
      .update(userSkills)
      .set({
        endorsementCount: sql`${userSkills.endorsementCount} - 1`,
        isEndorsed: sql`${userSkills.endorsementCount} - 1 > 0`,
      })
      .where(
        inArray(
          userSkills.id,
          endorsed.map((e) => e.userSkillId),
        ),
      );
  }
  await tx.delete(userSkills).where(eq(userSkills.userId, id));
  await tx.delete(bookmarks).where(eq(bookmarks.userId, id));
  await tx.delete(discussionViews).where(eq(discussionViews.userId, id));
  await tx.delete(discussionReads).where(eq(discussionReads.userId, id));
  await tx.delete(discussionReadAll).where(eq(discussionReadAll.userId, id));
  await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, id));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, id));
  await tx.delete(userCredentials).where(eq(userCredentials.userId, id));
  await tx.delete(membershipApplications).where(eq(membershipApplications.userId, id));
  // Invitations they sent and nobody used yet, and the one they came in by (it holds
  // their address).
  await tx
    .delete(invitations)
    .where(
      or(
        eq(invitations.acceptedBy, id),
        and(
          eq(invitations.invitedBy, id),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      ),
    );
  await tx
    .update(users)
    .set({
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      title: null,
      company: null,
      pastCompanies: null,
      phone: null,
      bio: null,
      openToConnect: false,
      role: 'member',
      membership: 'removed',
      emailVerifiedAt: null,
      // Every way in refuses a suspended account: a removed one is suspended for good.
      suspendedAt: sql`now()`,
      suspendedUntil: null,
      suspensionReason: null,
    })
    .where(eq(users.id, id));
  return resumes.map((r) => r.path);
}

/**
 * Their posts, on request: discussions (with their replies), replies elsewhere (one with
 * answers stays as a tombstone, decision 011), jobs (with their applications), resources,
 * albums (with every photo in them, decision 012), photos in others' albums, events.
 * Returns the files to let go.
 */
async function deleteContentOf(tx: Queryable, id: string): Promise<(string | null)[]> {
  const ownAlbums = tx
    .select({ id: photoAlbums.id })
    .from(photoAlbums)
    .where(eq(photoAlbums.createdBy, id));
  const goneImages = await tx
    .delete(photos)
    .where(or(eq(photos.uploadedBy, id), inArray(photos.albumId, ownAlbums)))
    .returning({
      albumId: photos.albumId,
      objectPath: photos.objectPath,
      thumbnailPath: photos.thumbnailPath,
    });
  await tx.delete(photoAlbums).where(eq(photoAlbums.createdBy, id));
  // Others' albums that held some of their photos: the count and the cover as they now are.
  const touched = [...new Set(goneImages.map((p) => p.albumId))];
  if (touched.length > 0) {
    await tx
      .update(photoAlbums)
      .set({
        photoCount: sql`(select count(*)::int from ${photos} p where p.album_id = ${photoAlbums.id})`,
        coverPhotoId: sql`case when exists (select 1 from ${photos} p where p.id = ${photoAlbums.coverPhotoId})
          then ${photoAlbums.coverPhotoId}
          else (select p.id from ${photos} p where p.album_id = ${photoAlbums.id} order by p.created_at desc, p.id desc limit 1) end`,
      })
      .where(inArray(photoAlbums.id, touched));
  }

  const goneResources = await tx
    .delete(resources)
    .where(eq(resources.uploadedBy, id))
    .returning({ url: resources.url });
  const ownJobs = tx
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.postedBy, id));
  const resumes = await tx
    .select({ path: jobApplications.resumeUrl })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, ownJobs));
  await tx.delete(jobPostings).where(eq(jobPostings.postedBy, id));
  // Their attendees' calendar feeds show these cancelled for a while (decision 028-calendar-files).
  await recordCancelledEvents(tx, { organiserId: id });
  await tx.delete(events).where(eq(events.createdBy, id));
  await tx.delete(discussions).where(eq(discussions.authorId, id));

  // Replies in others' discussions: gone, or a tombstone where others answered them.
  const answered = sql`exists (select 1 from ${discussionReplies} c where c.parent_reply_id = ${discussionReplies.id})`;
  const replied = await tx
    .update(discussionReplies)
    .set({ content: TOMBSTONE })
    .where(eq(discussionReplies.authorId, id))
    .returning({ discussionId: discussionReplies.discussionId });
  await tx
    .delete(discussionReplies)
    .where(and(eq(discussionReplies.authorId, id), sql`not ${answered}`));
  for (const discussionId of new Set(replied.map((r) => r.discussionId))) {
    await tx.execute(resetLastActivitySql(discussionId));
  }

  return [
    ...goneImages.flatMap((p) => [p.objectPath, p.thumbnailPath]),
    ...goneResources.map((r) => r.url),
    ...resumes.map((r) => r.path),
  ];
}
