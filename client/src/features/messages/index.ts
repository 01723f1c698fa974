// Messages' public face for other features (re-exports only: vite.config.ts marks feature
// index files side-effect free). The live stream refreshes the inbox, badge and threads.
// The message dialog is exported as a loader, so it stays in its own chunk.
export { messageQueries } from './api';

export const loadMessageDialog = () => import('./message-dialog').then((m) => m.MessageDialog);
