import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { memberSortName, users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import { memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, type CreatedAtCursor, exactTime } from '../../lib/pagination';
import { likeContains, qualified } from '../../lib/sql';

export const MEMBER_FILTERS = ['all', 'leadership', 'new'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

/** Titles that mark a leader: founders, owners, the C-suite, presidents, partners, directors, VPs, heads. */
const LEADERSHIP_TITLE = String.raw`\m(co-?founder|founder|owner|ceo|cfo|coo|cto|cmo|cio|chief|president|partner|director|vp|svp|evp|vice president|head of|managing|principal)\M`;

/** "New" members joined within this many days. */
export const NEW_MEMBER_DAYS = 30;

const memberId = qualified(users.id);

/**
 * What one member may see of another: no phone number, nothing of sign-in. Skills come
 * embedded (best first) from a correlated subquery in the same statement, so the
 * directory needs one request and one query however many members it shows.
 */
const directoryColumns = (viewerId: string) => ({
  ...memberSummaryColumns,
  pastCompanies: users.pastCompanies,
  bio: users.bio,
  openToConnect: users.openToConnect,
  joinedAt: users.joinedAt,
  sortName: sql<string>`${memberSortName}`,
  skills: sql<DirectorySkillRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', us.id, 'skillId', s.id, 'name', s.name, 'category', s.category,
      'proficiencyLevel', us.proficiency_level, 'yearsOfExperience', us.years_of_experience,
      'endorsementCount', us.endorsement_count, 'isEndorsed', us.is_endorsed,
      'endorsedByMe', exists (select 1 from skill_endorsement e
                              where e.user_skill_id = us.id and e.endorsed_by = ${viewerId})
    ) order by us.endorsement_count desc, s.name)
    from ${userSkills} us join ${skills} s on s.id = us.skill_id
    where us.user_id = ${memberId}
  ), '[]'::json)`,
});

/** A skill as the directory's subquery builds it (the service adds what the viewer may do). */
export interface DirectorySkillRow {
  id: number;
  skillId: number;
  name: string;
  category: string | null;
  proficiencyLevel: string;
  yearsOfExperience: number;
  endorsementCount: number;
  isEndorsed: boolean;
  endorsedByMe: boolean;
}

export interface DirectoryQuery {
  search?: string;
  filter: MemberFilter;
  limit: number;
  cursor?: string;
}

/**
 * Who a search term matches: one ILIKE over the searchable text (a trigram index on
 * exactly this expression, migration 0010) or a skill's name (the skill-then-member index,
 * migration 0011, answers it from the index alone). A union of the two id sets rather than
 * OR EXISTS, so each side uses its index instead of scanning every member. The line breaks
 * keep a term from matching across two fields; the space lets "Maya Patel" match the full
 * name.
 */
function idsMatching(search: string): SQL {
  const pattern = likeContains(search);
  return sql`select ${users.id} from ${users}
      where (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || E'\n' || coalesce(${users.title}, '') || E'\n' || coalesce(${users.company}, '')) ilike ${pattern}
    union
    select us.user_id from ${userSkills} us join ${skills} s on s.id = us.skill_id
      where s.name ilike ${pattern}`;
}

function whereFor({ search, filter }: DirectoryQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search) conditions.push(sql`${memberId} in (${idsMatching(search)})`);
  if (filter === 'leadership') conditions.push(sql`${users.title} ~* ${LEADERSHIP_TITLE}`);
  if (filter === 'new') {
    conditions.push(gt(users.joinedAt, sql`now() - make_interval(days => ${NEW_MEMBER_DAYS})`));
  }
  return and(...conditions);
}

/**
 * How many members match. A search alone counts its id set directly: every id in it is a
 * member (user_skill's key), so reading each member's row to count it would be wasted work.
 */
async function countMatching(db: Database, query: DirectoryQuery) {
  if (query.search && query.filter === 'all') {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${idsMatching(query.search)}) matched`,
    );
    return row.n;
  }
  const [row] = await db.select({ n: count() }).from(users).where(whereFor(query));
  return row.n;
}

/**
 * One page of the directory after the cursor's (name, id), alphabetical, plus one row
 * to tell whether another page exists, and the total that matches.
 */
export async function listMemberRows(
  db: Database,
  viewerId: string,
  query: Omit<DirectoryQuery, 'cursor'> & { after: { name: string; id: string } | null },
) {
  const { after } = query;
  const page = and(
    whereFor(query),
    after ? sql`(${memberSortName}, ${users.id}) > (${after.name}, ${after.id})` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(directoryColumns(viewerId))
      .from(users)
      .where(page)
      .orderBy(asc(memberSortName), asc(users.id))
      .limit(query.limit + 1),
    countMatching(db, query),
  ]);
  return { rows, total };
}

/** The member who holds a user skill (its owner), optionally locked for the transaction. */
export async function findUserSkillOwner(db: Queryable, userSkillId: number, lock?: 'for update') {
  const query = db
    .select({ userId: userSkills.userId })
    .from(userSkills)
    .where(eq(userSkills.id, userSkillId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * One page of who endorsed a skill, newest first after the cursor (plus one row to tell
 * whether another page exists), each endorser as the member summary, and how many there are.
 */
export async function listEndorsementRows(
  db: Database,
  userSkillId: number,
  q: { limit: number; after: CreatedAtCursor | null },
) {
  const ofSkill = eq(skillEndorsements.userSkillId, userSkillId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: skillEndorsements.id,
        comment: skillEndorsements.comment,
        createdAt: skillEndorsements.createdAt,
        sortTime: exactTime(skillEndorsements.createdAt),
        endorser: memberSummaryColumns,
      })
      .from(skillEndorsements)
      .innerJoin(users, eq(users.id, skillEndorsements.endorsedBy))
      .where(and(ofSkill, beyondCursor(skillEndorsements, q.after, 'desc')))
      .orderBy(desc(skillEndorsements.createdAt), desc(skillEndorsements.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(skillEndorsements).where(ofSkill),
  ]);
  return { rows, total: total.n };
}
