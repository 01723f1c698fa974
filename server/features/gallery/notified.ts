import { sql } from 'drizzle-orm';
import { photoHref } from '../../../shared/permalinks';
import { photoAlbums, photoReactions, photos } from '../../../shared/schema/gallery';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type ActivityResolver, type Notified, plainExcerpt } from '../notifications';

/**
 * A member's first reaction to a photo tells its uploader, one entry per photo collapsing
 * the burst ("Ada and 4 others reacted to your photo “Stage”"), unless moderators hid the
 * photo or the reaction was taken back before the fan-out ran. The photo's title names
 * it, else its album's name.
 */
const photoReacted: ActivityResolver<'photo_reaction'> = async (q, { actorId, payload }) => {
  const { photoId } = payload;
  const [p] = await selectRows<{
    title: string;
    description: string | null;
    album_id: number;
    uploaded_by: string;
    hidden: boolean;
    still: boolean;
  }>(
    q as Database,
    sql`select coalesce(nullif(p.title, ''), a.name) as title, p.description, p.album_id,
          p.uploaded_by, p.hidden_at is not null as hidden,
          exists (select 1 from ${photoReactions} x
            where x.item_id = p.id and x.user_id = ${actorId}) as still
        from ${photos} p join ${photoAlbums} a on a.id = p.album_id
        where p.id = ${photoId}`,
  );
  if (!p || p.hidden || !p.still) return null;
  return {
    recipients: [{ id: p.uploaded_by, type: 'reaction', ck: `photo_reaction:${photoId}` }],
    actorId,
    subjectType: 'photo',
    subjectId: photoId,
    // The album, which the link opens the photo in.
    targetId: p.album_id,
    title: p.title,
    excerpt: p.description ? plainExcerpt(p.description) : null,
  };
};

/**
 * What the notifications feature knows of the gallery (decision 025): reactions to photos,
 * and that an entry opens the photo in its album, while the reader may still see it.
 */
export const galleryNotified: Notified = {
  activities: { photo_reaction: photoReacted },
  subjects: {
    photo: {
      href: (row) => photoHref(row.targetId ?? 0, row.subjectId),
      visible: ({ subjectId, seen }) => sql`exists (
          select 1 from ${photos} p where p.id = ${subjectId}::int
            and ${seen(sql.raw('p.hidden_at'), sql.raw('p.uploaded_by'))})`,
    },
  },
};
