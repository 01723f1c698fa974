import { insertCategories, insertDiscussion } from '../features/discussions/test-fixtures';
import { type createTestApp, signUpMember } from '../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A member and one discussion of theirs, in a category of its own: what the generation
 * tests write to (generations.test.ts, generations.postgres.test.ts).
 */
export async function countedDiscussion(app: App) {
  const member = await signUpMember(app);
  const [category] = await insertCategories([{ name: 'Generations', color: '#D4AF37' }]);
  const discussion = await insertDiscussion({
    authorId: member.id,
    categoryId: category.id,
    title: 'Counted',
  });
  return { member, discussionId: discussion.id };
}
