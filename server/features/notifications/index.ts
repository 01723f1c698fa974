// The notifications feature's public entry: other features record activity through it,
// and the fan-out turns activity into notifications later.
export { recordActivity } from './record';
