import { z } from 'zod';
import { memberSummary, timestamp, type Wire } from './common';

/**
 * `GET /api/moderation/revisions/:itemType/:itemId`: one earlier version of an item, as it
 * read before an edit replaced it, newest first. `title` and `categoryId` are a
 * discussion's; `editor` is null once the editor's account is gone.
 */
export const editRevision = z.object({
  id: z.number(),
  title: z.string().nullable(),
  content: z.string(),
  categoryId: z.number().nullable(),
  createdAt: timestamp,
  editor: memberSummary.nullable(),
});
export type EditRevisionItem = Wire<typeof editRevision>;
