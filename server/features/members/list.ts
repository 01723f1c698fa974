import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { directoryMember, directorySkill } from '../../../shared/contracts/members';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { type Audience, visibleToAudience } from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { keptPage, type SharedPage } from '../../lib/kept-pages';
import { decodeCursor, type EncodedPage, takePage } from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { idList } from '../../lib/sql';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { type DirectoryQuery, listMemberRows } from './queries';
import { cardAbilities, cursorShape, mayEndorse } from './service';

/** What of a card is the viewer's own: whether it is theirs, what they may do with it. */
const card = viewerFieldsOf(directoryMember.omit({ skills: true }), [
  'isSelf',
  'canEdit',
  'canReport',
]);
/** What of a skill on a card is the viewer's own: whether they endorsed it, may endorse it. */
const skill = viewerFieldsOf(directorySkill, ['endorsedByMe', 'canEndorse']);

type Row = { id: string; skillIds: number[] };

interface SharedCards extends SharedPage<Row> {
  /** Each card's skills, encoded as `kept` is, in the card's order. */
  keptSkills: string[][];
}

async function readSharedCards(
  db: Database,
  audience: Audience,
  query: DirectoryQuery,
): Promise<SharedCards> {
  const after = decodeCursor(query.cursor, cursorShape);
  const { rows, total } = await listMemberRows(db, {
    ...query,
    after,
    visible: visibleToAudience(audience, { hiddenAt: users.profileHiddenAt, authorId: users.id }),
  });
  const { items, nextCursor } = takePage(rows, query.limit, (r) => ({
    name: r.sortName,
    id: r.id,
  }));
  return {
    rows: items.map((row) => ({ id: row.id, skillIds: row.skills.map((s) => s.id) })),
    kept: card.encodeShared(items),
    keptSkills: items.map((row) => skill.encodeShared(row.skills)),
    nextCursor,
    total,
  };
}

/** Which of these skills (user_skill ids) the viewer endorsed: the unique index's prefix. */
async function endorsedBy(db: Queryable, viewerId: string, skillIds: number[]) {
  if (skillIds.length === 0) return new Set<number>();
  const result = (await db.execute(sql`
    select coalesce(json_agg(user_skill_id), '[]'::json) as ids from skill_endorsement
    where endorsed_by = ${viewerId} and user_skill_id in ${idList(skillIds)}`)) as unknown as {
    rows: { ids: number[] }[];
  };
  return new Set(result.rows[0].ids);
}

/**
 * One page of the directory, alphabetical, with the total that matches. The page as its
 * audience sees it is kept until a member's card, a skill or its endorsement count changes
 * (decision 045; "new members" also moves with the clock, which a kept page follows
 * within its minute); which skills the viewer endorsed comes from one small statement,
 * the rest of what is theirs from the policy, and both are joined in at two levels: the
 * card's, and each skill's.
 */
export function listMembers(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  query: DirectoryQuery,
): Promise<EncodedPage> {
  return keptPage(db, request, viewer, {
    kept,
    domain: 'members',
    question: [query.search, query.filter, query.limit, query.cursor],
    read: (audience) => readSharedCards(db, audience, query),
    own: async (page) => {
      const endorsed = await endorsedBy(
        db,
        viewer.id,
        page.rows.flatMap((row) => row.skillIds),
      );
      const fields = page.rows.map((row) => {
        const canEndorse = mayEndorse(viewer, row);
        return {
          card: cardAbilities(viewer, row),
          skills: row.skillIds.map((id) => ({ endorsedByMe: endorsed.has(id), canEndorse })),
        };
      });
      // A member whose own profile moderators hid still finds it (decision 021).
      return { ownsHidden: request.member?.profileHiddenAt != null, fields };
    },
    join: (page, fields) => {
      const cards = page.kept.map(
        (fragment, i) =>
          `${fragment},"skills":${skill.join(page.keptSkills[i], fields[i].skills)},${card.encodeOwn(fields[i].card)}`,
      );
      return `[${cards.join(',')}]`;
    },
  });
}
