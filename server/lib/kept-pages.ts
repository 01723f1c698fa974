import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { type KeptDomain, keptAnswer } from './generations';
import { type Audience, audienceKey, ownerAudience, sharedAudience } from './hidden';
import { KeptAnswers } from './kept-answers';
import type { EncodedPage } from './pagination';
import { isStaff, type Viewer } from './policy';

/**
 * How many pages a list domain keeps. A page is up to ~100 KB of JSON (a directory page of
 * 50 cards with their skills), so this bounds a domain to ~20 MB at worst; the pages
 * members ask for again and again (the first ones, the common filters) stay.
 */
const MAX_KEPT_PAGES = 200;

/** The kept pages of one list domain, one per app (a route plugin makes it). */
export const keptPagesStore = () => new KeptAnswers(MAX_KEPT_PAGES);

/** A list's page as one audience sees it: what a kept page holds (decision 045). */
export interface SharedPage<Row> {
  rows: Row[];
  /** Each row's shared fields, encoded (server/lib/viewer-fields.ts). */
  kept: string[];
  nextCursor: string | null;
  total?: number;
}

/**
 * A page of a hot list, kept per audience until its domain's generation moves, with what
 * is the viewer's own joined in (decision 045). Every viewer starts from their shared
 * audience's page (staff, or every member); `own` gives their fields for its rows and
 * says whether they own something moderators hid (decision 021), in which case the page
 * they see is theirs alone and is read (and kept) for them, and `own` asked again.
 */
export async function keptPage<Page extends SharedPage<unknown>, Own>(
  db: Queryable,
  request: FastifyRequest,
  viewer: Viewer,
  options: {
    kept: KeptAnswers;
    domain: KeptDomain;
    /** Everything the page depends on besides its audience: route, parameters, cursor. */
    question: unknown[];
    read: (audience: Audience) => Promise<Page>;
    own: (page: Page) => Promise<{ ownsHidden: boolean; fields: Own[] }>;
    /** The page's JSON for this viewer, its kept parts joined with their own fields. */
    join: (page: Page, fields: Own[]) => string;
  },
): Promise<EncodedPage> {
  const { kept, domain, question, read, own, join } = options;
  const pageFor = (audience: Audience) =>
    keptAnswer(
      db,
      request,
      { kept, domain, key: JSON.stringify([audienceKey(audience), ...question]) },
      () => read(audience),
    );
  let page = await pageFor(sharedAudience(viewer));
  let mine = await own(page);
  if (mine.ownsHidden && !isStaff(viewer)) {
    page = await pageFor(ownerAudience(viewer));
    mine = await own(page);
  }
  return { json: join(page, mine.fields), nextCursor: page.nextCursor, total: page.total };
}
