import { localTimeNote } from '@/lib/zoned-time';
import type { Zoned } from './calendar-dates';

/**
 * "(3:00 AM JST, your time)" beside an event's time, for a member whose device is in another
 * zone than the event: the event's own time stays first, as everyone else reads it.
 */
export function LocalTime({ event }: { event: Zoned }) {
  const note = localTimeNote(event);
  return note ? <span data-testid="local-time">({note})</span> : null;
}
