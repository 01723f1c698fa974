import { type SQL, sql } from 'drizzle-orm';
import { STAFF_NOTIFICATION_TYPES } from '../../../shared/contracts/choices';
import { users } from '../../../shared/schema/users';
import { rolesAllowedTo } from '../../lib/policy';
import type { EntryColumns } from './registry';

type StaffType = keyof typeof STAFF_NOTIFICATION_TYPES;

const roleList = (type: StaffType) =>
  sql.join(
    rolesAllowedTo(STAFF_NOTIFICATION_TYPES[type]).map((role) => sql`${role}`),
    sql`, `,
  );

/**
 * Every member whose role lets them act on a staff queue, as the fan-out's recipients
 * (`id`, `type`, `ck`): one unread row per queue, so a burst of applications is "3 new
 * applications", not three rows. The fan-out keeps only active, unsuspended members.
 */
export const staffRecipients = (type: StaffType): SQL =>
  sql`select ${users.id} as id, ${type} as type, ${type} as ck from ${users}
      where ${users.role} in (${roleList(type)})`;

/**
 * An entry about a staff queue is seen only while its reader may still act on it: a
 * demoted admin's old "new application" rows leave their bell.
 */
export const stillStaff =
  (type: StaffType) =>
  (entry: EntryColumns): SQL =>
    sql`exists (select 1 from ${users} s where s.id = ${entry.viewerId}
      and s.role in (${roleList(type)}))`;
