import type { CalendarEvent } from '@shared/contracts/events';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const viewer = member();
const HOUR = 3600 * 1000;
/** `hours` from now, on the whole hour. */
const fromNow = (hours: number) => {
  const date = new Date(Date.now() + hours * HOUR);
  date.setMinutes(0, 0, 0);
  return date.toISOString();
};

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 42,
    title: 'Port of Houston tour',
    description: null,
    startDate: fromNow(48),
    endDate: fromNow(50),
    location: null,
    isVirtual: false,
    meetingUrl: null,
    createdBy: 'olga',
    maxAttendees: 2,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    creator: {
      id: 'olga',
      firstName: 'Olga',
      lastName: 'Organiser',
      email: null,
      profileImageUrl: null,
    },
    attendeeCount: 2,
    isAttending: false,
    isFull: true,
    attendeePreview: [],
    waitingCount: 3,
    waitingPosition: null,
    seatOpened: false,
    timeZone: 'America/Chicago',
    canSeeAttendees: false,
    hidden: false,
    canReport: true,
    mine: false,
    canEdit: false,
    canDelete: false,
    deleteNeedsReason: false,
    ...overrides,
  };
}

/** The calendar opened at the event's own address, with `more` answers. */
function openAt(shown: CalendarEvent, more: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    ...signedIn(viewer),
    'GET /api/events?upcoming=5': reply([]),
    'GET /api/events': reply([], 200, { 'X-Total-Count': '0' }),
    [`GET /api/events/${shown.id}`]: reply(shown),
    ...more,
  });
  renderApp(`/calendar?event=${shown.id}`);
  return server;
}

/**
 * The toast, found by its variant attribute: while a modal dialog is open Radix hides the
 * rest of the page from the accessibility tree, so a role query cannot see it.
 */
const expectToast = (text: string) =>
  vi.waitFor(
    () => expect(document.querySelector('li[data-variant]')?.textContent).toContain(text),
    { timeout: 4000 },
  );

const dialog = (name = 'Port of Houston tour') => screen.findByRole('dialog', { name });
const attendance = async () => within(await dialog()).getByRole('region', { name: 'Attendance' });

