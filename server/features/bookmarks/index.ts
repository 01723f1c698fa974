// The bookmarks feature's public entry: the jobs board's Save is a bookmark (decision 063).
// server/app.ts, the composition root, registers the bookmarks' routes from their own file.
export { setBookmark } from './service';
