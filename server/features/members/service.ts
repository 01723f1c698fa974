import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { endorsed, endorsement, memberProfile } from '../../../shared/contracts/members';
import { skillEndorsements, userSkills } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import {
  createdAtCursor,
  decodeCursor,
  type Page,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import { authorize, can, isMine, type Viewer } from '../../lib/policy';
import { isUniqueViolation } from '../../lib/sql';
import { isStorableText } from '../../lib/storable-text';
import { recordActivity } from '../notifications';
import {
  type DirectorySkillRow,
  findMemberProfileRow,
  findUserSkillOwner,
  listEndorsementRows,
} from './queries';

export { MEMBER_FILTERS } from './queries';

export const MEMBER_NOT_FOUND = 'Member not found';
export const SKILL_NOT_FOUND = 'Skill not found';
export const ALREADY_ENDORSED = 'You have already endorsed this skill';
export const NOT_ENDORSED = 'You have not endorsed this skill';

/**
 * The cursor comes back from the client, so its decoded text is checked like any input:
 * bounded, and free of what PostgreSQL cannot compare (NUL, lone surrogates), which a
 * forged cursor would otherwise carry into the query as a 500.
 */
const cursorText = z.string().max(500).refine(isStorableText);
export const cursorShape = z.object({ name: cursorText, id: cursorText });

/**
 * What the viewer may do with a member's card, and whether it is theirs: the part of a
 * card that is the viewer's own besides their endorsements (a kept directory page joins
 * it in, list.ts). `canEdit`: their own profile and skills, which they endorse none of.
 */
export function cardAbilities(viewer: Viewer, member: { id: string }) {
  return {
    isSelf: isMine(viewer, member.id),
    canEdit: can(viewer, 'skill.add', { id: member.id }),
    canReport: can(viewer, 'report.create', { authorId: member.id }),
  };
}

/** Whether the viewer may endorse the member's skills: anyone's but their own. */
export const mayEndorse = (viewer: Viewer, member: { id: string }) =>
  can(viewer, 'skill.endorse', { userId: member.id });

/**
 * A directory card as the viewer sees it: whether it is theirs to change (their own
 * profile and skills) and, skill by skill, whether they may endorse it (anyone else's).
 */
function toDirectoryMember<M extends { id: string; sortName: string; skills: DirectorySkillRow[] }>(
  viewer: Viewer,
  { sortName: _sortName, ...member }: M,
) {
  const canEndorse = mayEndorse(viewer, member);
  return {
    ...member,
    skills: member.skills.map((skill) => ({ ...skill, canEndorse })),
    ...cardAbilities(viewer, member),
  };
}

/** A member's profile and the member looking at it (both member ids: named, never swapped). */
export interface ProfileTarget {
  viewer: Viewer;
  memberId: string;
}

/**
 * A member's profile page: who they are (as the directory shows them), their latest
 * discussions, upcoming events and open jobs (a preview of each, with its full count),
 * read in one statement. Any member may see any member's profile.
 */
export async function getMemberProfile(
  db: Database,
  { viewer, memberId }: ProfileTarget,
): Promise<Answer<typeof memberProfile>> {
  const row = await findMemberProfileRow(
    db,
    viewer.id,
    memberId,
    can(viewer, 'hidden.see', { authorId: memberId }),
  );
  if (!row || (row.hidden && !can(viewer, 'hidden.see', { authorId: row.id }))) {
    throw notFound(MEMBER_NOT_FOUND);
  }
  const {
    discussions,
    discussionCount,
    events,
    upcomingEventCount,
    jobs,
    openJobCount,
    ...member
  } = row;
  return {
    member: toDirectoryMember(viewer, member),
    discussions,
    discussionCount,
    events,
    upcomingEventCount,
    jobs,
    openJobCount,
  };
}

/** A member's skill and the member acting on it. */
export interface UserSkillTarget {
  viewer: Viewer;
  userSkillId: number;
}

/**
 * Endorses another member's skill. The endorsement row and the skill's count change in
 * one transaction, and the unique (skill, endorser) index decides a race between two
 * endorsements from the same member: one wins, the other gets 409.
 */
export async function endorse(
  db: Database,
  { viewer, userSkillId }: UserSkillTarget,
  comment: string | null,
): Promise<Answer<typeof endorsed>> {
  try {
    return await db.transaction(async (tx) => {
      const target = await findUserSkillOwner(tx, userSkillId, 'for update');
      if (!target) throw notFound(SKILL_NOT_FOUND);
      authorize(viewer, 'skill.endorse', target);
      const [endorsement] = await tx
        .insert(skillEndorsements)
        .values({ userSkillId, endorsedBy: viewer.id, comment })
        .returning();
      const [userSkill] = await tx
        .update(userSkills)
        .set({ endorsementCount: sql`${userSkills.endorsementCount} + 1`, isEndorsed: true })
        .where(eq(userSkills.id, userSkillId))
        .returning();
      await recordActivity(tx, {
        kind: 'endorsement',
        actorId: viewer.id,
        payload: { userSkillId },
      });
      return {
        endorsement,
        userSkill: {
          id: userSkill.id,
          endorsementCount: userSkill.endorsementCount,
          isEndorsed: userSkill.isEndorsed,
          endorsedByMe: true,
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_ENDORSED);
    throw err;
  }
}

/** Withdraws the viewer's endorsement; the count and flag follow in the same transaction. */
export async function withdrawEndorsement(db: Database, { viewer, userSkillId }: UserSkillTarget) {
  return db.transaction(async (tx) => {
    if (!(await findUserSkillOwner(tx, userSkillId, 'for update'))) {
      throw notFound(SKILL_NOT_FOUND);
    }
    const [removed] = await tx
      .delete(skillEndorsements)
      .where(
        and(
          eq(skillEndorsements.userSkillId, userSkillId),
          eq(skillEndorsements.endorsedBy, viewer.id),
        ),
      )
      .returning({ id: skillEndorsements.id });
    if (!removed) throw notFound(NOT_ENDORSED);
    await tx
      .update(userSkills)
      .set({
        endorsementCount: sql`greatest(${userSkills.endorsementCount} - 1, 0)`,
        isEndorsed: sql`${userSkills.endorsementCount} - 1 > 0`,
      })
      .where(eq(userSkills.id, userSkillId));
  });
}

/**
 * Who endorsed a skill, newest first, with what they said, a page at a time, and how many
 * did in all. Any member may see them.
 */
export async function listEndorsements(
  db: Database,
  { userSkillId }: UserSkillTarget,
  q: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof endorsement>>> {
  const after = decodeCursor(q.cursor, createdAtCursor);
  if (!(await findUserSkillOwner(db, userSkillId))) throw notFound(SKILL_NOT_FOUND);
  const { rows, total } = await listEndorsementRows(db, userSkillId, { limit: q.limit, after });
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.id }));
  return { items: page.items.map(withoutSortTime), nextCursor: page.nextCursor, total };
}
