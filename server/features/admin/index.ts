// The admin feature's public entry: what reports needs to suspend a reported member.
// server/app.ts, the composition root, registers admin's routes from their own files.
export { suspend } from './service';
