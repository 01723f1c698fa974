// Joining's public face for other features (re-exports only): the application's questions,
// which the sign-up form asks in approval mode. The pages load through the route table.
export { ApplicationFields } from './application-fields';
