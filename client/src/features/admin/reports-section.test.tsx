import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { ReportGroup } from './reports-api';

const moderator = member({ id: 'mod-1', firstName: 'Mo', lastName: 'Derator', role: 'moderator' });
const rosa = {
  id: 'member-2',
  firstName: 'Rosa',
  lastName: 'Moreno',
  email: null,
  profileImageUrl: null,
  title: null,
  company: null,
};
const bob = { ...rosa, id: 'member-3', firstName: 'Bob', lastName: 'Brown' };

function group(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    itemType: 'reply',
    itemId: '12',
    count: 2,
    lastReportedAt: '2026-03-01T10:00:00.000Z',
    reports: [
      { reason: 'spam', details: null, createdAt: '2026-03-01T10:00:00.000Z', reporter: bob },
      {
        reason: 'other',
        details: 'Selling in every thread',
        createdAt: '2026-03-01T09:00:00.000Z',
        reporter: { ...bob, id: 'member-4', firstName: 'Cara' },
      },
    ],
    exists: true,
    hidden: false,
    title: 'Booth plans',
    excerpt: 'Buy my crypto course!!!',
    editedAt: null,
    href: '/discussions/3#reply-12',
    author: rosa,
    ...overrides,
  };
}

const queue = (groups: ReportGroup[]) =>
  reply(groups, 200, { 'X-Total-Count': String(groups.length) });

describe('the Reports tab', () => {
  it('shows a moderator only Reports, with each item, its count, reasons and a link into context', async () => {
    const server = fakeServer({
      ...signedIn(moderator),
      'GET /api/moderation/reports': queue([group()]),
    });
    renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: 'Reply: Booth plans' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reports (1)']);
    expect(within(item).getByText('2 reports')).toBeTruthy();
    expect(within(item).getByText('Buy my crypto course!!!')).toBeTruthy();
    expect(within(item).getByText('Spam')).toBeTruthy();
    expect(within(item).getByText(/Selling in every thread/)).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Open in context' }).getAttribute('href')).toBe(
      '/discussions/3#reply-12',
    );
    expect(server.calls.some((call) => call.startsWith('GET /api/admin'))).toBe(false);
  });

  it('a message shows its text and no link; Dismiss resolves and says so', async () => {
    let body: unknown = null;
    fakeServer({
      ...signedIn(moderator),
      'GET /api/moderation/reports': queue([
        group({ itemType: 'message', itemId: '9', title: null, href: null, excerpt: 'Hi there' }),
      ]),
      'POST /api/moderation/reports/message/9/resolve': async (request) => {
        body = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: 'Message: Message' });
    expect(within(item).getByText('Hi there')).toBeTruthy();
    expect(within(item).queryByRole('link', { name: 'Open in context' })).toBeNull();
    await userEvent.click(
      within(item).getByRole('button', { name: 'Actions for message Message' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    expect((await findToast()).textContent).toContain('Reports dismissed');
    await waitFor(() => expect(body).toEqual({ action: 'dismiss' }));
  });

  it('an edited message opens what it said before each edit, from the queue', async () => {
    fakeServer({
      ...signedIn(moderator),
      'GET /api/moderation/reports': queue([
        group({
          itemType: 'message',
          itemId: '9',
          title: null,
          href: null,
          excerpt: 'Sorry, nothing',
          editedAt: '2026-11-20T10:00:00.000Z',
        }),
      ]),
      'GET /api/moderation/revisions/message/9': reply([
        {
          id: 1,
          title: null,
          content: 'The insult it first said',
          categoryId: null,
          createdAt: '2026-11-20T09:00:00.000Z',
          editor: rosa,
        },
      ]),
    });
    renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: 'Message: Message' });
    await userEvent.click(
      within(item).getByRole('button', { name: 'Edited: show earlier versions' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Earlier versions' });
    expect(await within(dialog).findByText('The insult it first said')).toBeTruthy();
  });

  it('an item never edited has no edited mark', async () => {
    fakeServer({ ...signedIn(moderator), 'GET /api/moderation/reports': queue([group()]) });
    renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: /Reply/ });
    expect(within(item).queryByRole('button', { name: /earlier versions/ })).toBeNull();
    expect(within(item).queryByText(/edited/i)).toBeNull();
  });

  it('Delete… asks for the reason and sends it', async () => {
    let body: unknown = null;
    fakeServer({
      ...signedIn(moderator),
      'GET /api/moderation/reports': queue([group()]),
      'POST /api/moderation/reports/reply/12/resolve': async (request) => {
        body = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/admin');
    const item = await screen.findByRole('listitem', { name: 'Reply: Booth plans' });
    await userEvent.click(
      within(item).getByRole('button', { name: 'Actions for reply Booth plans' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/required/i)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body).toEqual({ action: 'delete', reason: 'Spam' }));
  });

  it('says there is nothing to review when the queue is empty', async () => {
    fakeServer({ ...signedIn(moderator), 'GET /api/moderation/reports': queue([]) });
    renderApp('/admin');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
