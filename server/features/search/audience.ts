import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { keptAnswer } from '../../lib/generations';
import { type Audience, ownsHiddenSql } from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { isStaff, type Viewer } from '../../lib/policy';

/**
 * The viewer's audience, in one statement read before the search (its generation came
 * with the session, decision 045).
 */
export async function searchAudience(db: Database, viewer: Viewer): Promise<Audience> {
  const staff = isStaff(viewer);
  if (staff) return { staff, owner: null };
  // The partial indexes of migration 0033 hold only hidden rows: a few index entries each.
  const owns = (table: string, column: string) => ownsHiddenSql(table, column, viewer.id);
  const hasHidden = sql.join(
    [
      owns('discussion', 'author_id'),
      owns('discussion_reply', 'author_id'),
      owns('event', 'created_by'),
      owns('job_posting', 'posted_by'),
      owns('resource', 'uploaded_by'),
      owns('photo', 'uploaded_by'),
      sql`exists (select 1 from users where id = ${viewer.id} and profile_hidden_at is not null)`,
    ],
    sql` or `,
  );
  const result = (await db.execute(sql`select ${hasHidden} as has_hidden`)) as unknown as {
    rows: { has_hidden: boolean }[];
  };
  return { staff, owner: result.rows[0].has_hidden ? viewer.id : null };
}

/**
 * The viewer's audience, kept per member under the search generation: every write that
 * hides, shows or changes the author of something search finds moves it (migration
 * 0033's triggers name hidden_at, the authors and profile_hidden_at), so what is kept is
 * what the statement above would answer, and a kept search costs the session alone.
 */
export function keptSearchAudience(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
): Promise<Audience> {
  // Staff see everything: there is nothing to read.
  if (isStaff(viewer)) return searchAudience(db, viewer);
  return keptAnswer(db, request, { kept, domain: 'search', key: viewer.id }, () =>
    searchAudience(db, viewer),
  );
}
