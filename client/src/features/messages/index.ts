// Messages' public face for other features (re-exports only: vite.config.ts marks feature
// index files side-effect free). The live stream refreshes the inbox, badge and threads.
export { messageQueries } from './api';
