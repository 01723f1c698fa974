import { ChevronDown, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { MemberLink } from '@/components/member-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import {
  type AttendanceStatus,
  attendeesCsvUrl,
  type CalendarEvent,
  type EventAttendee,
  useAttendees,
} from './api';

/** One member: avatar and name (linking to their profile), and "title at company" when they gave one. */
function Person({ attendee }: { attendee: EventAttendee }) {
  const { member } = attendee;
  const role = [member.title, member.company].filter(Boolean).join(' at ');
  return (
    <li className="flex min-w-0 items-center gap-3 py-2">
      {attendee.position !== null ? (
        <span className="w-7 shrink-0 text-right text-sm font-semibold tabular-nums">
          #{attendee.position}
        </span>
      ) : null}
      <MemberLink
        member={member}
        show="avatar"
        decorative
        avatarClassName="size-8"
        fallbackClassName="text-xs"
      />
      <span className="min-w-0">
        <MemberLink member={member} className="flex text-sm font-medium" />
        {role ? (
          <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {role}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** The attendees or the waiting list, a page at a time. */
function PeopleList({
  eventId,
  status,
  title,
  empty,
}: {
  eventId: number;
  status: AttendanceStatus;
  title: string;
  empty: string;
}) {
  const query = useAttendees(eventId, status);
  const headingId = useId();
  const people = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? people.length;
  return (
    <div className="grid min-w-0 content-start gap-1">
      <h3 id={headingId} className="text-sm font-semibold">
        {title} ({query.data ? total : '…'})
      </h3>
      {query.isLoading ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading</span>
          <Skeleton className="h-8 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive-text">
          Failed to fetch attendees
        </p>
      ) : people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y">
          {people.map((a) => (
            <Person key={a.member.id} attendee={a} />
          ))}
        </ul>
      )}
      <LoadMore pages={query} label={`Show more ${title.toLowerCase()}`} />
    </div>
  );
}

/**
 * The organiser's view of who is coming: the attendees and the waiting list in order,
 * loaded when opened, and the CSV export of both.
 */
export function AttendeesPanel({ event }: { event: CalendarEvent }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-3 border-t pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          className="-ml-2"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
          Attendees and waiting list
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={attendeesCsvUrl(event.id)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="grid gap-4 sm:grid-cols-2">
          <PeopleList
            eventId={event.id}
            status="attending"
            title="Attending"
            empty="Nobody has RSVPed yet."
          />
          <PeopleList
            eventId={event.id}
            status="waiting"
            title="Waiting list"
            empty="Nobody is waiting."
          />
        </div>
      ) : null}
    </div>
  );
}
