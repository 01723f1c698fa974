import { and, count, eq } from 'drizzle-orm';
import { eventAttendees, events } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { ATTENDING } from './queries';
import { EVENT_NOT_FOUND } from './service';

export const EVENT_FULL = 'This event is full';
export const EVENT_ENDED = 'This event has already ended';

/**
 * RSVPs the member. Returns true when a seat was taken now, false when they already had
 * one (attending twice is a no-op). Capacity is decided under a row lock on the event:
 * two members racing for the last seat queue on the lock, and the second one counts the
 * first one's seat, so exactly one gets it — on PostgreSQL through `FOR UPDATE`, on
 * PGlite because its one connection runs transactions one at a time.
 */
export async function attendEvent(db: Database, viewerId: string, eventId: number) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        maxAttendees: events.maxAttendees,
        startDate: events.startDate,
        endDate: events.endDate,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!event) throw notFound(EVENT_NOT_FOUND);

    const mine = and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewerId));
    const [existing] = await tx
      .select({ status: eventAttendees.status })
      .from(eventAttendees)
      .where(mine);
    if (existing?.status === ATTENDING) return false;

    if ((event.endDate ?? event.startDate) < new Date()) throw conflict(EVENT_ENDED);
    if (event.maxAttendees !== null) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, ATTENDING)));
      if (n >= event.maxAttendees) throw conflict(EVENT_FULL);
    }
    await tx
      .insert(eventAttendees)
      .values({ eventId, userId: viewerId, status: ATTENDING })
      .onConflictDoUpdate({
        target: [eventAttendees.eventId, eventAttendees.userId],
        set: { status: ATTENDING },
      });
    return true;
  });
}

/** Gives the seat back. Idempotent: cancelling when not attending changes nothing. */
export async function cancelAttendance(db: Database, viewerId: string, eventId: number) {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  await db
    .delete(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewerId)));
}
