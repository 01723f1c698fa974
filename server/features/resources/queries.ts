import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { objectUploads } from '../../../shared/schema/objects';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, exactTime } from '../../lib/pagination';
import { likeContains, qualified } from '../../lib/sql';
import { downloadName } from '../../storage/disposition';
import { judgedTypeOf } from '../../storage/sniff';

/** A resource with its uploader's name, its category's name and its file's, from one join. */
const resourceColumns = {
  resource: resources,
  uploader: memberSummaryColumns,
  category: { id: resourceCategories.id, name: resourceCategories.name },
  // Flat, not a nested object: Drizzle would null the object when the name alone is null.
  uploadName: objectUploads.fileName,
  uploadType: objectUploads.contentType,
};

/** The upload behind a resource's `/objects/<key>` address (none for a web link). */
const fileOfResource = and(
  sql`${resources.url} like '/objects/%'`,
  eq(objectUploads.key, sql`substr(${resources.url}, 10)`),
);

type Row = NonNullable<Awaited<ReturnType<typeof findResourceRow>>>;
const toResponse = ({ resource, uploader, category, uploadName, uploadType }: Row) => ({
  ...resource,
  uploader,
  category,
  // The name the file downloads as (the member's, else the title, with its real extension).
  fileName:
    uploadType != null ? downloadName(uploadName, judgedTypeOf(uploadType), resource.title) : null,
});

/**
 * The categories by name with how many resources each holds; `viewerId` set, those
 * moderators hid count only for their uploader (decision 021), unset (staff) they all count.
 */
export async function listCategoryRows(db: Database, viewerId: string | null) {
  const shown =
    viewerId === null ? sql`true` : sql`(r.hidden_at is null or r.uploaded_by = ${viewerId})`;
  return db
    .select({
      id: resourceCategories.id,
      name: resourceCategories.name,
      description: resourceCategories.description,
      resourceCount: sql<number>`(select count(*)::int from ${resources} r
        where r.category_id = ${qualified(resourceCategories.id)} and ${shown})`,
    })
    .from(resourceCategories)
    .orderBy(resourceCategories.name);
}

export interface ResourceFilters {
  categoryId?: number;
  type?: string;
  search?: string;
}

/**
 * One page of resources newest first after the cursor (plus one row to tell whether
 * another page exists), and how many match in all; search matches title or description
 * case-insensitively (spec §4, on the server).
 */
export async function listResourceRows(
  db: Database,
  q: ResourceFilters & {
    limit: number;
    after: { createdAt: string; id: number } | null;
    /** What moderators hid, for a viewer who may not see it (decision 021). */
    visible?: SQL;
  },
) {
  const filters: (SQL | undefined)[] = [
    q.visible,
    q.categoryId ? eq(resources.categoryId, q.categoryId) : undefined,
    q.type ? eq(resources.type, q.type) : undefined,
    // One ILIKE over title and description joined (a line break between, so a term never
    // spans the two) rather than one each: the scan of the library is the search's cost.
    q.search
      ? sql`(${resources.title} || E'\n' || coalesce(${resources.description}, '')) ilike ${likeContains(q.search)}`
      : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...resourceColumns, sortTime: exactTime(resources.createdAt) })
      .from(resources)
      .leftJoin(users, eq(users.id, resources.uploadedBy))
      .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
      .leftJoin(objectUploads, fileOfResource)
      .where(and(where, beyondCursor(resources, q.after, 'desc')))
      .orderBy(desc(resources.createdAt), desc(resources.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...toResponse(r), sortTime: r.sortTime })),
    total: total.n,
  };
}

async function findResourceRow(db: Database, id: number) {
  const [row] = await db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(users, eq(users.id, resources.uploadedBy))
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .leftJoin(objectUploads, fileOfResource)
    .where(eq(resources.id, id));
  return row ?? null;
}

export async function findResourceView(db: Database, id: number) {
  const row = await findResourceRow(db, id);
  return row ? toResponse(row) : null;
}

/** The row itself (its uploader, address and size), optionally locked for the transaction. */
export async function findResource(db: Queryable, id: number, lock?: 'for update') {
  const query = db
    .select({ uploadedBy: resources.uploadedBy, url: resources.url, fileSize: resources.fileSize })
    .from(resources)
    .where(eq(resources.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
