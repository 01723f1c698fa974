import type { ReportItemType } from '../../../shared/contracts/choices';
import { events } from '../../../shared/schema/events';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { jobPostings } from '../../../shared/schema/jobs';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { testDatabase } from '../../test/harness';
import { insertCategories, insertDiscussion, insertReply } from '../discussions/test-fixtures';
import { insertMessage } from '../messages/test-fixtures';

/**
 * One item of each kind written by `authorId` (a message goes to `recipientId`), straight
 * to the tables: what the reports tests report, hide and delete. Returns each kind's id.
 */
export async function insertItemsOf(
  authorId: string,
  recipientId: string,
): Promise<Record<ReportItemType, string>> {
  const { db } = await testDatabase();
  const tag = Math.random().toString(36).slice(2, 8);
  const [category] = await insertCategories([{ name: `Reports ${tag}` }]);
  const discussion = await insertDiscussion({
    authorId,
    categoryId: category.id,
    title: 'Cheap watches here',
    content: 'Buy now',
  });
  const reply = await insertReply({ discussionId: discussion.id, authorId, content: 'Rude words' });
  const message = await insertMessage({
    senderId: authorId,
    recipientId,
    content: 'Unwanted message',
  });
  const [job] = await db
    .insert(jobPostings)
    .values({
      title: 'Too good to be true',
      company: 'Acme',
      description: 'Send money first',
      jobType: 'remote',
      postedBy: authorId,
    })
    .returning();
  const [resourceCategory] = await db
    .insert(resourceCategories)
    .values({ name: `Reports ${tag}` })
    .returning();
  const [resource] = await db
    .insert(resources)
    .values({
      title: 'Dodgy link',
      type: 'link',
      url: 'https://example.com',
      categoryId: resourceCategory.id,
      uploadedBy: authorId,
    })
    .returning();
  const [album] = await db
    .insert(photoAlbums)
    .values({ name: 'Album', createdBy: authorId })
    .returning();
  const [photo] = await db
    .insert(photos)
    .values({
      albumId: album.id,
      title: 'A photo',
      fileName: 'a.png',
      objectPath: `test/${tag}.png`,
      uploadedBy: authorId,
    })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ title: 'Party', startDate: new Date(Date.now() + 86_400_000), createdBy: authorId })
    .returning();
  return {
    discussion: String(discussion.id),
    reply: String(reply.id),
    message: String(message.id),
    profile: authorId,
    job: String(job.id),
    resource: String(resource.id),
    photo: String(photo.id),
    event: String(event.id),
  };
}
