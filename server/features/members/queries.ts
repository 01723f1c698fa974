import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import {
  PROFILE_PREVIEW_LIMIT,
  type ProfileDiscussion,
  type ProfileEvent,
  type ProfileJob,
} from '../../../shared/contracts/members';
import {
  discussionCategories,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { jobPostings } from '../../../shared/schema/jobs';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { memberSortName, users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { hiddenFlag } from '../../lib/hidden';
import { memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, type CreatedAtCursor, exactTime } from '../../lib/pagination';
import { likeContains, qualified } from '../../lib/sql';

export const MEMBER_FILTERS = ['all', 'leadership', 'new'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

/** Titles that mark a leader: founders, owners, the C-suite, presidents, partners, directors, VPs, heads. */
const LEADERSHIP_TITLE = String.raw`\m(co-?founder|founder|owner|ceo|cfo|coo|cto|cmo|cio|chief|president|partner|director|vp|svp|evp|vice president|head of|managing|principal)\M`;

/** How many of each list a profile previews (shared/contracts/members.ts). */
const PROFILE_PREVIEW = PROFILE_PREVIEW_LIMIT;

/** "New" members joined within this many days. */
export const NEW_MEMBER_DAYS = 30;

const memberId = qualified(users.id);

/**
 * What one member may see of another: no phone number, nothing of sign-in. Skills come
 * embedded (best first) from a correlated subquery in the same statement, so the
 * directory needs one request and one query however many members it shows.
 */
/**
 * A card's columns; with `viewerId`, each skill says whether that viewer endorsed it (a
 * profile page), without it each skill is as every viewer sees it (a kept directory page
 * joins the viewer's endorsements in, list.ts).
 */
function directoryColumns(viewerId: string): ReturnType<typeof cardColumns<DirectorySkillRow>>;
function directoryColumns(viewerId: null): ReturnType<typeof cardColumns<SharedSkillRow>>;
function directoryColumns(viewerId: string | null) {
  const endorsedByMe =
    viewerId === null
      ? sql``
      : sql`, 'endorsedByMe', exists (select 1 from skill_endorsement e
                              where e.user_skill_id = us.id and e.endorsed_by = ${viewerId})`;
  return cardColumns(sql`coalesce((
    select json_agg(json_build_object(
      'id', us.id, 'skillId', s.id, 'name', s.name, 'category', s.category,
      'proficiencyLevel', us.proficiency_level, 'yearsOfExperience', us.years_of_experience,
      'endorsementCount', us.endorsement_count, 'isEndorsed', us.is_endorsed${endorsedByMe}
    ) order by us.endorsement_count desc, s.name)
    from ${userSkills} us join ${skills} s on s.id = us.skill_id
    where us.user_id = ${memberId}
  ), '[]'::json)`);
}

const cardColumns = <Skill>(skillsJson: SQL) => ({
  ...memberSummaryColumns,
  pastCompanies: users.pastCompanies,
  bio: users.bio,
  website: users.website,
  openToConnect: users.openToConnect,
  joinedAt: users.joinedAt,
  hidden: hiddenFlag(users.profileHiddenAt),
  sortName: sql<string>`${memberSortName}`,
  skills: sql<Skill[]>`${skillsJson}`,
});

/** A skill as the directory's subquery builds it (the service adds what the viewer may do). */
export interface SharedSkillRow {
  id: number;
  skillId: number;
  name: string;
  category: string | null;
  proficiencyLevel: string;
  yearsOfExperience: number;
  endorsementCount: number;
  isEndorsed: boolean;
}
export interface DirectorySkillRow extends SharedSkillRow {
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
 * exactly this expression, migration 0010), a past company, or a skill's name (the
 * skill-then-member index, migration 0011, answers it from the index alone). A union of
 * the id sets rather than OR EXISTS, so each side can use its own index instead of
 * scanning every member. The line breaks keep a term from matching across two fields; the
 * space lets "Maya Patel" match the full name.
 *
 * Past companies are a JSON array (`users.past_companies`). Their branch first asks the
 * array's JSON text (`past_companies::text ilike`, the expression a trigram index
 * `users_past_companies_trgm_idx` would answer), then checks the match lies inside one
 * company, so a term never matches across two entries or the JSON punctuation between
 * them. The JSON text escapes `"` and `\` as JSON does, so the prefilter's pattern is
 * the term as JSON writes it.
 */
function idsMatching(search: string): SQL {
  const pattern = likeContains(search);
  const jsonPattern = likeContains(JSON.stringify(search).slice(1, -1));
  return sql`select ${users.id} from ${users}
      where (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || E'\n' || coalesce(${users.title}, '') || E'\n' || coalesce(${users.company}, '')) ilike ${pattern}
    union
    select ${users.id} from ${users}
      where (${users.pastCompanies})::text ilike ${jsonPattern}
        and jsonb_typeof(${users.pastCompanies}) = 'array'
        and exists (select 1 from jsonb_array_elements_text(${users.pastCompanies}) pc(name)
                    where pc.name ilike ${pattern})
    union
    select us.user_id from ${userSkills} us join ${skills} s on s.id = us.skill_id
      where s.name ilike ${pattern}`;
}

function whereFor({
  search,
  filter,
  visible,
}: DirectoryQuery & { visible?: SQL }): SQL | undefined {
  // Applicants and declined applicants are accounts, not members (decision 019); a profile
  // moderators hid is not in the directory for other members (decision 021).
  const conditions: (SQL | undefined)[] = [eq(users.membership, 'active'), visible];
  if (search) conditions.push(sql`${memberId} in (${idsMatching(search)})`);
  if (filter === 'leadership') conditions.push(sql`${users.title} ~* ${LEADERSHIP_TITLE}`);
  if (filter === 'new') {
    conditions.push(gt(users.joinedAt, sql`now() - make_interval(days => ${NEW_MEMBER_DAYS})`));
  }
  return and(...conditions);
}

/** How many members match. */
async function countMatching(db: Database, query: DirectoryQuery & { visible?: SQL }) {
  const [row] = await db.select({ n: count() }).from(users).where(whereFor(query));
  return row.n;
}

/**
 * One page of the directory after the cursor's (name, id), alphabetical, plus one row
 * to tell whether another page exists, and the total that matches.
 */
export async function listMemberRows(
  db: Database,
  query: Omit<DirectoryQuery, 'cursor'> & {
    after: { name: string; id: string } | null;
    /** Profiles moderators hid, for a viewer who may not see them (decision 021). */
    visible?: SQL;
  },
) {
  const { after } = query;
  const page = and(
    whereFor(query),
    after ? sql`(${memberSortName}, ${users.id}) > (${after.name}, ${after.id})` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(directoryColumns(null))
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

/**
 * Whether the profile's lists keep what moderators hid (decision 021): every item on a
 * profile is its member's, so only they and staff see it; anyone else reads `hidden_at is null`.
 */
const shown = (seesHidden: boolean) => (seesHidden ? sql`true` : sql`hidden_at is null`);

/** As the discussion list counts replies: no tombstone, nothing moderators hid. */
const profileDiscussionsJson = (memberId: SQL, seesHidden: boolean) => sql<ProfileDiscussion[]>`(
  select coalesce(json_agg(json_build_object(
    'id', d.id, 'title', d.title, 'categoryName', c.name,
    'replyCount', (select count(*)::int from ${discussionReplies} r
      where r.discussion_id = d.id and r.content <> '' and r.hidden_at is null),
    'createdAt', d.created_at
  ) order by d.created_at desc, d.id desc), '[]'::json)
  from (select id, title, category_id, created_at from ${discussions}
        where author_id = ${memberId} and ${shown(seesHidden)}
        order by created_at desc, id desc limit ${PROFILE_PREVIEW}) d
  join ${discussionCategories} c on c.id = d.category_id
)`;

/** Upcoming: starting now or later, as the calendar's Upcoming Events counts them. */
const profileEventsJson = (memberId: SQL, seesHidden: boolean) => sql<ProfileEvent[]>`(
  select coalesce(json_agg(json_build_object(
    'id', e.id, 'title', e.title, 'startDate', e.start_date, 'endDate', e.end_date,
    'location', e.location, 'isVirtual', e.is_virtual, 'timeZone', e.time_zone
  ) order by e.start_date, e.id), '[]'::json)
  from (select id, title, start_date, end_date, location, is_virtual, time_zone from ${events}
        where created_by = ${memberId} and start_date >= now() and ${shown(seesHidden)}
        order by start_date, id limit ${PROFILE_PREVIEW}) e
)`;

/** Open: active and not past expiry (the jobs feature's `isOpen`). */
const openJobOf = (memberId: SQL, seesHidden: boolean) =>
  sql`posted_by = ${memberId} and is_active and (expires_at is null or expires_at > now()) and ${shown(seesHidden)}`;

const profileJobsJson = (memberId: SQL, seesHidden: boolean) => sql<ProfileJob[]>`(
  select coalesce(json_agg(json_build_object(
    'id', j.id, 'title', j.title, 'company', j.company, 'location', j.location,
    'jobType', j.job_type, 'createdAt', j.created_at
  ) order by j.created_at desc, j.id desc), '[]'::json)
  from (select id, title, company, location, job_type, created_at from ${jobPostings}
        where ${openJobOf(memberId, seesHidden)}
        order by created_at desc, id desc limit ${PROFILE_PREVIEW}) j
)`;

/** How many of each list there are in all (each answered by its owner-column index). */
const countOf = (table: SQL, where: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${where})`;

/**
 * A member's profile in one statement: the directory's columns (skills embedded), the
 * first `PROFILE_PREVIEW` of their discussions, upcoming events and open jobs, and each
 * list's full count. `null` when there is no such member.
 */
export async function findMemberProfileRow(
  db: Queryable,
  viewerId: string,
  id: string,
  seesHidden: boolean,
) {
  const [row] = await db
    .select({
      ...directoryColumns(viewerId),
      discussions: profileDiscussionsJson(memberId, seesHidden),
      discussionCount: countOf(
        sql`${discussions}`,
        sql`author_id = ${memberId} and ${shown(seesHidden)}`,
      ),
      events: profileEventsJson(memberId, seesHidden),
      upcomingEventCount: countOf(
        sql`${events}`,
        sql`created_by = ${memberId} and start_date >= now() and ${shown(seesHidden)}`,
      ),
      jobs: profileJobsJson(memberId, seesHidden),
      openJobCount: countOf(sql`${jobPostings}`, openJobOf(memberId, seesHidden)),
    })
    .from(users)
    // An applicant has no profile to show yet.
    .where(and(eq(users.id, id), eq(users.membership, 'active')));
  return row ?? null;
}
