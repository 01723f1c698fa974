// The membership feature's public entry: the join settings other features show.
export { joinSettings } from './settings';
