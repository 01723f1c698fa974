import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { calendarEvent } from '../../../shared/contracts/events';
import { events } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import { type Audience, visibleToAudience } from '../../lib/hidden';
import type { KeptAnswers } from '../../lib/kept-answers';
import { keptPage, type SharedPage } from '../../lib/kept-pages';
import { decodeCursor, type EncodedPage, takePage } from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { MAX_INT } from '../../lib/sql';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { listEventsInRange, listUpcomingEvents, ownRsvpsOf, type SharedEventView } from './queries';
import { type EventsConfig, eventAbilities } from './service';

/** The cursor of the events lists: the last row's exact start and its id. */
const startCursor = z.object({
  startDate: z.iso.datetime(),
  id: z.number().int().min(0).max(MAX_INT),
});

/**
 * A window (`from`, `to`: the month view) or the events starting now or later (the side
 * list), never every event ever: one page at a time in start order, with the total.
 */
export type EventListQuery = ({ from: Date; to: Date } | { upcoming: true }) & {
  limit: number;
  cursor?: string;
};

/** What of a listed event is the viewer's own: their RSVP, what they may do, the zone. */
const eventItem = viewerFieldsOf(calendarEvent, [
  'isAttending',
  'waitingPosition',
  'seatOpened',
  'timeZone',
  'canSeeAttendees',
  'canReport',
  'mine',
  'canEdit',
  'canDelete',
  'deleteNeedsReason',
]);

async function readSharedEvents(
  db: Database,
  audience: Audience,
  query: EventListQuery,
): Promise<SharedPage<SharedEventView>> {
  const q = {
    limit: query.limit,
    after: decodeCursor(query.cursor, startCursor),
    visible: visibleToAudience(audience, { hiddenAt: events.hiddenAt, authorId: events.createdBy }),
  };
  const { rows, total } =
    'upcoming' in query
      ? await listUpcomingEvents(db, q)
      : await listEventsInRange(db, { ...q, from: query.from, to: query.to });
  const page = takePage(rows, query.limit, (r) => ({ startDate: r.sortTime, id: r.id }));
  return { rows: page.items, kept: eventItem.encodeShared(page.items), ...page, total };
}

/**
 * A page of the calendar (a window, or what is upcoming), each event with the viewer's
 * RSVP and what they may do. The page as its audience sees it is kept until an event, an
 * RSVP or an organiser's or attendee's profile changes (decision 045; "upcoming" also
 * moves with the clock, which a kept page follows within its minute); the viewer's RSVPs
 * come from one small statement (`ownRsvpsOf`) and are joined in.
 */
export function listEvents(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  config: EventsConfig,
  viewer: Viewer,
  query: EventListQuery,
): Promise<EncodedPage> {
  const window =
    'upcoming' in query ? ['upcoming'] : [query.from.toISOString(), query.to.toISOString()];
  return keptPage(db, request, viewer, {
    kept,
    domain: 'events',
    question: [...window, query.limit, query.cursor],
    read: (audience) => readSharedEvents(db, audience, query),
    own: async (page) => {
      const { ownsHidden, rsvps } = await ownRsvpsOf(
        db,
        viewer.id,
        page.rows.map((row) => row.id),
      );
      const fields = page.rows.map((row) => {
        const rsvp = rsvps.get(row.id);
        const abilities = eventAbilities(viewer, config, row);
        // Named one by one, not spread (eventAbilities says why).
        return {
          isAttending: rsvp?.isAttending ?? false,
          waitingPosition: rsvp?.waitingPosition ?? null,
          seatOpened: rsvp?.seatOpened ?? false,
          timeZone: abilities.timeZone,
          canSeeAttendees: abilities.canSeeAttendees,
          canReport: abilities.canReport,
          mine: abilities.mine,
          canEdit: abilities.canEdit,
          canDelete: abilities.canDelete,
          deleteNeedsReason: abilities.deleteNeedsReason,
        };
      });
      return { ownsHidden, fields };
    },
    join: (page, fields) => eventItem.join(page.kept, fields),
  });
}
