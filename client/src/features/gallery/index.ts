// The gallery's public face for other features (re-exports only: vite.config.ts marks
// feature index files side-effect free). Live hints refetch a photo's open copies with
// its keys, which come without the gallery's fetching code.
export { photoKeys } from './keys';
