import { format, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { CalendarSync, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { useConfig } from '@/lib/config';
import { preloadOnIntent } from '@/lib/lazy-component';
import { idFromSearch } from '@/lib/links';
import { zonedDay, zonedStartOfDay } from '@/lib/zoned-time';
import { type CalendarEvent, useEvent, useEventsInRange, useUpcomingEvents } from './api';
import { formatDate, monthGrid, occursOn } from './calendar-dates';
import { EventList } from './event-list';
import { MonthGrid } from './month-grid';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const EventFormDialog = lazyDialog(() =>
  import('./event-form-dialog').then((m) => m.EventFormDialog),
);

// An event's details (its description's Markdown with them) download once the month has
// painted, so the first open is instant and the first paint does not wait for them.
const EventDetailsDialog = lazyDialog(() =>
  import('./event-details-dialog').then((m) => m.EventDetailsDialog),
);

// The calendar feed's dialog (and Radix's dialog with it) downloads when first opened.
const SubscribeDialog = lazyDialog(() =>
  import('./subscribe-dialog').then((m) => m.SubscribeDialog),
);

const CALENDAR_PATH = '/calendar';

/** The event an address names (`/calendar?event=42`), or null. */
function eventIdOf(search: string) {
  return idFromSearch(search, 'event');
}

/**
 * The event calendar (spec §2): the month with a selected day, that day's events, the
 * next five, Add Event. An event the member may edit (their own, says the server) opens
 * the edit dialog; anyone else's opens the read-only view with Attend (decision 001).
 * An open event is in the address (`/calendar?event=42`), so it can be shared: opening
 * that address shows the event's month and day with its dialog open.
 */
export function CalendarPage() {
  const [selected, setSelected] = useState(() => startOfDay(new Date()));
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const openedId = eventIdOf(useSearch());
  const [snapshot, setSnapshot] = useState<CalendarEvent | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  // The dialogs open from plain buttons, not Radix triggers, so they are told where
  // focus goes back to on closing: the button or event that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };

  // The grid's days are the community's: the month is asked for from its first day's
  // midnight there, and each event is filed by its date in its own zone.
  const { timeZone } = useConfig().config;
  const { from, to } = monthGrid(month);
  const monthEvents = useEventsInRange(
    zonedStartOfDay(from, timeZone),
    zonedStartOfDay(to, timeZone),
  );
  const upcoming = useUpcomingEvents();

  const selectDay = (day: Date) => {
    setSelected(startOfDay(day));
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
  };

  const hasEvents = (monthEvents.data?.length ?? 0) + (upcoming.data?.length ?? 0) > 0;
  useEffect(() => {
    if (hasEvents) EventDetailsDialog.preload();
  }, [hasEvents]);

  const dayEvents = useMemo(
    () => (monthEvents.data ?? []).filter((e) => occursOn(e, selected)),
    [monthEvents.data, selected],
  );

  // An address naming an event not on screen (a shared link) asks for it by its id.
  const listed = [...(monthEvents.data ?? []), ...(upcoming.data ?? [])].find(
    (e) => e.id === openedId,
  );
  const linked = useEvent(
    openedId !== null && !listed && snapshot?.id !== openedId ? openedId : null,
  );
  // The open event is read from the latest lists, so an RSVP or an edit shows at once.
  const current =
    openedId === null
      ? null
      : (listed ??
        (linked.data?.id === openedId ? linked.data : null) ??
        (snapshot?.id === openedId ? snapshot : null));

  // A shared address: go to the event's month and day once it is known (events opened
  // from the page are already on screen); an unknown one says so and leaves the calendar.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!current || shown.current === current.id) return;
    shown.current = current.id;
    // Kept as the fallback, so the single-event query stops (its month's list has it now,
    // and a delete does not refetch it into a 404).
    setSnapshot(current);
    const day = zonedDay(current.startDate, current.timeZone);
    setSelected(day);
    setMonth(startOfMonth(day));
  }, [current]);
  useEffect(() => {
    if (!linked.isError) return;
    toast({
      variant: 'destructive',
      title: 'Event not found',
      description: 'It may have been deleted by its organizer.',
    });
    navigate(CALENDAR_PATH, { replace: true });
  }, [linked.isError, navigate]);

  // Everyone opens an event as members see it; whoever may edit it (its organiser, by the
  // server's policy) gets Edit Event there, which swaps it for the edit dialog (issue 37).
  const [editing, setEditing] = useState(false);
  const editable = current?.canEdit === true && editing;
  // The details dialog closing because Edit was chosen hands focus to the form, not back
  // to the row that opened it.
  const toEdit = useRef(false);
  const open = (event: CalendarEvent) => {
    rememberOpener();
    setSnapshot(event);
    shown.current = event.id;
    navigate(`${CALENDAR_PATH}?event=${event.id}`, { replace: true });
  };
  const close = () => {
    setCreating(false);
    setEditing(false);
    if (openedId !== null) navigate(CALENDAR_PATH, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Event Calendar"
        description="Professional events and workshops in the community."
        actions={
          <>
            <Button
              variant="outline"
              {...preloadOnIntent(SubscribeDialog.preload)}
              onClick={() => {
                rememberOpener();
                setSubscribing(true);
              }}
            >
              <CalendarSync aria-hidden="true" />
              Subscribe
            </Button>
            <Button
              onClick={() => {
                rememberOpener();
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" />
              Add Event
            </Button>
          </>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card>
            <CardContent className="p-3 sm:p-6">
              <MonthGrid
                month={month}
                selected={selected}
                events={monthEvents.data ?? []}
                isLoading={monthEvents.isFetching}
                onSelect={selectDay}
                onOpen={open}
                onMonthChange={(next) => {
                  setMonth(next);
                  setSelected(next);
                }}
              />
            </CardContent>
          </Card>

          <Card aria-labelledby="day-heading">
            <CardHeader>
              <CardTitle id="day-heading" role="heading" aria-level={2}>
                Events on {format(selected, 'EEEE')}, {formatDate(selected)}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <EventList
                label={`Events on ${formatDate(selected)}`}
                events={dayEvents}
                isLoading={monthEvents.isLoading}
                isError={monthEvents.isError}
                empty="No events on this day."
                onOpen={open}
              />
            </CardContent>
          </Card>
        </div>

        <Card aria-labelledby="upcoming-heading" className="min-w-0 self-start">
          <CardHeader>
            <CardTitle id="upcoming-heading" role="heading" aria-level={2}>
              Upcoming Events
            </CardTitle>
          </CardHeader>
          <CardContent>
            <EventList
              label="Upcoming Events"
              events={upcoming.data}
              isLoading={upcoming.isLoading}
              isError={upcoming.isError}
              empty="No upcoming events. Add one for the community."
              onOpen={open}
            />
          </CardContent>
        </Card>
      </div>

      <EventFormDialog
        open={creating || editable}
        onOpenChange={(isOpen) => !isOpen && close()}
        event={editable ? current : null}
        day={selected}
        onCloseAutoFocus={returnFocus}
      />
      <EventDetailsDialog
        open={current !== null && !editable}
        event={current && !editable ? current : null}
        onOpenChange={(isOpen) => !isOpen && close()}
        onEdit={
          current?.canEdit
            ? () => {
                toEdit.current = true;
                setEditing(true);
              }
            : undefined
        }
        onCloseAutoFocus={(focusEvent) => {
          if (!toEdit.current) return returnFocus(focusEvent);
          toEdit.current = false;
          focusEvent.preventDefault();
        }}
      />
      <SubscribeDialog
        open={subscribing}
        onOpenChange={setSubscribing}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}
