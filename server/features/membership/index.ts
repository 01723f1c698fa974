// The membership feature's public entry: the join settings other features show.

// What signing up asks of membership, handed to auth at startup (server/auth/joining.ts).
export { joining } from './joining';
export { joinSettings } from './settings';
