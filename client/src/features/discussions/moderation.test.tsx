import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openedDiscussionOf } from '@/test/discussion-data';
import { type Answer, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, loadPage, renderApp } from '@/test/render-app';

beforeAll(() => loadPage('/discussions/1'));

import type { DiscussionItem, DiscussionReplyItem, OpenedDiscussionItem } from './api';

const me = member();
const grace = {
  id: 'member-2',
  firstName: 'Grace',
  lastName: 'Member',
  email: null,
  profileImageUrl: null,
  title: null,
  company: null,
};

/** Grace's discussion as staff see it: they may pin, lock and delete it with a reason. */
const discussion = (overrides: Partial<DiscussionItem> = {}): OpenedDiscussionItem =>
  openedDiscussionOf({
    authorId: grace.id,
    lastActivityAt: '2026-03-01T12:00:00.000Z',
    author: grace,
    replyCount: 1,
    canReport: false,
    canUnhide: true,
    canSeeEarlierVersions: true,
    canDelete: true,
    canPin: true,
    canLock: true,
    deleteNeedsReason: true,
    ...overrides,
  });
const asMember = (overrides: Partial<DiscussionItem> = {}) =>
  discussion({
    canDelete: false,
    canPin: false,
    canLock: false,
    deleteNeedsReason: false,
    canUnhide: false,
    canSeeEarlierVersions: false,
    ...overrides,
  });

const gracesReply: DiscussionReplyItem = {
  id: 11,
  discussionId: 1,
  authorId: grace.id,
  content: 'Rude words',
  parentReplyId: null,
  createdAt: '2026-03-01T11:00:00.000Z',
  updatedAt: '2026-03-01T11:00:00.000Z',
  editedAt: null,
  author: grace,
  isDeleted: false,
  hidden: false,
  canReport: false,
  mine: false,
  canEdit: false,
  canUnhide: true,
  canSeeEarlierVersions: true,
  canDelete: true,
  deleteNeedsReason: true,
  reactions: [],
  myReactions: [],
};
const page = (items: DiscussionReplyItem[]) =>
  reply(items, 200, { 'X-Total-Count': String(items.length) });
const noContent: Answer = () => new Response(null, { status: 204 });

describe('the Moderate menu', () => {
  it('is not there for a member; a locked discussion tells them why they cannot reply', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(asMember({ isLocked: true, canReply: false })),
      'GET /api/discussions/1/replies': page([
        {
          ...gracesReply,
          canDelete: false,
          deleteNeedsReason: false,
          canUnhide: false,
          canSeeEarlierVersions: false,
        },
      ]),
    });
    renderApp('/discussions/1');
    await screen.findByRole('heading', { name: 'Best lunch spots downtown' });
    expect(screen.queryByRole('button', { name: /Moderate/ })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(
      'This discussion is locked. New replies are closed.',
    );
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    await screen.findByText('Rude words');
    expect(screen.queryByRole('button', { name: /Reply to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('pins and locks from the keyboard, each with its toast and the answer shown', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([]),
      'PUT /api/discussions/1/pin': (request) => {
        server.answer({ 'GET /api/discussions/1': reply(discussion({ isPinned: true })) });
        return reply(discussion({ isPinned: true }))(request);
      },
      'PUT /api/discussions/1/lock': (request) => {
        const locked = discussion({ isPinned: true, isLocked: true });
        server.answer({ 'GET /api/discussions/1': reply(locked) });
        return reply(locked)(request);
      },
    });
    renderApp('/discussions/1');
    const moderate = await screen.findByRole('button', { name: 'Moderate' });
    moderate.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Pin', 'Lock', 'Hide from members', 'Delete…']);
    await userEvent.keyboard('{Enter}');
    expect((await findToast()).textContent).toContain('Discussion pinned');
    expect(server.calls).toContain('PUT /api/discussions/1/pin');
    await vi.waitFor(() => expect(screen.getByText('Pinned')).toBeTruthy());

    await userEvent.click(screen.getByRole('button', { name: 'Moderate' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Unpin',
      'Lock',
      'Hide from members',
      'Delete…',
    ]);
    await userEvent.click(items[1]);
    const toasts = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Discussion locked')).toBeTruthy();
    // Staff may still reply in a locked discussion, and are told members cannot.
    await vi.waitFor(() =>
      expect(screen.getByRole('note').textContent).toBe(
        'This discussion is locked. Members cannot reply; as a moderator you still can.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
  });

  it('hides the discussion and a reply from members, each from the item itself', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([gracesReply]),
      'POST /api/moderation/reports/discussion/1/resolve': noContent,
      'POST /api/moderation/reports/reply/11/resolve': noContent,
    });
    renderApp('/discussions/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Moderate' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide from members' }));
    expect((await findToast()).textContent).toContain('Hidden from members');
    expect(server.calls).toContain('POST /api/moderation/reports/discussion/1/resolve');

    await userEvent.click(screen.getByRole('button', { name: 'Moderate reply by Grace Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide from members' }));
    await vi.waitFor(() =>
      expect(server.calls).toContain('POST /api/moderation/reports/reply/11/resolve'),
    );
  });

  it('offers Unhide on hidden items where the answer says canUnhide, not from the role', async () => {
    const server = fakeServer({
      // A plain member's session: what the items answer alone decides.
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion({ hidden: true })),
      'GET /api/discussions/1/replies': page([{ ...gracesReply, hidden: true }]),
      'DELETE /api/moderation/hidden/reply/11': noContent,
    });
    renderApp('/discussions/1');
    await screen.findByText('Rude words');
    const unhide = await screen.findAllByRole('button', { name: 'Unhide' });
    expect(unhide).toHaveLength(2);
    await userEvent.click(unhide[1]);
    await vi.waitFor(() =>
      expect(server.calls).toContain('DELETE /api/moderation/hidden/reply/11'),
    );
  });

  it('offers no Unhide where the answer says canUnhide false, even to a moderator', async () => {
    fakeServer({
      ...signedIn(member({ id: 'mod-1', role: 'moderator' })),
      'GET /api/discussions/1': reply(discussion({ hidden: true, canUnhide: false })),
      'GET /api/discussions/1/replies': page([{ ...gracesReply, hidden: true, canUnhide: false }]),
    });
    renderApp('/discussions/1');
    await screen.findByText('Rude words');
    expect(screen.getAllByText('Hidden by moderators')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Unhide' })).toBeNull();
  });

  it('deletes with a required reason, then returns to the list', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([]),
      'GET /api/discussions': page([]),
      'GET /api/discussion-categories': page([]),
      'DELETE /api/discussions/1': async (request) => {
        expect(await request.json()).toEqual({ reason: 'Spam' });
        return noContent(request);
      },
    });
    renderApp('/discussions/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Moderate' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this discussion?' });
    // No Delete button beside the menu: an author's plain Delete is not for staff.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Discussion deleted');
    expect(server.calls).toContain('DELETE /api/discussions/1');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/discussions'));
  });
});

