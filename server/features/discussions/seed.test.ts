import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  discussionReplies,
  discussions,
  discussionViews,
} from '../../../shared/schema/discussions';
import { seededRandom } from '../../db/seed/context';
import { seedDiscussions } from '../../db/seed/discussions';
import { seedMembers } from '../../db/seed/members';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { testDatabase, testDataDir } from '../../test/harness';
import { insertCategories } from './test-fixtures';

describe('seedDiscussions', () => {
  it('fills every category with threads, nested replies, one pinned and one locked', async () => {
    const { db } = await testDatabase();
    const categories = await insertCategories([
      { name: 'General' },
      { name: 'Events' },
      { name: 'A category the community added' },
    ]);
    const store = await openObjectStore(loadConfig({ DATA_DIR: testDataDir() }));
    const ctx = { db, store, members: [], random: seededRandom() };
    await seedMembers(ctx);

    expect(await seedDiscussions(ctx)).toMatch(/^\d+ discussions with \d+ replies$/);

    const rows = await db.select().from(discussions);
    for (const category of categories) {
      expect(rows.some((d) => d.categoryId === category.id)).toBe(true);
    }
    expect(rows.filter((d) => d.isPinned)).toHaveLength(1);
    expect(rows.filter((d) => d.isLocked)).toHaveLength(1);
    const nested = await db
      .select({ id: discussionReplies.id })
      .from(discussionReplies)
      .where(isNotNull(discussionReplies.parentReplyId));
    expect(nested).toHaveLength(3);
    for (const d of rows) {
      const views = await db
        .select()
        .from(discussionViews)
        .where(eq(discussionViews.discussionId, d.id));
      expect(views).toHaveLength(d.viewCount);
      expect(views.some((v) => v.userId === d.authorId)).toBe(false);
    }
  });
});
