// The About page's public entry: its routes.
export { aboutRoutes, aboutSettingsRoutes } from './routes';
