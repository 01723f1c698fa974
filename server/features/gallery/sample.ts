import type { FastifyRequest } from 'fastify';
import type { Answer } from '../../../shared/contracts/common';
import type { photo as photoContract } from '../../../shared/contracts/gallery';
import { photos } from '../../../shared/schema/gallery';
import type { Database } from '../../db/client';
import { keptAnswer } from '../../lib/generations';
import { visibleTo } from '../../lib/hidden';
import { KeptAnswers } from '../../lib/kept-answers';
import type { Page } from '../../lib/pagination';
import { isStaff, type Viewer } from '../../lib/policy';
import { photoRowsByIds, readSamplePool, sampleAlbumRows } from './queries';
import { withPermissions } from './service';

type SamplePool = Awaited<ReturnType<typeof readSamplePool>>;

/**
 * What the dashboard carousel's pick across the whole gallery draws from: every photo's
 * id, kept until a photo changes (one per app). Drawing in memory and reading the drawn
 * rows by their ids is a few primary-key lookups however large the gallery, where
 * `order by random()` sorts every photo, and random ids between the smallest and largest
 * come short when deletions left gaps (then a second statement had to make up for it).
 */
export const samplePoolStore = () => new KeptAnswers(1);

/** The ids `viewer` may see: staff every one, anyone else the shown and their own hidden. */
const idsFor = (pool: SamplePool, viewer: Viewer) => {
  if (isStaff(viewer)) return [...pool.shown, ...pool.hidden.map((h) => h.id)];
  const own = pool.hidden.filter((h) => h.owner === viewer.id).map((h) => h.id);
  return own.length === 0 ? pool.shown : [...pool.shown, ...own];
};

/** `count` distinct ids drawn uniformly from `ids` (all of them, shuffled, if fewer). */
export function drawIds(ids: readonly number[], count: number, random = Math.random): number[] {
  if (ids.length <= count * 2) {
    const all = [...ids];
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [all[i], all[j]] = [all[j], all[i]];
    }
    return all.slice(0, count);
  }
  // Far more ids than asked for: redraw the few that repeat instead of copying them all.
  const drawn = new Set<number>();
  while (drawn.size < count) drawn.add(ids[Math.floor(random() * ids.length)]);
  return [...drawn];
}

/** `sample` photos at random (the dashboard carousel): a new pick at every call. */
export async function samplePhotos(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  viewer: Viewer,
  q: { albumId?: number; sample: number },
): Promise<Page<Answer<typeof photoContract>>> {
  // Checked again on the rows: the pool is as old as the gallery's generation at most.
  const visible = visibleTo(viewer, { hiddenAt: photos.hiddenAt, authorId: photos.uploadedBy });
  let rows: Awaited<ReturnType<typeof photoRowsByIds>>;
  if (q.albumId) {
    rows = await sampleAlbumRows(db, viewer.id, { albumId: q.albumId, sample: q.sample, visible });
  } else {
    const pool = await keptAnswer(db, request, { kept, domain: 'gallery', key: 'pool' }, () =>
      readSamplePool(db),
    );
    const ids = drawIds(idsFor(pool, viewer), q.sample);
    const byId = new Map((await photoRowsByIds(db, viewer.id, ids, visible)).map((r) => [r.id, r]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }
  const items = rows.map((row) => withPermissions(viewer, row));
  return { items, total: items.length, nextCursor: null };
}
