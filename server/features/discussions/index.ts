// The discussions feature's public entry: the queries and answers that editing,
// notifications and member removal share with discussions.
export {
  findCategoryForPost,
  findDiscussionState,
  findReplyView,
  resetLastActivitySql,
  TOMBSTONE,
} from './queries';
export { REPLY_NOT_FOUND, toReply } from './replies-service';
export {
  CATEGORY_ARCHIVED,
  CATEGORY_NOT_FOUND,
  DISCUSSION_NOT_FOUND,
  getDiscussion,
} from './service';
