import type { DirectoryMember } from '@shared/contracts/members';
import type { DirectMessage, ThreadPage } from '@shared/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { groupHead, pairHead, summaryOf } from './test-data';

const me = member({ id: 'member-1', firstName: 'Vera', lastName: 'Viewer' });

const entry = (id: string, firstName: string, lastName: string, extra = {}): DirectoryMember => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  profileImageUrl: null,
  title: null,
  company: null,
  pastCompanies: null,
  bio: null,
  website: null,
  openToConnect: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
  skills: [],
  isSelf: false,
  canEdit: false,
  hidden: false,
  canReport: true,
  ...extra,
});

const ada = entry('m-ada', 'Ada', 'Lovelace', { title: 'Founder', company: 'Engines' });
const grace = entry('m-grace', 'Grace', 'Hopper');
const self = entry(me.id, 'Vera', 'Viewer', { isSelf: true, canEdit: true });
const emptyInbox = reply([], 200, { 'X-Total-Count': '0' });

describe('New message', () => {
  it('keeps the empty inbox texts and offers New message', async () => {
    fakeServer({ ...signedIn(me), 'GET /api/messages': emptyInbox });
    renderApp('/messages');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Find someone in the Member Directory and press Message to start a conversation.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Members' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New message' })).toBeTruthy();
  });

  it('picks a member from the keyboard, then Next opens the message form for them', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': reply([ada, grace, self], 200, { 'X-Total-Count': '3' }),
      'GET /api/users?limit=20&search=grace': reply([grace], 200, { 'X-Total-Count': '1' }),
    });
    renderApp('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    const box = within(picker).getByRole('combobox', { name: 'Search members' });
    // The viewer is not offered; the first member is active, none chosen yet.
    const options = await within(picker).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ALAda LovelaceFounder at Engines',
      'GHGrace Hopper',
    ]);
    expect(within(picker).getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    const next = within(picker).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(within(picker).getByText('2 members')).toBeTruthy();

    await userEvent.type(box, '{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    await userEvent.type(box, '{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);

    // Typing searches the server; Enter chooses the active member, a chip above the box.
    await userEvent.type(box, 'grace');
    await waitFor(() => expect(server.calls).toContain('GET /api/users?limit=20&search=grace'));
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['GHGrace Hopper']),
    );
    await userEvent.type(box, '{Enter}');
    const chosen = within(picker).getByRole('list', { name: 'Chosen members' });
    expect(within(chosen).getByRole('button', { name: 'Remove Grace Hopper' })).toBeTruthy();
    // The box is cleared for the next name; the member stays chosen in the list.
    expect((box as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(
        within(picker)
          .getByRole('option', { name: /Grace Hopper/ })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Grace Hopper' });
    // One recipient: the message dialog as a member card opens it, no group name.
    expect(within(dialog).queryByLabelText('Group name (optional)')).toBeNull();
    expect(within(dialog).getByLabelText('Subject (optional)')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New message' })).toBeNull();
  });

  it('a click picks too; no match says so', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': reply([ada], 200, { 'X-Total-Count': '1' }),
      'GET /api/users?limit=20&search=zzz': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.type(within(picker).getByRole('combobox'), 'zzz');
    expect(await within(picker).findByText('No members match “zzz”.')).toBeTruthy();
    await userEvent.clear(within(picker).getByRole('combobox'));
    await userEvent.click(await within(picker).findByRole('option', { name: /Ada Lovelace/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Message Ada Lovelace' })).toBeTruthy();
  });

  it("says 'Failed to fetch members' in the picker, and Try again brings them", async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': failWith(500),
    });
    renderApp('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    expect((await within(picker).findByRole('alert')).textContent).toContain(
      'Failed to fetch members',
    );
    server.answer({ 'GET /api/users?limit=20': reply([ada], 200, { 'X-Total-Count': '1' }) });
    await userEvent.click(within(picker).getByRole('button', { name: 'Try again' }));
    expect(await within(picker).findByRole('option', { name: /Ada Lovelace/ })).toBeTruthy();
  });
  it('sending lands in the new conversation, its heading focused, with the toast', async () => {
    const sent: DirectMessage = {
      id: 41,
      senderId: me.id,
      recipientId: grace.id,
      subject: 'Panel',
      content: 'Would you speak at our March panel?',
      isRead: false,
      editedAt: null,
      threadId: 41,
      createdAt: '2026-03-01T10:00:00.000Z',
      mine: true,
      hidden: false,
      reactions: [],
      myReactions: [],
    };
    const conversation: ThreadPage = {
      thread: { ...pairHead(grace), id: 41, subject: 'Panel' },
      messages: [sent],
      olderCursor: null,
    };
    const bodies: unknown[] = [];
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': reply([grace], 200, { 'X-Total-Count': '1' }),
      'POST /api/messages': async (request) => {
        bodies.push(await request.json());
        return json(sent, 201);
      },
      'GET /api/messages/threads/41': reply(conversation),
    });
    renderApp('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.click(await within(picker).findByRole('option', { name: /Grace Hopper/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Grace Hopper' });
    await userEvent.type(within(dialog).getByLabelText('Subject (optional)'), 'Panel');
    await userEvent.type(
      within(dialog).getByLabelText('Message', { exact: true }),
      'Would you speak at our March panel?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    // One recipient sends what the dialog always sent.
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          recipientId: grace.id,
          subject: 'Panel',
          content: 'Would you speak at our March panel?',
        },
      ]),
    );

    const heading = await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.location.pathname).toBe('/messages/41');
    expect(screen.queryByRole('dialog')).toBeNull();
    const toast = await findToast();
    expect(toast.textContent).toContain('Message sent successfully');
    // No View button: the member is already where it would take them.
    expect(within(toast).queryByRole('button', { name: /View|Open the conversation/ })).toBeNull();
    expect(server.calls).toContain('POST /api/messages');
    // The arrival's ask is spent: a reload or Back leaves the focus alone.
    expect(window.history.state ?? {}).not.toHaveProperty('focusOnArrival');
  });

  it('several members start a group: chips, a group name, recipientIds and name sent', async () => {
    const ben = entry('m-ben', 'Ben', 'Okafor');
    const sent: DirectMessage = {
      id: 51,
      senderId: me.id,
      recipientId: null,
      subject: null,
      content: 'Welcome, founders!',
      isRead: false,
      editedAt: null,
      threadId: 51,
      createdAt: '2026-03-01T10:00:00.000Z',
      mine: true,
      hidden: false,
      reactions: [],
      myReactions: [],
    };
    const others = [ada, grace, ben].map((m) => summaryOf(m.id, m.firstName!, m.lastName!));
    const group: ThreadPage = {
      thread: groupHead(others, { id: 51, subject: null, name: 'Founders circle' }),
      messages: [sent],
      olderCursor: null,
    };
    const bodies: unknown[] = [];
    fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': reply([ada, grace, ben, self], 200, { 'X-Total-Count': '4' }),
      'GET /api/users?limit=20&search=ben': reply([ben], 200, { 'X-Total-Count': '1' }),
      'POST /api/messages': async (request) => {
        bodies.push(await request.json());
        return json(sent, 201);
      },
      'GET /api/messages/threads/51': reply(group),
    });
    const user = userEvent.setup();
    renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    const box = within(picker).getByRole('combobox', { name: 'Search members' });
    await within(picker).findAllByRole('option');
    const chips = () =>
      within(picker)
        .queryAllByTestId('chosen-member')
        .map((chip) => chip.getAttribute('aria-label'));

    // Enter chooses the active member; the arrow keys move on to the next.
    await user.type(box, '{Enter}{ArrowDown}{Enter}');
    expect(chips()).toEqual(['Remove Ada Lovelace', 'Remove Grace Hopper']);
    // A search finds the third; Backspace in the empty box takes the last one off again.
    await user.type(box, 'ben');
    await within(picker).findByRole('option', { name: /Ben Okafor/ });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Remove Ada Lovelace', 'Remove Grace Hopper', 'Remove Ben Okafor']);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Remove Ada Lovelace', 'Remove Grace Hopper']);
    // A chip's button takes its member off, and the focus goes back to the box.
    await user.click(within(picker).getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(chips()).toEqual(['Remove Ada Lovelace']);
    expect(document.activeElement).toBe(box);
    // A click chooses too; a second click on a chosen member takes them off.
    await user.click(await within(picker).findByRole('option', { name: /Grace Hopper/ }));
    await user.click(within(picker).getByRole('option', { name: /Ben Okafor/ }));
    await user.click(within(picker).getByRole('option', { name: /Ben Okafor/ }));
    await user.click(within(picker).getByRole('option', { name: /Ben Okafor/ }));
    expect(chips()).toEqual(['Remove Ada Lovelace', 'Remove Grace Hopper', 'Remove Ben Okafor']);
    // Ctrl+Enter in the box goes on, as Next does.
    box.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');

    const dialog = await screen.findByRole('dialog', { name: 'New group conversation' });
    expect(dialog.textContent).toContain('Ada Lovelace, Grace Hopper and Ben Okafor');
    await user.type(within(dialog).getByLabelText('Group name (optional)'), 'Founders circle');
    await user.type(
      within(dialog).getByLabelText('Message', { exact: true }),
      'Welcome, founders!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Founders circle' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.location.pathname).toBe('/messages/51');
    expect(bodies).toEqual([
      {
        recipientIds: [ada.id, grace.id, ben.id],
        name: 'Founders circle',
        subject: null,
        content: 'Welcome, founders!',
      },
    ]);
  });

  it('stops at 19 people besides the writer, and says why', async () => {
    const many = Array.from({ length: 20 }, (_, i) => entry(`m-${i}`, `Member${i}`, 'Test'));
    fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': reply(many, 200, { 'X-Total-Count': '20' }),
    });
    renderApp('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    const options = await within(picker).findAllByRole('option');
    for (const option of options.slice(0, 19)) fireEvent.click(option);
    expect(within(picker).getAllByTestId('chosen-member')).toHaveLength(19);
    expect(within(picker).getByText('A conversation has at most 20 members')).toBeTruthy();
    const last = within(picker).getByRole('option', { name: /Member19 Test/ });
    expect(last.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(last);
    expect(within(picker).getAllByTestId('chosen-member')).toHaveLength(19);
  });
});