describe("deleting someone else's reply as staff", () => {
  it('asks for a reason, sends it, and moves focus to the next reply', async () => {
    const next: DiscussionReplyItem = {
      ...gracesReply,
      id: 12,
      content: 'Booth 12 is ours',
      createdAt: '2026-03-01T11:05:00.000Z',
    };
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([gracesReply, next]),
      'DELETE /api/discussions/1/replies/11': async (request) => {
        expect(await request.json()).toEqual({ reason: 'Harassment' });
        server.answer({ 'GET /api/discussions/1/replies': page([next]) });
        return noContent(request);
      },
    });
    renderApp('/discussions/1');
    await screen.findByText('Rude words');
    const rude = screen.getAllByTestId('reply').find((r) => r.textContent?.includes('Rude'));
    await userEvent.click(
      within(rude as HTMLElement).getByRole('button', { name: 'Moderate reply by Grace Member' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Harassment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Reply deleted');
    expect(server.calls).toContain('DELETE /api/discussions/1/replies/11');
    await vi.waitFor(() => expect(screen.queryByText('Rude words')).toBeNull());
    const kept = screen.getAllByTestId('reply').find((r) => r.textContent?.includes('Booth 12'));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(kept as HTMLElement).getAllByRole('article')[0]),
    );
  });
});

describe("a moderator on someone else's reply", () => {
  const myReply: DiscussionReplyItem = {
    ...gracesReply,
    id: 12,
    authorId: 'mod-1',
    author: { ...grace, id: 'mod-1', firstName: 'Ann', lastName: 'Lee' },
    content: 'Try the food hall',
    createdAt: '2026-03-01T11:05:00.000Z',
    mine: true,
    canEdit: true,
    canDelete: true,
    deleteNeedsReason: false,
  };

  it('gets the Moderate menu, not inline Delete or Hide; their own reply keeps Edit and Delete', async () => {
    fakeServer({
      ...signedIn(member({ id: 'mod-1', firstName: 'Ann', lastName: 'Lee', role: 'moderator' })),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([gracesReply, myReply]),
    });
    renderApp('/discussions/1');
    const theirs = await screen.findByRole('listitem', { name: 'Reply by Grace Member' });
    expect(within(theirs).queryByRole('button', { name: /^(Delete|Hide)\b/ })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Edit your reply' })).toBeNull();
    const moderate = within(theirs).getByRole('button', { name: 'Moderate reply by Grace Member' });
    expect(moderate.textContent).toBe('Moderate');
    expect(moderate.getAttribute('aria-haspopup')).toBe('menu');

    // By keyboard: the menu opens on its first item; Escape returns to the button.
    moderate.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Hide from members', 'Delete…']);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(menu).getByRole('menuitem', { name: 'Hide from members' }),
      ),
    );
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(
      within(theirs).getByRole('button', { name: 'Moderate reply by Grace Member' }),
    );

    // Their own reply: Edit and Delete as any author has them, and no Moderate menu.
    const own = screen.getByRole('listitem', { name: 'Reply by Ann Lee' });
    expect(within(own).getByRole('button', { name: 'Edit your reply' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Delete your reply' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /^Moderate/ })).toBeNull();
    // The discussion's own menu is still just "Moderate".
    expect(
      screen.getAllByRole('button', { name: /^Moderate/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([null, 'Moderate reply by Grace Member']);
  });

  it('cancelling Delete… puts the focus back on the reply’s Moderate button', async () => {
    fakeServer({
      ...signedIn(member({ id: 'mod-1', role: 'moderator' })),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([gracesReply]),
    });
    renderApp('/discussions/1');
    const theirs = await screen.findByRole('listitem', { name: 'Reply by Grace Member' });
    await userEvent.click(
      within(theirs).getByRole('button', { name: 'Moderate reply by Grace Member' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(theirs).getByRole('button', { name: 'Moderate reply by Grace Member' }),
      ),
    );
    expect(screen.getByText('Rude words')).toBeTruthy();
  });
});
