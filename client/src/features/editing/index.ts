export { EditedMarkWithVersions } from './earlier-versions';
