import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { AttendanceStatus, eventAttendee } from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { authorize } from '../../lib/policy';
import { MAX_INT } from '../../lib/sql';
import { findEvent } from './calendar-queries';
import { fileSlug } from './calendar-service';
import { toCsv } from './csv';
import {
  countBefore,
  findEventOwner,
  listAllAttendees,
  listAttendeeRows,
  WAITING,
} from './queries';
import { EVENT_NOT_FOUND, type EventsConfig, type EventTarget } from './service';

type EventAttendee = Answer<typeof eventAttendee>;

const idCursor = z.object({ id: z.number().int().min(0).max(MAX_INT) });

/**
 * One page of an event's attendees or its waiting list, in the order they joined, for
 * the organiser only (`event.attendees`); the waiting list carries each member's place.
 */
export async function listAttendees(
  db: Database,
  target: EventTarget,
  query: { status: AttendanceStatus; limit: number; cursor?: string },
): Promise<Page<EventAttendee>> {
  const event = await findEventOwner(db, target.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  authorize(target.viewer, 'event.attendees', event);
  const after = decodeCursor(query.cursor, idCursor);
  const { rows, total } = await listAttendeeRows(db, {
    eventId: target.eventId,
    status: query.status,
    limit: query.limit,
    afterId: after?.id ?? null,
  });
  const page = takePage(rows, query.limit, (r) => ({ id: r.id }));
  const first = page.items[0];
  const before =
    query.status === WAITING && first
      ? await countBefore(db, { eventId: target.eventId, status: WAITING, id: first.id })
      : 0;
  return {
    items: page.items.map(({ id: _, status, ...row }, i) => ({
      ...row,
      status: status as AttendanceStatus,
      position: status === WAITING ? before + i + 1 : null,
    })),
    nextCursor: page.nextCursor,
    total,
  };
}

/** "2026-11-24 18:00" in the community's time zone: what a spreadsheet sorts and reads. */
function localTime(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The attendees, then the waiting list in order, as CSV for the organiser: every row of
 * both (an export is the whole list), with the file name the download is saved under.
 */
export async function exportAttendees(db: Database, config: EventsConfig, target: EventTarget) {
  const event = await findEvent(db, target.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  authorize(target.viewer, 'event.attendees', event);
  const rows = await listAllAttendees(db, target.eventId);
  const zone = config.COMMUNITY_TIME_ZONE;
  let place = 0;
  const body = toCsv([
    [
      'Status',
      'Waiting list place',
      'First name',
      'Last name',
      'Email',
      'Title',
      'Company',
      `Joined (${zone})`,
      `Seat opened (${zone})`,
    ],
    ...rows.map((r) => [
      r.status === WAITING ? 'Waiting' : 'Attending',
      r.status === WAITING ? ++place : '',
      r.member.firstName,
      r.member.lastName,
      r.member.email,
      r.member.title,
      r.member.company,
      localTime(r.joinedAt, zone),
      r.promotedAt ? localTime(r.promotedAt, zone) : '',
    ]),
  ]);
  return { body, fileName: `${fileSlug(event)}-attendees.csv` };
}
