import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ABILITIES_OF_ROLE,
  failWith,
  fakeServer,
  json,
  member,
  reply,
  signedIn,
} from '@/test/fake-server';
import { findToast, loadPage, renderApp } from '@/test/render-app';
import type { AdminMember } from './api';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });

function row(overrides: Partial<AdminMember> = {}): AdminMember {
  return {
    id: 'member-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    profileImageUrl: null,
    title: null,
    company: null,
    role: 'member',
    joinedAt: '2026-01-05T10:00:00.000Z',
    emailVerifiedAt: '2026-01-05T10:00:00.000Z',
    suspended: false,
    suspendedUntil: null,
    suspensionReason: null,
    ...overrides,
  };
}

const grace = row();
const list = (rows: AdminMember[], total = rows.length, headers: Record<string, string> = {}) =>
  reply(rows, 200, { 'X-Total-Count': String(total), ...headers });

async function openAction(name: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

// The first test used to fail on a loaded machine while the page's modules compiled.
beforeAll(() => loadPage('/admin'));

describe('admin page access', () => {
  it('a plain member sees "Only admins and moderators can see this page." and no list is asked for', async () => {
    const server = fakeServer({ ...signedIn(member()) });
    renderApp('/admin');
    expect(await screen.findByText('Only admins and moderators can see this page.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(server.calls.some((call) => call.startsWith('GET /api/admin'))).toBe(false);
  });

  it('the user menu has no Admin item for a plain member', async () => {
    fakeServer({ ...signedIn(member()) });
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });

  it("shows the console the session's abilities name, whatever the role says", async () => {
    // The role is only shown; what the page offers is the server's answer.
    fakeServer({
      ...signedIn(member({ role: 'member', abilities: ABILITIES_OF_ROLE.admin })),
      'GET /api/admin/members': list([grace]),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeTruthy();
  });

  it('a moderator (abilities: moderate, not administer) gets the reports queue alone', async () => {
    fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/moderation/reports': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/admin');
    expect(await screen.findByText('Review what members reported.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reports']);
  });

  it('an admin role the server gives no console abilities sees neither console nor menu item', async () => {
    fakeServer({ ...signedIn(member({ role: 'admin', abilities: ABILITIES_OF_ROLE.member })) });
    renderApp('/admin');
    expect(await screen.findByText('Only admins and moderators can see this page.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });

  it("the user menu's Admin item opens the console for an admin", async () => {
    fakeServer({ ...signedIn(admin), 'GET /api/admin/members': list([grace]) });
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
  });
});

describe('admin members list', () => {
  it('lists members with role, address, joined date, suspension and reason, and the total', async () => {
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list(
        [
          grace,
          row({
            id: 'member-3',
            firstName: 'Alan',
            lastName: 'Turing',
            email: 'alan@example.com',
            role: 'moderator',
            suspended: true,
            suspendedUntil: '2027-07-04T17:30:00.000Z',
            suspensionReason: 'Spam in discussions',
          }),
          row({
            id: 'member-4',
            firstName: 'Ida',
            lastName: 'Rhodes',
            email: 'ida@example.com',
            suspended: true,
            suspensionReason: 'Harassment',
          }),
        ],
        3,
      ),
    });
    renderApp('/admin');
    const items = within(await screen.findByRole('list', { name: 'Members' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(screen.getByTestId('admin-member-count').textContent).toBe('3 members');
    const [first, second, third] = items;
    expect(within(first).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/members/member-2',
    );
    expect(first.textContent).toContain('grace@example.com');
    expect(first.textContent).toContain('Member');
    expect(first.textContent).toContain('Joined 01/05/2026');
    expect(first.textContent).not.toContain('Suspended');
    expect(second.textContent).toContain('Moderator');
    expect(second.textContent).toMatch(/Suspended until 07\/0[45]\/2027/);
    expect(second.textContent).toContain('Reason: Spam in discussions');
    expect(third.textContent).toContain('Suspended');
    expect(third.textContent).not.toContain('Suspended until');
    expect(third.textContent).toContain('Reason: Harassment');
  });

  it('asks with the debounced search and the role and state filters', async () => {
    const server = fakeServer({ ...signedIn(admin), 'GET /api/admin/members': list([grace]) });
    renderApp('/admin');
    await screen.findByRole('list', { name: 'Members' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'gra');
    await waitFor(() => expect(server.calls).toContain('GET /api/admin/members?limit=25&q=gra'));
    // One request for the whole word, not one per letter.
    expect(server.calls.filter((call) => call.includes('q=g&') || call.endsWith('q=g'))).toEqual(
      [],
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    await waitFor(() =>
      expect(server.calls).toContain('GET /api/admin/members?limit=25&q=gra&role=moderator'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() =>
      expect(server.calls).toContain(
        'GET /api/admin/members?limit=25&q=gra&role=moderator&state=suspended',
      ),
    );
  });

  it('finding no one, points to the removals in the audit log, searched by the same name', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([grace]),
      'GET /api/admin/members?limit=25&q=Ann+Lee': list([]),
      'GET /api/admin/audit': list([]),
    });
    renderApp('/admin');
    await screen.findByRole('list', { name: 'Members' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ann Lee');
    expect(await screen.findByText('No members found')).toBeTruthy();
    expect(
      screen.getByText(
        'Try a different name or address, or another role or state. Removed members leave this list; the audit log keeps each removal under the name they had.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'See removals in the audit log' }));
    await waitFor(() =>
      expect(server.calls).toContain(
        'GET /api/admin/audit?limit=25&action=member.remove&q=Ann+Lee',
      ),
    );
    expect(screen.getByRole('tab', { name: 'Audit log', selected: true })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Action' }).textContent).toBe('Member removed');
    expect((screen.getByRole('searchbox', { name: 'Who or what' }) as HTMLInputElement).value).toBe(
      'Ann Lee',
    );
  });

  it('Load more asks for the next page by the Link cursor', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([grace], 2, {
        Link: '</api/admin/members?limit=25&cursor=abc>; rel="next"',
      }),
      'GET /api/admin/members?limit=25&cursor=abc': list(
        [row({ id: 'member-9', firstName: 'Alan', lastName: 'Turing' })],
        2,
      ),
    });
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more members' }));
    expect(await screen.findByRole('link', { name: 'Alan Turing' })).toBeTruthy();
    expect(server.calls).toContain('GET /api/admin/members?limit=25&cursor=abc');
    expect(screen.getByTestId('admin-member-count').textContent).toBe('2 members');
    expect(screen.queryByRole('button', { name: 'Load more members' })).toBeNull();
  });

  it("says 'Failed to fetch members' with Try again", async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': failWith(500),
      // The audit log below answers, so the only alert is the members list's.
      'GET /api/admin/audit': list([]),
    });
    renderApp('/admin');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch members');
    server.answer({ 'GET /api/admin/members': list([grace]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
  });
});

describe('admin member actions', () => {
  it('Change role sends the role, toasts "Role changed" and refreshes the list', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([grace]),
      'PUT /api/admin/members/member-2/role': async (request) => {
        expect(await request.json()).toEqual({ role: 'moderator' });
        server.answer({ 'GET /api/admin/members': list([row({ role: 'moderator' })]) });
        return json(row({ role: 'moderator' }));
      },
    });
    renderApp('/admin');
    await openAction('Grace Hopper', 'Change role');
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect((await findToast()).textContent).toContain('Role changed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = (await screen.findByRole('link', { name: 'Grace Hopper' })).closest('li');
    await waitFor(() => expect(item?.textContent).toContain('Moderator'));
    // The focus goes back to the row's menu button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Actions for Grace Hopper' }),
      ),
    );
  });

  it("Change role shows the server's 409 message and stays open", async () => {
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([
        row({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' }),
      ]),
      'PUT /api/admin/members/admin-1/role': reply(
        { message: 'The community needs at least one admin' },
        409,
      ),
    });
    renderApp('/admin');
    await openAction('Ada Admin', 'Change role');
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Member' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    // The open dialog hides the rest of the page from the accessibility tree, the toast too.
    expect(await screen.findByText('The community needs at least one admin')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change role' })).toBeTruthy();
  });

  it('Suspend checks the form, sends reason and until, toasts "Member suspended"', async () => {
    let sent: unknown = null;
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([grace]),
      'PUT /api/admin/members/member-2/suspension': async (request) => {
        sent = await request.json();
        return json(row({ suspended: true, suspensionReason: 'Spam' }));
      },
    });
    renderApp('/admin');
    await openAction('Grace Hopper', 'Suspend');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(within(dialog).getByText('Must be a date and time')).toBeTruthy();
    expect(sent).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    const until = within(dialog).getByLabelText(/Until/);
    await userEvent.type(until, '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Must be in the future')).toBeTruthy();
    expect(sent).toBeNull();

    await userEvent.clear(until);
    await userEvent.type(until, '2099-07-04T17:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect((await findToast()).textContent).toContain('Member suspended');
    expect(sent).toEqual({ reason: 'Spam', until: new Date('2099-07-04T17:30').toISOString() });
  });

  it('Suspend indefinitely sends until null; server field issues land on the fields', async () => {
    const bodies: unknown[] = [];
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([grace]),
      'PUT /api/admin/members/member-2/suspension': async (request) => {
        bodies.push(await request.json());
        return json(
          {
            message: 'Invalid suspension',
            issues: [{ path: 'reason', message: 'Must be at most 500 characters' }],
          },
          400,
        );
      },
    });
    renderApp('/admin');
    await openAction('Grace Hopper', 'Suspend');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Indefinitely' }));
    expect(within(dialog).queryByLabelText(/Until/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Must be at most 500 characters')).toBeTruthy();
    expect(bodies).toEqual([{ reason: 'Spam', until: null }]);

    server.answer({
      'PUT /api/admin/members/member-2/suspension': reply(
        { message: 'Admins cannot be suspended' },
        409,
      ),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Admins cannot be suspended')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Suspend' })).toBeTruthy();
  });

  it('Lift suspension asks first, sends DELETE and toasts "Suspension lifted"', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([row({ suspended: true, suspensionReason: 'Spam' })]),
      'DELETE /api/admin/members/member-2/suspension': () => new Response(null, { status: 204 }),
    });
    renderApp('/admin');
    await openAction('Grace Hopper', 'Lift suspension');
    const dialog = await screen.findByRole('alertdialog', { name: 'Lift suspension' });
    expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect((await findToast()).textContent).toContain('Suspension lifted');
    expect(server.calls).toContain('DELETE /api/admin/members/member-2/suspension');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('removing a member (decision 022)', () => {
  it('explains both choices, needs a reason, sends content and reason, and drops the row', async () => {
    let sent: unknown = null;
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': list([grace]),
      'DELETE /api/admin/members/member-2': async (request) => {
        sent = await request.json();
        server.answer({ 'GET /api/admin/members': list([]) });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/admin');
    await openAction('Grace Hopper', 'Remove member…');
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog.textContent).toContain('Grace Hopper is signed out at once');
    expect(dialog.textContent).toContain(
      'Private messages stay with the people they were sent to.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(sent).toBeNull();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Their posts/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Delete their posts too' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect((await findToast()).textContent).toContain('Member removed');
    expect(sent).toEqual({ content: 'delete', reason: 'Spam account' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grace Hopper' })).toBeNull());
  });
});
