import type { DirectoryMember } from '@shared/contracts/members';
import type { ThreadHead, ThreadPage } from '@shared/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/api';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { messageQueries } from './api';
import { groupHead, groupMessageOf, messageOf, pairHead, summaryOf } from './test-data';

const ada = summaryOf('m-ada', 'Ada', 'Lovelace', { title: 'Founder', company: 'Engines' });
const ben = summaryOf('m-ben', 'Ben', 'Okafor');
const cy = summaryOf('m-cy', 'Cy', 'Young');
const dee = summaryOf('m-dee', 'Dee', 'Park');

const founders = groupHead([ada, ben, cy], { name: 'Founders circle' });

const pageOf = (thread: ThreadHead): ThreadPage => ({
  thread,
  messages: [
    messageOf(1, 'Welcome, all.', true, { recipientId: null }),
    groupMessageOf(2, 'Glad to be here.', ada),
    groupMessageOf(3, 'Thursday suits me.', ada),
    groupMessageOf(4, 'Me too.', ben),
  ],
  olderCursor: null,
});

/** A directory entry, as the picker lists members. */
const entry = (member: typeof ada, extra: Partial<DirectoryMember> = {}): DirectoryMember => ({
  ...member,
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

describe('a group conversation (issue 37)', () => {
  it('names the group, lists its members, and names each sender on their messages', async () => {
    fakeServer({ ...signedIn(), 'GET /api/messages/threads/7': reply(pageOf(founders)) });
    renderApp('/messages/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Founders circle' })).toBeTruthy();
    const log = screen.getByRole('log', {
      name: 'Group conversation Founders circle, with Ada, Ben and Cy',
    });
    // Each run of someone else's messages starts with their name; screen readers hear
    // the sender before every message.
    expect(
      within(log)
        .getAllByTestId('message-sender')
        .map((s) => s.textContent),
    ).toEqual(['Ada Lovelace', 'Ben Okafor']);
    expect(
      within(log)
        .getAllByTestId('message')
        .map((m) => m.querySelector('.sr-only')?.textContent),
    ).toEqual(['You: ', 'Ada Lovelace: ', 'Ada Lovelace: ', 'Ben Okafor: ']);
    expect(screen.getByRole('button', { name: 'Report message from Ben Okafor' })).toBeTruthy();
    // The message box downloads beside the messages (reply-box-loader.ts).
    expect(await screen.findByRole('combobox', { name: 'Reply to Founders circle' })).toBeTruthy();

    // "4 members" (the viewer too) shows who is in it.
    const members = screen.getByRole('button', { name: '4 members' });
    expect(members.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(members);
    expect(members.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Members of this conversation' });
    expect(members.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getByText('You')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['ALAda Lovelace', 'BOBen Okafor', 'CYCy Young']);
    expect(list.textContent).toContain('Founder at Engines');
    for (const name of ['Add people', 'Rename', 'Leave conversation']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('an unnamed group is called by its members; with no one else left it says so', async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(groupHead([ada, ben, cy, dee]))),
    });
    const { unmount } = renderApp('/messages/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada, Ben and 2 others' }),
    ).toBeTruthy();
    unmount();
    server.answer({ 'GET /api/messages/threads/7': reply(pageOf(groupHead([]))) });
    renderApp('/messages/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No one else is here' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 member' })).toBeTruthy();
  });

  it('a two-person conversation looks as before, and offers Add people only', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply({
        ...pageOf(pairHead(ada)),
        messages: [messageOf(1, 'Free Thursday?', true), messageOf(2, 'Thursday works.')],
      }),
    });
    renderApp('/messages/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Conversation with Ada Lovelace' })).toBeTruthy();
    expect(screen.queryAllByTestId('message-sender')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add people' })).toBeTruthy();
    for (const name of [/members$/, 'Rename', 'Leave conversation']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('Leave conversation', () => {
  it('asks first; leaving lands in the inbox with the toast, and the thread is not asked for again', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(founders)),
      'DELETE /api/messages/threads/7/members/me': () => new Response(null, { status: 204 }),
      'GET /api/messages': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/messages/7');
    const leave = await screen.findByRole('button', { name: 'Leave conversation' });

    // Cancel changes nothing and gives the focus back.
    await user.click(leave);
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(leave));
    expect(server.calls).not.toContain('DELETE /api/messages/threads/7/members/me');

    await user.click(leave);
    dialog = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(window.location.pathname).toBe('/messages');
    expect((await findToast()).textContent).toContain('You left the conversation');
    const left = server.calls.indexOf('DELETE /api/messages/threads/7/members/me');
    expect(left).toBeGreaterThan(-1);
    expect(
      server.calls.slice(left).filter((c) => c.startsWith('GET /api/messages/threads')),
    ).toEqual([]);
  });

  it('still lands in the inbox when the page turned into "Conversation not found" before the answer', async () => {
    // The leave's live hint can refetch the thread (404 now) before the DELETE answers: the
    // page swaps to its not-found state and the dialog goes with it (CI, a group journey).
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(founders)),
      'GET /api/messages': reply([], 200, { 'X-Total-Count': '0' }),
    });
    let answer: (response: Response) => void = () => {};
    server.answer({
      'DELETE /api/messages/threads/7/members/me': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/messages/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(server.calls).toContain('DELETE /api/messages/threads/7/members/me'),
    );
    server.answer({
      'GET /api/messages/threads/7': reply({ message: 'Conversation not found' }, 404),
    });
    await queryClient.invalidateQueries({ queryKey: messageQueries.thread(7).queryKey });
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(window.location.pathname).toBe('/messages');
    expect((await findToast()).textContent).toContain('You left the conversation');
  });

  it("a refusal is the 'Error' toast with the server's message", async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(founders)),
      'DELETE /api/messages/threads/7/members/me': reply(
        { message: 'You can only leave a group conversation' },
        409,
      ),
    });
    renderApp('/messages/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('You can only leave a group conversation');
    expect(window.location.pathname).toBe('/messages/7');
  });
});

