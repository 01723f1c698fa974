// The branding feature's public entry (decision 050): the logo's files and the console's
// Branding section; the accent and logo reach `/api/config` through the community's profile.

export { brandedPage } from './head';
export { brandingFileRoutes, brandingSettingsRoutes } from './routes';
