import { RESOURCE_TYPES } from '../../../shared/contracts/resources';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { ensureRows, formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import { RESOURCE_FORMS, RESOURCE_SUBJECTS, SENTENCES } from './vocabulary';

/** Where the large seed's resources sit when there are no categories yet. */
const FALLBACK_CATEGORIES = ['Guides', 'Templates', 'Recordings', 'Tools'];

/**
 * The library: links, videos and templates with web addresses (no stored files, so a
 * resource row never points at a missing object), across the existing categories.
 */
export async function seedResources(ctx: LargeSeedContext) {
  const { dice, members } = ctx;
  const categories = await ensureRows(
    ctx.db,
    resourceCategories,
    FALLBACK_CATEGORIES.map((name) => ({ name })),
  );
  const rows: (typeof resources.$inferInsert)[] = [];
  for (let id = 1; id <= ctx.sizes.resources; id++) {
    const type = dice.pick(RESOURCE_TYPES);
    const subject = dice.pick(RESOURCE_SUBJECTS);
    const createdAt = dice.dateAround(ctx.now, 900);
    rows.push({
      id,
      title: `${dice.pick(RESOURCE_FORMS)}: ${subject}`,
      type,
      description: `A practical ${type} on ${subject}. ${dice.pick(SENTENCES)}`,
      url: `https://library.example.com/${type}/${id}`,
      duration: type === 'video' ? `${dice.int(5, 90)} min` : null,
      categoryId: dice.pick(categories),
      uploadedBy: dice.pick(members).id,
      downloadCount: dice.skewed(25),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertAll(ctx.db, resources, rows);
  await syncSequence(ctx.db, resources);
  return `${formatCount(rows.length)} resources`;
}
