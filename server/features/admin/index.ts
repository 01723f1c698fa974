// The admin feature's public entry: what reports needs to suspend a reported member, and
// what the mail worker tells the admins when it gives a message up.
// server/app.ts, the composition root, registers admin's routes from their own files.
export { tellAdminsMailFailed } from './mail-notified';
export { suspend } from './service';
