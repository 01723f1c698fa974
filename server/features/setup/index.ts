/** The first run and the admins' setup checklist (issue 36, decision 048). */
export { firstStepsRoutes, SETUP_BY_PROVIDER, setupChecklistRoutes, setupRoutes } from './routes';