describe('the event dialog, by the member’s RSVP', () => {
  // The first test of the file loads the calendar page's module cold: a longer budget.
  it('opens from its shared address, on its month, with the time zone on its times', {
    timeout: 15_000,
  }, async () => {
    const shown = event({ startDate: '2030-07-04T23:00:00.000Z', endDate: null });
    openAt(shown);
    const view = await dialog();
    expect(view.textContent).toContain('07/04/2030 · 6:00 PM CDT');
    expect(await screen.findByRole('heading', { name: 'July 2030' })).toBeTruthy();
    expect(window.location.search).toBe('?event=42');
  });

  it("names its organiser and the first attendees, each linking to the member's profile", async () => {
    openAt(
      event({
        attendeePreview: [
          {
            id: 'ann',
            firstName: 'Ann',
            lastName: 'Lee',
            email: null,
            profileImageUrl: null,
          },
        ],
      }),
    );
    const view = await dialog();
    expect(within(view).getByRole('link', { name: 'Olga Organiser' }).getAttribute('href')).toBe(
      '/members/olga',
    );
    const faces = within(view).getByRole('list', { name: 'Attendees' });
    expect(within(faces).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe(
      '/members/ann',
    );
  });

  it('a removed organizer: Former member, no link, and a note that it may not go ahead', async () => {
    openAt(
      event({
        creator: {
          id: 'olga',
          firstName: null,
          lastName: null,
          email: null,
          profileImageUrl: null,
          former: true,
        },
      }),
    );
    const view = await dialog();
    expect(view.textContent).toContain('Organized by Former member');
    expect(within(view).queryByRole('link', { name: 'Former member' })).toBeNull();
    expect(view.textContent).toContain(
      'The organizer has left the community, so this event may not go ahead as planned.',
    );
  });

  it('going: says so, with Cancel attendance', async () => {
    openAt(event({ isAttending: true }));
    const section = await attendance();
    expect(within(section).getByRole('status').textContent).toBe("You're going");
    expect(within(section).getByRole('button', { name: 'Cancel attendance' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Attend|Join waiting list/ })).toBeNull();
  });

  it('waiting #2: shows the place, and Leave waiting list cancels the RSVP', async () => {
    const server = openAt(event({ waitingPosition: 2 }), {
      'DELETE /api/events/42/attendance': () => new Response(null, { status: 204 }),
    });
    const section = await attendance();
    expect(within(section).getByRole('status').textContent).toBe("You're on the waiting list (#2)");
    expect(within(section).getByTestId('attendee-count').textContent).toBe(
      '2 of 2 attending · 3 waiting',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Leave waiting list' }));
    await expectToast('You left the waiting list');
    expect(server.calls).toContain('DELETE /api/events/42/attendance');
  });

  it('full: Join waiting list, answered with the place', async () => {
    const server = openAt(event(), {
      'POST /api/events/42/attendance': () =>
        json(event({ waitingPosition: 4, waitingCount: 4 }), 201),
    });
    const section = await attendance();
    expect(within(section).getByText('Full')).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toContain('This event is full');
    await userEvent.click(within(section).getByRole('button', { name: 'Join waiting list' }));
    await expectToast("You're on the waiting list (#4)");
    expect(server.calls).toContain('POST /api/events/42/attendance');
  });

  it('ended: read-only, no Attend or Cancel', async () => {
    openAt(event({ startDate: fromNow(-5), endDate: fromNow(-3), isAttending: true }));
    const section = await attendance();
    expect(within(section).getByRole('status').textContent).toBe('This event has ended');
    expect(
      within(section).queryByRole('button', {
        name: /Attend|Cancel attendance|waiting list/,
      }),
    ).toBeNull();
  });

  it('a seat opened: the notice once, and the server is told it was seen', async () => {
    const server = openAt(event({ isAttending: true, seatOpened: true, waitingCount: 2 }), {
      'DELETE /api/events/42/seat-opened': () => new Response(null, { status: 204 }),
    });
    const section = await attendance();
    expect(within(section).getByRole('status').textContent).toBe("A seat opened up — you're going");
    await vi.waitFor(() => expect(server.calls).toContain('DELETE /api/events/42/seat-opened'));
    expect(server.calls.filter((c) => c.includes('seat-opened'))).toHaveLength(1);
  });

  it('copies the event’s own address', async () => {
    openAt(event());
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const section = await attendance();
    await userEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/calendar?event=42`);
    await expectToast('Link copied');
  });

  it('says so when the shared event does not exist', async () => {
    fakeServer({
      ...signedIn(viewer),
      'GET /api/events?upcoming=5': reply([]),
      'GET /api/events': reply([], 200, { 'X-Total-Count': '0' }),
      'GET /api/events/7': reply({ message: 'Event not found' }, 404),
    });
    renderApp('/calendar?event=7');
    await expectToast('Event not found');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the organiser’s attendee lists', () => {
  const person = (id: string, firstName: string) => ({
    id,
    firstName,
    lastName: 'Member',
    email: `${id}@example.com`,
    profileImageUrl: null,
    title: 'CFO',
    company: 'Acme',
  });

  it('lists attendees and the waiting list in order, with the CSV export', async () => {
    const mine = event({ canSeeAttendees: true, canEdit: true, canDelete: true });
    openAt(mine, {
      'GET /api/events/42/attendees?status=attending&limit=50': reply(
        [
          {
            member: person('a', 'Ana'),
            status: 'attending',
            position: null,
            joinedAt: '2026-01-01T00:00:00.000Z',
            promotedAt: null,
          },
        ],
        200,
        { 'X-Total-Count': '1' },
      ),
      'GET /api/events/42/attendees?status=waiting&limit=50': reply(
        [
          {
            member: person('b', 'Bo'),
            status: 'waiting',
            position: 1,
            joinedAt: '2026-01-01T00:00:00.000Z',
            promotedAt: null,
          },
          {
            member: person('c', 'Cy'),
            status: 'waiting',
            position: 2,
            joinedAt: '2026-01-01T00:00:00.000Z',
            promotedAt: null,
          },
        ],
        200,
        { 'X-Total-Count': '2' },
      ),
    });
    // The organiser opens it as members see it, with who is going.
    const edit = await dialog();
    const csv = within(edit).getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/api/events/42/attendees.csv');
    await userEvent.click(within(edit).getByRole('button', { name: 'Attendees and waiting list' }));
    const going = await within(edit).findByRole('list', { name: 'Attending (1)' });
    expect(going.textContent).toBe('AMAna MemberCFO at Acme');
    const waiting = await within(edit).findByRole('list', { name: 'Waiting list (2)' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1BMBo MemberCFO at Acme', '#2CMCy MemberCFO at Acme']);
    // Every name links to the member's profile (the avatar beside it is a twin out of the tab order).
    expect(within(going).getByRole('link', { name: 'Ana Member' }).getAttribute('href')).toBe(
      '/members/a',
    );
    expect(
      within(waiting)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/members/b', '/members/c']);
  });

  it('is not offered to other members', async () => {
    openAt(event());
    const section = await attendance();
    expect(within(section).queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(
      within(section).queryByRole('button', { name: 'Attendees and waiting list' }),
    ).toBeNull();
  });
});
