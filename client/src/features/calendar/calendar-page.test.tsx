import type { CalendarEvent } from '@shared/contracts/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { loadPage, renderApp } from '@/test/render-app';

beforeAll(() => loadPage('/calendar'));

const viewer = member();
/** Today at `hour`, so the event sits on the day the page opens on. */
const today = (hour: number) => {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

function calendarEvent(overrides: Partial<CalendarEvent>): CalendarEvent {
  return {
    id: 1,
    title: 'Founders Breakfast',
    description: null,
    startDate: today(12),
    endDate: null,
    location: null,
    isVirtual: false,
    meetingUrl: null,
    createdBy: 'someone-else',
    maxAttendees: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    creator: {
      id: 'someone-else',
      firstName: 'Olga',
      lastName: 'Organiser',
      email: null,
      profileImageUrl: null,
    },
    attendeeCount: 0,
    isAttending: false,
    isFull: false,
    attendeePreview: [],
    waitingCount: 0,
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

const dayList = () => screen.findByRole('list', { name: /^Events on \d\d\/\d\d\/\d{4}$/ });

describe('Event calendar', () => {
  it('reads every page of the month window', async () => {
    const first = calendarEvent({ id: 1, title: 'Morning mixer', startDate: today(9) });
    const second = calendarEvent({ id: 2, title: 'Evening panel', startDate: today(18) });
    const server = fakeServer({
      ...signedIn(viewer),
      'GET /api/events?upcoming=5': reply([]),
      'GET /api/events': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? json([second], 200, { 'X-Total-Count': '2' })
          : json([first], 200, {
              'X-Total-Count': '2',
              Link: '</api/events?limit=200&cursor=page-2>; rel="next"',
            }),
    });
    renderApp('/calendar');
    const list = await dayList();
    expect(await within(list).findByText('Evening panel')).toBeTruthy();
    expect(within(list).getByText('Morning mixer')).toBeTruthy();
    const windows = server.calls.filter((c) => c.startsWith('GET /api/events?from='));
    expect(windows).toHaveLength(2);
    expect(windows[0]).toContain('limit=200');
    expect(windows[1]).toContain('cursor=page-2');
  });

  it('opens the edit dialog from canEdit, not from comparing ids', async () => {
    // The viewer's own id as creator, yet the server says no: the read-only view.
    const notEditable = calendarEvent({
      id: 3,
      title: 'Read-only talk',
      createdBy: viewer.id,
      creator: { ...calendarEvent({}).creator, id: viewer.id },
    });
    // Someone else's, yet the server says yes: the edit dialog, with Delete from canDelete.
    const editable = calendarEvent({
      id: 4,
      title: 'Editable workshop',
      startDate: today(15),
      mine: true,
      canEdit: true,
      canDelete: true,
    });
    fakeServer({
      ...signedIn(viewer),
      'GET /api/events?upcoming=5': reply([]),
      'GET /api/events': reply([notEditable, editable], 200, { 'X-Total-Count': '2' }),
    });
    const user = userEvent.setup();
    renderApp('/calendar');
    const list = await dayList();

    await user.click(await within(list).findByRole('button', { name: /Read-only talk/ }));
    const view = await screen.findByRole('dialog', { name: 'Read-only talk' });
    expect(within(view).getByText('Olga Organiser')).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The organiser's own opens as members see it too, with Edit Event as an action (issue
    // 37), which swaps it for the edit dialog with the focus in it.
    await user.click(within(list).getByRole('button', { name: /Editable workshop/ }));
    const own = await screen.findByRole('dialog', { name: 'Editable workshop' });
    expect(within(own).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'Edit Event' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(edit).getByRole('button', { name: 'Delete' })).toBeTruthy();
    // The organiser's seat is asked for on a new event only (decision 065).
    expect(within(edit).queryByRole('switch', { name: "I'm attending" })).toBeNull();
    await waitFor(() => expect(edit.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Editable workshop' })).toBeNull();
  });
});

describe("a moderator deleting someone else's event (decision 022)", () => {
  it('reads it, then deletes it from its Moderate menu with a reason', async () => {
    const event = calendarEvent({ id: 7, canDelete: true, deleteNeedsReason: true });
    let sent: unknown = null;
    const server = fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/events?upcoming=5': reply([]),
      'GET /api/events': reply([event], 200, { 'X-Total-Count': '1' }),
      'DELETE /api/events/7': async (request) => {
        sent = await request.json();
        server.answer({ 'GET /api/events': reply([], 200, { 'X-Total-Count': '0' }) });
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/calendar');
    const list = await dayList();
    await user.click(await within(list).findByRole('button', { name: /Founders Breakfast/ }));
    const view = await screen.findByRole('dialog', { name: 'Founders Breakfast' });
    expect(within(view).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(view).queryByRole('button', { name: /^Hide/ })).toBeNull();
    await user.click(within(view).getByRole('button', { name: 'Moderate' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(dialog.textContent).toContain('“Founders Breakfast” by Olga Organiser');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(sent).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Event deleted successfully')).length).toBeGreaterThan(0);
    expect(sent).toEqual({ reason: 'Duplicate' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates an event with the organiser attending unless they switch it off', async () => {
    const sent: unknown[] = [];
    fakeServer({
      ...signedIn(viewer),
      'GET /api/events?upcoming=5': reply([]),
      'GET /api/events': reply([], 200, { 'X-Total-Count': '0' }),
      'POST /api/events': async (request) => {
        sent.push(await request.json());
        return json(calendarEvent({ id: 9, mine: true, canEdit: true }), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/calendar');
    for (const switchOff of [false, true]) {
      await user.click(await screen.findByRole('button', { name: 'Add Event' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create New Event' });
      const attending = within(dialog).getByRole('switch', { name: "I'm attending" });
      expect(attending.getAttribute('aria-checked')).toBe('true');
      if (switchOff) await user.click(attending);
      await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Demo night');
      await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(sent).toMatchObject([
      { title: 'Demo night', attending: true },
      { title: 'Demo night', attending: false },
    ]);
  });
});
