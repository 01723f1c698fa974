// The messages feature's public entry: what editing needs to find a thread's opening
// message, and the answers other features share with it.
export { findThreadOpening } from './queries';
export { MESSAGE_REMOVED_TEXT } from './reportable';
export { MEMBER_LEFT, MESSAGE_NOT_FOUND, THREAD_NOT_FOUND } from './service';