describe('Add people', () => {
  it('offers members not in it yet, adds those chosen, and the header follows', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const grown = groupHead([ada, ben, cy, dee], { name: 'Founders circle' });
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(founders)),
      'GET /api/users?limit=20': reply(
        [entry(ada), entry(dee), entry(summaryOf('member-1', 'Ada', 'Viewer'), { isSelf: true })],
        200,
        { 'X-Total-Count': '3' },
      ),
      'POST /api/messages/threads/7/members': async (request) => {
        bodies.push(await request.json());
        server.answer({ 'GET /api/messages/threads/7': reply(pageOf(grown)) });
        return json(grown);
      },
    });
    renderApp('/messages/7');
    const add = await screen.findByRole('button', { name: 'Add people' });
    await user.click(add);
    const picker = await screen.findByRole('dialog', { name: 'Add people' });
    // Ada is in it already and the viewer is the viewer: Dee is the one offered.
    const options = await within(picker).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['DPDee Park']);
    await user.keyboard('{Enter}');
    await user.click(within(picker).getByRole('button', { name: 'Add to conversation' }));

    expect((await findToast()).textContent).toContain('Dee Park joined the conversation.');
    expect(bodies).toEqual([{ userIds: ['m-dee'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add people' })).toBeNull());
    expect(await screen.findByRole('button', { name: '5 members' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it("shows the server's refusal as the 'Error' toast and keeps the picker open", async () => {
    const user = userEvent.setup();
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(founders)),
      'GET /api/users?limit=20': reply([entry(dee)], 200, { 'X-Total-Count': '1' }),
      'POST /api/messages/threads/7/members': reply(
        { message: 'A conversation has at most 20 members' },
        409,
      ),
    });
    renderApp('/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Add people' }));
    const picker = await screen.findByRole('dialog', { name: 'Add people' });
    await user.click(await within(picker).findByRole('option', { name: /Dee Park/ }));
    await user.click(within(picker).getByRole('button', { name: 'Add to conversation' }));
    // The toast is outside the open picker, which hides the rest of the page from the
    // accessibility tree: found by its text, as the message dialog's refusals are.
    const text = await screen.findByText('A conversation has at most 20 members');
    const toast = text.closest('li');
    expect(toast?.textContent).toContain('Error');
    expect(screen.getByRole('dialog', { name: 'Add people' })).toBeTruthy();
  });

  it('a full conversation has no room: the picker says so and offers no one', async () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => summaryOf(`m-${i}`, `M${i}`, 'Full'));
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(groupHead(nineteen))),
      'GET /api/users?limit=20': reply([entry(dee)], 200, { 'X-Total-Count': '1' }),
    });
    renderApp('/messages/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add people' }));
    const picker = await screen.findByRole('dialog', { name: 'Add people' });
    const option = await within(picker).findByRole('option', { name: /Dee Park/ });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(within(picker).getByText('A conversation has at most 20 members')).toBeTruthy();
  });
});

describe('Rename', () => {
  it('starts from the name; a blank one clears it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(pageOf(founders)),
      'PATCH /api/messages/threads/7': async (request) => {
        bodies.push(await request.json());
        return json({ ...founders, name: null });
      },
    });
    renderApp('/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename conversation' });
    const field = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(field.value).toBe('Founders circle');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await findToast()).textContent).toContain('Conversation name cleared');
    expect(bodies).toEqual([{ name: null }]);
  });
});
