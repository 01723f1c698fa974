/** The live stream's entry: the hook that keeps a signed-in page live (decision 025). */
export { useLiveUpdates } from './use-live-updates';
