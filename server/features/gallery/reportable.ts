import { sql } from 'drizzle-orm';
import { photoHref } from '../../../shared/permalinks';
import { photos } from '../../../shared/schema/gallery';
import { type Reportable, tableReportable } from '../reports';
import { deletePhoto } from './service';

/**
 * A photo as the reports feature sees it (decision 021): its link needs its album, its
 * delete releases the image. Its caption is plain text, not Markdown.
 */
export const photoReportable: Reportable = {
  kind: 'photo',
  ...tableReportable({
    table: photos,
    id: photos.id,
    author: photos.uploadedBy,
    hiddenAt: photos.hiddenAt,
    hiddenBy: photos.hiddenBy,
    label: sql<string>`coalesce(${photos.title}, ${photos.fileName})`,
    numeric: true,
  }),
  remove: {
    how: 'own-transaction',
    run: (db, store, actor, { key, reason }) =>
      deletePhoto(db, store, { actor, photoId: key, reason }),
  },
  queue: {
    from: sql`${photos}`,
    match: (key) => sql`${photos.id} = ${key}::int`,
    author: sql`${photos.uploadedBy}`,
    hidden: sql`${photos.hiddenAt} is not null`,
    title: sql`${photos.title}`,
    excerpt: sql`left(${photos.description}, 300)`,
    linkId: sql`${photos.albumId}`,
  },
  href: (id, albumId) => photoHref(albumId ?? 0, id),
  markdown: false,
};
