import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Audience } from '../../lib/hidden';
import { isStaff, type Viewer } from '../../lib/policy';

/**
 * The search generation (migration 0033; `is_called` tells a fresh sequence from one
 * advanced once, both at 1) and the viewer's audience, in one statement read before the
 * search. Reading the generation first matters: a write that lands between it
 * and the search only makes the answer newer than its generation says.
 */
export async function searchScope(
  db: Database,
  viewer: Viewer,
): Promise<{ generation: bigint; audience: Audience }> {
  const staff = isStaff(viewer);
  // The partial indexes of migration 0033 hold only hidden rows: a few index entries each.
  const owns = (table: string, column: string) =>
    sql`exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${viewer.id} and hidden_at is not null)`;
  const hasHidden = staff
    ? sql`false`
    : sql.join(
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
  const result = (await db.execute(
    sql`select (select last_value + is_called::int from search_generation)::text as generation,
      ${hasHidden} as has_hidden`,
  )) as unknown as { rows: { generation: string; has_hidden: boolean }[] };
  const [row] = result.rows;
  return {
    generation: BigInt(row.generation),
    audience: { staff, owner: row.has_hidden ? viewer.id : null },
  };
}
