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

/**
 * The same summary as a JSON object, for correlated subqueries and aggregates
 * (`json_agg(${memberSummaryJson('u')})`), where `alias` names the `users` row.
 */
export function memberSummaryJson(alias: string): SQL {
  const u = sql.identifier(alias);
  return sql`json_build_object('id', ${u}.id, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name,
    'email', ${u}.email, 'profileImageUrl', ${u}.profile_image_url, 'title', ${u}.title,
    'company', ${u}.company, 'former', ${u}.membership = 'removed')`;
}

/**
 * A member face (`memberFace`, shared/contracts/common.ts) as a JSON object: the e-mail
 * only when neither name has a letter in it, as the name rules fall back to it then.
 */
export function memberFaceJson(alias: string): SQL {
  const u = sql.identifier(alias);
  return sql`json_build_object('id', ${u}.id, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name,
    'email', case when coalesce(${u}.first_name, '') !~ '\\S' and coalesce(${u}.last_name, '') !~ '\\S'
      then ${u}.email end,
    'profileImageUrl', ${u}.profile_image_url, 'former', ${u}.membership = 'removed')`;
}

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
