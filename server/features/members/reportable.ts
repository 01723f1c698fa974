import { sql } from 'drizzle-orm';
import { memberHref } from '../../../shared/permalinks';
import { users } from '../../../shared/schema/users';
import { type Reportable, tableReportable } from '../reports';

export const NO_PROFILE_DELETE = 'A profile cannot be deleted: hide it or suspend the member';

/**
 * A member's profile as the reports feature sees it (decision 021): the member's own row,
 * whose "author" is the member; only an active member's profile can be reported. Staff hide
 * it or suspend the member; it is never deleted from the queue.
 */
export const profileReportable: Reportable = {
  kind: 'profile',
  ...tableReportable({
    table: users,
    id: users.id,
    author: users.id,
    hiddenAt: users.profileHiddenAt,
    hiddenBy: users.profileHiddenBy,
    label: sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), 'Unnamed member')`,
    live: sql`${users.membership} = 'active'`,
    numeric: false,
  }),
  remove: { how: 'refused', message: NO_PROFILE_DELETE },
  // The queue still shows a profile whose member left the active list, unless removed.
  queue: {
    from: sql`${users}`,
    match: (key) => sql`${users.id} = ${key} and ${users.membership} <> 'removed'`,
    author: sql`${users.id}`,
    hidden: sql`${users.profileHiddenAt} is not null`,
    title: sql`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
    excerpt: sql`left(${users.bio}, 300)`,
  },
  href: (id) => memberHref(id),
  markdown: false,
};
