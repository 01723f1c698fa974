// The events feature's public entry: what removing a member needs (cancelling their
// events, promoting the waiting list).
export { recordCancelledEvents } from './cancelled';
export { ATTENDING, promoteWaiting } from './queries';
