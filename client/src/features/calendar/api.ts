import type {
  AttendanceStatus,
  CalendarEvent,
  CalendarFeed,
  EventAttendee,
  EventForm,
} from '@shared/contracts/events';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { Deletion } from '@/components/delete-with-reason-dialog';
import { dashboardQueries } from '@/features/dashboard';
import { apiRequest, deleteWithReason, getJson, queryClient, saveItem, sendJson } from '@/lib/api';
import { LIST_REFRESH } from '@/lib/freshness';
import { fetchPage } from '@/lib/pages';

export type {
  AttendanceStatus,
  CalendarEvent,
  CalendarFeed,
  EventAttendee,
} from '@shared/contracts/events';
/** A member as an event embeds them (the organiser, an attendee's face). */
export type EventPerson = CalendarEvent['attendeePreview'][number];

/** Spec §9: Upcoming Events shows 5. */
export const UPCOMING_COUNT = 5;
/** Events per page of a month window; the server allows up to 200. */
export const RANGE_PAGE_SIZE = 200;
const FAILED = 'Failed to fetch events';
/** Members per page of the organiser's attendee and waiting lists. */
export const ATTENDEES_PAGE_SIZE = 50;

export const EVENTS_KEY = ['/api/events'] as const;
const FEED_KEY = ['/api/calendar/feed'] as const;

/**
 * Every event touching [from, to), page after page: the month grid marks every day, so
 * it reads the whole window (a six-week window is a page or two).
 */
async function fetchWindow(from: Date, to: Date): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({
      from: from.toISOString(),
      to: to.toISOString(),
      limit: String(RANGE_PAGE_SIZE),
    });
    if (cursor) query.set('cursor', cursor);
    const page = await fetchPage<CalendarEvent>(`${EVENTS_KEY[0]}?${query}`, FAILED);
    events.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return events;
}

/**
 * The calendar's queries, one factory each: every hook and every invalidation reads its
 * key and function from here, so a key can never drift from its URL.
 */
export const eventQueries = {
  all: EVENTS_KEY,
  /** The events touching the month grid [from, to). */
  range: (from: Date, to: Date) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'range', from.toISOString(), to.toISOString()] as const,
      queryFn: () => fetchWindow(from, to),
      ...LIST_REFRESH,
    }),
  /** The next `UPCOMING_COUNT` events starting now or later (the first page of that list). */
  upcoming: () =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'upcoming', UPCOMING_COUNT] as const,
      queryFn: async () =>
        (await fetchPage<CalendarEvent>(`${EVENTS_KEY[0]}?upcoming=${UPCOMING_COUNT}`, FAILED))
          .items,
      ...LIST_REFRESH,
    }),
  /** One event, by its address (`/calendar?event=42`). */
  one: (eventId: number) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'one', eventId] as const,
      queryFn: () => getJson<CalendarEvent>(`${EVENTS_KEY[0]}/${eventId}`),
      retry: false,
    }),
  /** The organiser's attendee list or waiting list, page after page. */
  attendees: (eventId: number, status: AttendanceStatus) =>
    infiniteQueryOptions({
      queryKey: [...EVENTS_KEY, 'attendees', eventId, status] as const,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ status, limit: String(ATTENDEES_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<EventAttendee>(
          `${EVENTS_KEY[0]}/${eventId}/attendees?${query}`,
          'Failed to fetch attendees',
        );
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  /** The member's private subscription address. */
  feed: () =>
    queryOptions({
      queryKey: FEED_KEY,
      queryFn: () => getJson<CalendarFeed>(FEED_KEY[0]),
    }),
};

/** The events touching the month grid [from, to). */
export function useEventsInRange(from: Date, to: Date) {
  return useQuery({
    ...eventQueries.range(from, to),
    // Paging months keeps the last month on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingEvents() {
  return useQuery(eventQueries.upcoming());
}

/** Every events list and the dashboard's "n Events This Week" refetch after a change. */
function invalidateEvents() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventQueries.all }),
    queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
  ]);
}

export type EventPayload = Omit<EventForm, 'startDate' | 'endDate'> & {
  startDate: Date;
  endDate: Date | null;
};

export function useSaveEvent(eventId: number | null) {
  return useMutation({
    mutationFn: (body: EventPayload) => saveItem<CalendarEvent>(EVENTS_KEY[0], eventId, body),
    onSuccess: invalidateEvents,
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: ({ id, reason }: Deletion) => deleteWithReason(`${EVENTS_KEY[0]}/${id}`, reason),
    onSuccess: invalidateEvents,
  });
}

/** One event as the calendar's address names it. */
export function useEvent(eventId: number | null) {
  return useQuery({ ...eventQueries.one(eventId ?? 0), enabled: eventId !== null });
}

/** The organiser's attendee list or waiting list. */
export function useAttendees(eventId: number, status: AttendanceStatus) {
  return useInfiniteQuery(eventQueries.attendees(eventId, status));
}

/**
 * Attend (`true`: a seat, or a place on the waiting list of a full event; the answer is
 * the event, which says which) or cancel attendance / leave the waiting list (`false`).
 */
export function useAttendance(eventId: number) {
  return useMutation({
    mutationFn: async (attend: boolean): Promise<CalendarEvent | null> => {
      const url = `${EVENTS_KEY[0]}/${eventId}/attendance`;
      if (attend) return sendJson<CalendarEvent>('POST', url);
      await apiRequest('DELETE', url);
      return null;
    },
    // A refusal ('This event has already ended') also means the list is stale: refetch.
    onSettled: invalidateEvents,
  });
}

/** The member saw "A seat opened up — you're going": not shown again. */
export function useDismissSeatOpened(eventId: number) {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', `${EVENTS_KEY[0]}/${eventId}/seat-opened`);
    },
    onSettled: invalidateEvents,
  });
}

/** The organiser's CSV export of the attendees and waiting list. */
export const attendeesCsvUrl = (eventId: number) => `${EVENTS_KEY[0]}/${eventId}/attendees.csv`;

/** The event's own address, to share: the calendar opens its dialog on its month. */
export const eventPermalink = (eventId: number) =>
  `${window.location.origin}/calendar?event=${eventId}`;

export const eventIcsUrl = (eventId: number) => `${EVENTS_KEY[0]}/${eventId}.ics`;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...eventQueries.feed(), enabled });
}

export function useResetCalendarFeed() {
  return useMutation({
    mutationFn: () => sendJson<CalendarFeed>('POST', `${FEED_KEY[0]}/reset`),
    onSuccess: (feed) => queryClient.setQueryData(eventQueries.feed().queryKey, feed),
  });
}
