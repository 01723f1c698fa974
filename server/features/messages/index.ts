// The messages feature's public entry: what editing needs to find a conversation and
// answer a message as the thread does, and the answers other features share with it.
export { isMessageRead, visibleSince } from './queries';
export { MESSAGE_REMOVED_TEXT } from './reportable';
export {
  MEMBER_LEFT,
  MESSAGE_NOT_FOUND,
  recipientOf,
  THREAD_NOT_FOUND,
  threadFor,
} from './service';
