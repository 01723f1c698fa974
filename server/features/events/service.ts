import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { eventAttendees, eventFormSchema, events } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { ATTENDING, findEventView } from './queries';

export const EVENT_NOT_FOUND = 'Event not found';
export const EDIT_OWN_ONLY = 'You can only edit your own events';
export const DELETE_OWN_ONLY = 'You can only delete your own events';
export const MEETING_URL_REQUIRED = 'Meeting URL is required for a virtual event';

const EARLIEST = new Date('2000-01-01T00:00:00Z');
const LATEST = new Date('2101-01-01T00:00:00Z');
const DATE_RANGE_MESSAGE = 'Must be between the years 2000 and 2100';

/**
 * The event dialog's shared rules plus what only the server can insist on: a virtual
 * event needs its meeting address, and dates stay in a range the calendar (and an
 * iCalendar file's four-digit year) can show.
 */
export const eventBodySchema = eventFormSchema.superRefine((event, ctx) => {
  if (event.isVirtual && !event.meetingUrl) {
    ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: MEETING_URL_REQUIRED });
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const date = event[key];
    if (date && (date < EARLIEST || date >= LATEST)) {
      ctx.addIssue({ code: 'custom', path: [key], message: DATE_RANGE_MESSAGE });
    }
  }
});
export type EventBody = z.output<typeof eventBodySchema>;

/**
 * The dialog swaps Location for Meeting URL, so an event is either in a place or online:
 * the field the member could not see is cleared rather than kept stale.
 */
function columnsOf(body: EventBody) {
  return {
    title: body.title,
    description: body.description ?? null,
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    isVirtual: body.isVirtual,
    location: body.isVirtual ? null : (body.location ?? null),
    meetingUrl: body.isVirtual ? (body.meetingUrl ?? null) : null,
    maxAttendees: body.maxAttendees ?? null,
  };
}

/** A new event, created by the member; creating it does not RSVP them (spec-notes). */
export async function createEvent(db: Database, viewerId: string, body: EventBody) {
  const [row] = await db
    .insert(events)
    .values({ ...columnsOf(body), createdBy: viewerId })
    .returning({ id: events.id });
  return (await findEventView(db, viewerId, row.id))!;
}

/**
 * Only the creator edits (decision 001). The event row is locked so an RSVP cannot slip
 * in between counting the attendees and lowering the seats below that count.
 */
export async function updateEvent(db: Database, viewerId: string, id: number, body: EventBody) {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ createdBy: events.createdBy })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.createdBy !== viewerId) throw forbidden(EDIT_OWN_ONLY);
    if (body.maxAttendees != null) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.status, ATTENDING)));
      if (n > body.maxAttendees) {
        const message = `Max attendees cannot be less than the ${n} members already attending`;
        throw badRequest(message, [{ path: 'maxAttendees', message }]);
      }
    }
    await tx.update(events).set(columnsOf(body)).where(eq(events.id, id));
  });
  return (await findEventView(db, viewerId, id))!;
}

/** Only the creator deletes; the RSVPs go with the event (foreign key cascade). */
export async function deleteEvent(db: Database, viewerId: string, id: number) {
  const [deleted] = await db
    .delete(events)
    .where(and(eq(events.id, id), eq(events.createdBy, viewerId)))
    .returning({ id: events.id });
  if (deleted) return;
  const [other] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  throw other ? forbidden(DELETE_OWN_ONLY) : notFound(EVENT_NOT_FOUND);
}
