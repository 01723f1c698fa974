import type { DirectoryMember } from '@shared/contracts/members';
import type { DirectMessage, ThreadPage } from '@shared/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

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

  it('picks a member from the keyboard, then opens the message form for them', async () => {
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
    // The viewer is not offered; the first member is active.
    const options = await within(picker).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ALAda LovelaceFounder at Engines',
      'GHGrace Hopper',
    ]);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(within(picker).getByText('2 members')).toBeTruthy();

    await userEvent.type(box, '{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    await userEvent.type(box, '{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);

    // Typing searches the server; Enter picks the active member.
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
    expect(await screen.findByRole('dialog', { name: 'Message Grace Hopper' })).toBeTruthy();
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
      thread: { id: 41, subject: 'Panel', otherMember: grace },
      messages: [sent],
      olderCursor: null,
    };
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/messages': emptyInbox,
      'GET /api/users?limit=20': reply([grace], 200, { 'X-Total-Count': '1' }),
      'POST /api/messages': reply(sent, 201),
      'GET /api/messages/threads/41': reply(conversation),
    });
    renderApp('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.click(await within(picker).findByRole('option', { name: /Grace Hopper/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Grace Hopper' });
    await userEvent.type(within(dialog).getByLabelText('Subject (optional)'), 'Panel');
    await userEvent.type(
      within(dialog).getByLabelText('Message', { exact: true }),
      'Would you speak at our March panel?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));

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
});
