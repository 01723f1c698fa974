// The members feature's public entry: the answer a staff delete of a profile gets.
// server/app.ts, the composition root, registers members's routes from their own files.
export { NO_PROFILE_DELETE } from './reportable';
