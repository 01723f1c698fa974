import { sql } from 'drizzle-orm';
import { resourceHref } from '../../../shared/permalinks';
import { resources } from '../../../shared/schema/resources';
import { type Reportable, tableReportable } from '../reports';
import { deleteResource } from './service';

/** A resource as the reports feature sees it (decision 021); its delete releases its document. */
export const resourceReportable: Reportable = {
  kind: 'resource',
  ...tableReportable({
    table: resources,
    id: resources.id,
    author: resources.uploadedBy,
    hiddenAt: resources.hiddenAt,
    hiddenBy: resources.hiddenBy,
    label: sql<string>`${resources.title}`,
    numeric: true,
  }),
  remove: {
    how: 'own-transaction',
    run: (db, store, actor, { key, reason }) =>
      deleteResource(db, store, { actor, resourceId: key, reason }),
  },
  queue: {
    from: sql`${resources}`,
    match: (key) => sql`${resources.id} = ${key}::int`,
    author: sql`${resources.uploadedBy}`,
    hidden: sql`${resources.hiddenAt} is not null`,
    title: sql`${resources.title}`,
    excerpt: sql`left(${resources.description}, 300)`,
  },
  href: (id) => resourceHref(id),
  markdown: true,
};
