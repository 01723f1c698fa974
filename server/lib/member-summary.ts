import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../shared/schema/users';

/**
 * The columns of `memberSummary` (shared/contracts/common.ts) for a select that joins
 * `users`: every answer embedding a member projects it from here, so the shape is one.
 */
export const memberSummaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  title: users.title,
  company: users.company,
  /** A removed member (decision 022): shown as "Former member", linking nowhere. */
  former: sql<boolean>`${users.membership} = 'removed'`,
};

/** The `users` row a JSON builder reads, by its alias in the statement. */
type Row = ReturnType<typeof sql.identifier>;

/** Each member field as SQL over the `users` row named `u`, for the JSON builders below. */
const MEMBER_FIELDS = {
  id: (u: Row) => sql`${u}.id`,
  firstName: (u: Row) => sql`${u}.first_name`,
  lastName: (u: Row) => sql`${u}.last_name`,
  email: (u: Row) => sql`${u}.email`,
  /** The e-mail only when neither name has a letter in it, as the name rules fall back to it then. */
  emailWhenNameless: (u: Row) =>
    sql`case when coalesce(${u}.first_name, '') !~ '\\S' and coalesce(${u}.last_name, '') !~ '\\S' then ${u}.email end`,
  profileImageUrl: (u: Row) => sql`${u}.profile_image_url`,
  title: (u: Row) => sql`${u}.title`,
  company: (u: Row) => sql`${u}.company`,
  former: (u: Row) => sql`${u}.membership = 'removed'`,
};
type MemberField = keyof typeof MEMBER_FIELDS;

/** `json_build_object` over the `users` row `alias`: each key from the named field. */
function memberJson(alias: string, keys: Record<string, MemberField>): SQL {
  const u = sql.identifier(alias);
  const pairs = Object.entries(keys).map(
    ([key, field]) => sql`${sql.raw(`'${key}'`)}, ${MEMBER_FIELDS[field](u)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The same summary as a JSON object, for correlated subqueries and aggregates
 * (`json_agg(${memberSummaryJson('u')})`), where `alias` names the `users` row.
 */
export const memberSummaryJson = (alias: string) =>
  memberJson(alias, {
    id: 'id',
    firstName: 'firstName',
    lastName: 'lastName',
    email: 'email',
    profileImageUrl: 'profileImageUrl',
    title: 'title',
    company: 'company',
    former: 'former',
  });

/** A member face (`memberFace`, shared/contracts/common.ts) as a JSON object. */
export const memberFaceJson = (alias: string) =>
  memberJson(alias, {
    id: 'id',
    firstName: 'firstName',
    lastName: 'lastName',
    email: 'emailWhenNameless',
    profileImageUrl: 'profileImageUrl',
    former: 'former',
  });

/**
 * The summary of a `users` row joined under `alias` that may be missing (a left join: an
 * inviter whose account is gone): the object, or null.
 */
export function optionalMemberSummary(alias: string): SQL<MemberSummaryRow | null> {
  return sql<MemberSummaryRow | null>`case when ${sql.identifier(alias)}.id is null then null else ${memberSummaryJson(alias)} end`;
}

/** A member summary as the database hands it back. */
export interface MemberSummaryRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  title: string | null;
  company: string | null;
  former?: boolean;
}
