// Discussions' public face for other features (re-exports only: vite.config.ts marks feature
// index files side-effect free). The console's categories refresh the forum's list with it.
export { discussionQueries } from './api';
// Search's results show a discussion's category as the list does.
export { CategoryBadge } from './category-badge';
