// The dashboard's public face for other features (re-exports only). The page itself is
// loaded lazily by client/src/app/member-page-loaders.ts and is deliberately not exported here.
export { DASHBOARD_KEY, dashboardQueries } from './api';
