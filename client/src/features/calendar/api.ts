import type { EventForm } from '@shared/schema/forms/events';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, queryClient } from '@/lib/api';

export interface EventPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** An event as every `/api/events` answer carries it (creator and attendance embedded). */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  location: string | null;
  isVirtual: boolean;
  meetingUrl: string | null;
  createdBy: string;
  maxAttendees: number | null;
  createdAt: string;
  updatedAt: string;
  creator: EventPerson & { email: string | null };
  attendeeCount: number;
  isAttending: boolean;
  isFull: boolean;
  /** The first few members to RSVP. */
  attendeePreview: EventPerson[];
}

export interface CalendarFeed {
  url: string;
  webcalUrl: string;
  createdAt: string;
}

/** Spec §9: Upcoming Events shows 5. */
export const UPCOMING_COUNT = 5;
const EVENTS_KEY = '/api/events';
/** The dashboard's query (its card counts this week's events). */
const DASHBOARD_KEY = ['/api/dashboard'];

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch events');
  return (await res.json()) as T;
}

/** The events touching the month grid [from, to). */
export function useEventsInRange(from: Date, to: Date) {
  const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return useQuery<CalendarEvent[]>({
    queryKey: [EVENTS_KEY, 'range', params.toString()],
    queryFn: () => getJson(`${EVENTS_KEY}?${params}`),
    // Paging months keeps the last month on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingEvents() {
  return useQuery<CalendarEvent[]>({
    queryKey: [EVENTS_KEY, 'upcoming', UPCOMING_COUNT],
    queryFn: () => getJson(`${EVENTS_KEY}?upcoming=${UPCOMING_COUNT}`),
  });
}

/** Every events list and the dashboard's "n Events This Week" refetch after a change. */
function invalidateEvents() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

export type EventPayload = Omit<EventForm, 'startDate' | 'endDate'> & {
  startDate: Date;
  endDate: Date | null;
};

export function useSaveEvent(eventId: number | null) {
  return useMutation({
    mutationFn: async (body: EventPayload): Promise<CalendarEvent> => {
      const res = eventId
        ? await apiRequest('PUT', `${EVENTS_KEY}/${eventId}`, body)
        : await apiRequest('POST', EVENTS_KEY, body);
      return res.json();
    },
    onSuccess: invalidateEvents,
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: async (eventId: number) => {
      await apiRequest('DELETE', `${EVENTS_KEY}/${eventId}`);
    },
    onSuccess: invalidateEvents,
  });
}

/** Attend (`true`) or cancel attendance (`false`). */
export function useAttendance(eventId: number) {
  return useMutation({
    mutationFn: async (attend: boolean) => {
      await apiRequest(attend ? 'POST' : 'DELETE', `${EVENTS_KEY}/${eventId}/attendance`);
    },
    // A refusal ('This event is full') also means the list is stale: refetch either way.
    onSettled: invalidateEvents,
  });
}

export const eventIcsUrl = (eventId: number) => `${EVENTS_KEY}/${eventId}.ics`;

const FEED_KEY = ['/api/calendar/feed'] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery<CalendarFeed>({ queryKey: FEED_KEY, enabled });
}

export function useResetCalendarFeed() {
  return useMutation({
    mutationFn: async (): Promise<CalendarFeed> =>
      (await apiRequest('POST', '/api/calendar/feed/reset')).json(),
    onSuccess: (feed) => queryClient.setQueryData(FEED_KEY, feed),
  });
}
