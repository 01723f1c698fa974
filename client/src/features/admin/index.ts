/**
 * The admin feature's entry for the rest of the app: what waits on the staff (the user
 * menu's count, and the keys the live stream refreshes). The console itself is a page
 * (app/pages.ts), loaded on its own.
 */
export { STAFF_WAITING_KEYS, useStaffWaiting } from './waiting-api';
