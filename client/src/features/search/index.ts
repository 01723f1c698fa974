// Search's public face for the frame (re-exports only: vite.config.ts marks feature index
// files side-effect free).
export { SearchLauncher } from './search-launcher';
