// Reactions' public face (issue 37, decision 061; re-exports only: vite.config.ts marks
// feature index files side-effect free). A page showing an item puts its bar under it and
// says where it keeps the item (`ReactionCache`), so a toggle updates it there.
export type { ReactionCache } from './api';
export { ReactionBar, type ReactionBarProps } from './reaction-bar';
