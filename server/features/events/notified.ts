import { sql } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/contracts/choices';
import { eventHref } from '../../../shared/permalinks';
import { eventAttendees, events } from '../../../shared/schema/events';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import type { Activity, ActivityResolver, Delivery, Notified } from '../notifications';

/** An event's members going to it, as recipients of `type` (uncollapsed). */
const attendeesOf = (eventId: number, type: NotificationType) => sql`
  select a.user_id as id, ${type}::text as type, null::text as ck
  from ${eventAttendees} a where a.event_id = ${eventId} and a.status = 'attending'`;

/**
 * An RSVP (its creator hears), a change (its attendees), a seat opened (the members the
 * waiting list moved up): about the event as it is now, and nothing of a hidden one.
 */
const eventActivity = async (
  q: Queryable,
  activity: Extract<Activity, { kind: 'event_rsvp' | 'event_changed' | 'seat_opened' }>,
): Promise<Delivery | null> => {
  const { eventId } = activity.payload;
  const [e] = await selectRows<{ title: string; created_by: string; hidden: boolean }>(
    q as Database,
    sql`select title, created_by, hidden_at is not null as hidden
        from ${events} where id = ${eventId}`,
  );
  if (!e || e.hidden) return null;
  const recipients =
    activity.kind === 'event_rsvp'
      ? [{ id: e.created_by, type: 'event_rsvp' as const, ck: `event_rsvp:${eventId}` }]
      : activity.kind === 'seat_opened'
        ? activity.payload.userIds.map((id) => ({ id, type: 'seat_opened' as const, ck: null }))
        : attendeesOf(eventId, 'event_changed');
  return {
    recipients,
    actorId: activity.actorId,
    // A seat is handed over by the waiting list, not by whoever freed it.
    anonymous: activity.kind === 'seat_opened',
    subjectType: 'event',
    subjectId: eventId,
    targetId: null,
    title: e.title,
    excerpt: null,
  };
};

/** A deleted event: its rows are gone, so its title and attendees travel in the payload. */
const eventCancelled: ActivityResolver<'event_cancelled'> = async (_q, { actorId, payload }) => {
  const { eventId, title, attendeeIds } = payload;
  return {
    recipients: attendeeIds.map((id) => ({ id, type: 'event_cancelled', ck: null })),
    actorId,
    subjectType: 'event',
    subjectId: eventId,
    targetId: null,
    title,
    excerpt: null,
  };
};

/**
 * What the notifications feature knows of events: an entry opens the calendar's event
 * dialog, or the calendar for a cancelled one.
 */
export const eventsNotified: Notified = {
  activities: {
    event_rsvp: eventActivity,
    event_changed: eventActivity,
    seat_opened: eventActivity,
    event_cancelled: eventCancelled,
  },
  subjects: {
    event: {
      href: (row) => (row.type === 'event_cancelled' ? '/calendar' : eventHref(row.subjectId)),
      // A cancelled event is gone by design, and its entry stays.
      visible: ({ type, subjectId, seen }) => sql`${type} = 'event_cancelled' or exists (
          select 1 from ${events} e where e.id = ${subjectId}::int
            and ${seen(sql.raw('e.hidden_at'), sql.raw('e.created_by'))})`,
    },
  },
};
