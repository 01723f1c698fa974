import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calendarFeedTokens, type Event } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { requireVisible } from '../../lib/hidden';
import { HttpError, notFound } from '../../lib/http-error';
import {
  FEED_MAX_EVENTS,
  feedTokenColumns,
  findEvent,
  findFeedOwner,
  findFeedToken,
  listFeedEvents,
} from './calendar-queries';
import { findCancelledEvent, listFeedCancellations } from './cancelled';
import { buildCalendar, type IcsEvent } from './ics';
import { EVENT_NOT_FOUND, type EventTarget } from './service';

export const FEED_NOT_FOUND = 'Calendar not found';
export const EVENT_CANCELLED = 'This event was cancelled';
/** How often subscribed apps are asked to re-read the feed. */
const FEED_REFRESH = 'PT1H';

/** 32 random bytes, base64url: 43 characters, the whole secret of a subscription. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** `summer-mixer.ics` from a title; an all-symbol title falls back to `event-12.ics`. */
export function icsFileName(event: { id: number; title: string }) {
  return `${fileSlug(event)}.ics`;
}

/** The event's title as a file name's stem ("founders-breakfast"), else `event-<id>`. */
export function fileSlug(event: { id: number; title: string }) {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `event-${event.id}`;
}

type CalendarConfig = Pick<Config, 'PUBLIC_URL' | 'COMMUNITY_NAME'>;

/**
 * An event as a calendar entry. UIDs must not change with the address a member happened
 * to use, so they carry a fixed domain: the public host when configured, else the
 * community's name.
 */
function eventUid(config: CalendarConfig, eventId: number) {
  const uidDomain = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).host
    : `${config.COMMUNITY_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.roundtable`;
  return `event-${eventId}@${uidDomain}`;
}

function toIcs(config: CalendarConfig, event: Omit<Event, 'createdBy'>): IcsEvent {
  return {
    uid: eventUid(config, event.id),
    title: event.title,
    description: event.description,
    start: event.startDate,
    end: event.endDate,
    location: event.isVirtual ? event.meetingUrl : event.location,
    url: event.isVirtual ? event.meetingUrl : null,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
    sequence: event.sequence,
  };
}

/** A deleted event as its cancellation: the same UID, a higher SEQUENCE, no details. */
function cancelledToIcs(
  config: CalendarConfig,
  event: Awaited<ReturnType<typeof listFeedCancellations>>[number],
): IcsEvent {
  return {
    uid: eventUid(config, event.id),
    title: event.title,
    description: null,
    start: event.startDate,
    end: event.endDate,
    location: null,
    url: null,
    createdAt: event.createdAt,
    updatedAt: event.cancelledAt,
    sequence: event.sequence,
    cancelled: true,
  };
}

/**
 * One event as an .ics file, for any member (404 when there is no such event, or it was
 * hidden by moderators and is not the viewer's; 410 for 30 days after it was deleted, so
 * a calendar app or a saved link learns it is gone for good, not mistyped).
 */
export async function exportEvent(
  db: Database,
  config: CalendarConfig,
  { viewer, eventId }: EventTarget,
) {
  const found = await findEvent(db, eventId);
  if (!found && (await findCancelledEvent(db, eventId))) {
    throw new HttpError(410, EVENT_CANCELLED);
  }
  const event = requireVisible(viewer, found, EVENT_NOT_FOUND);
  const body = buildCalendar({ name: config.COMMUNITY_NAME, events: [toIcs(config, event)] });
  return { body, fileName: icsFileName(event) };
}

/** A member's subscription feed, found by its secret token alone (404 for an unknown one). */
export async function feedCalendar(db: Database, config: CalendarConfig, token: string) {
  const owner = await findFeedOwner(db, token);
  if (!owner) throw notFound(FEED_NOT_FOUND);
  const rows = await listFeedEvents(db, owner);
  const cancelled = await listFeedCancellations(db, owner.id, FEED_MAX_EVENTS);
  return buildCalendar({
    name: config.COMMUNITY_NAME,
    events: [
      ...rows.map((event) => toIcs(config, event)),
      ...cancelled.map((event) => cancelledToIcs(config, event)),
    ],
    refreshInterval: FEED_REFRESH,
  });
}

/** The member's token, made on first ask (two racing first asks agree on one). */
export async function getOrCreateFeedToken(db: Database, viewerId: string) {
  await db
    .insert(calendarFeedTokens)
    .values({ userId: viewerId, token: newFeedToken() })
    .onConflictDoNothing({ target: calendarFeedTokens.userId });
  return (await findFeedToken(db, viewerId))!;
}

/** Revokes the old address by replacing its token: apps still holding it get a 404. */
export async function replaceFeedToken(db: Database, viewerId: string) {
  const token = newFeedToken();
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ userId: viewerId, token })
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { token, createdAt: sql`now()` },
    })
    .returning(feedTokenColumns);
  return row;
}
