import { sql } from 'drizzle-orm';
import { eventHref } from '../../../shared/permalinks';
import { events } from '../../../shared/schema/events';
import { type Reportable, tableReportable } from '../reports';
import { deleteEvent } from './service';

/**
 * An event as the reports feature sees it (decision 021). Its staff delete runs its own
 * transaction (it records the cancellation the feeds show for 30 days), as it always has.
 */
export const eventReportable: Reportable = {
  kind: 'event',
  ...tableReportable({
    table: events,
    id: events.id,
    author: events.createdBy,
    hiddenAt: events.hiddenAt,
    hiddenBy: events.hiddenBy,
    label: sql<string>`${events.title}`,
    numeric: true,
  }),
  remove: {
    how: 'own-transaction',
    run: (db, _store, actor, { key, reason }) => deleteEvent(db, { actor, eventId: key, reason }),
  },
  queue: {
    from: sql`${events}`,
    match: (key) => sql`${events.id} = ${key}::int`,
    author: sql`${events.createdBy}`,
    hidden: sql`${events.hiddenAt} is not null`,
    title: sql`${events.title}`,
    excerpt: sql`left(${events.description}, 300)`,
  },
  href: (id) => eventHref(id),
  markdown: true,
};
