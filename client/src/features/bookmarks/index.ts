// Bookmarks' public face (issue 37; re-exports only: vite.config.ts marks feature index
// files side-effect free). A page puts a Bookmark button on each item it shows; the jobs
// board, whose Save is a bookmark too, keeps its cards and the Saved page in step.
export { onBookmarkChange, refreshBookmarks } from './api';
export { BookmarkButton } from './bookmark-button';
