import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const me = member();
const author = {
  id: me.id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: me.email,
  profileImageUrl: null,
  title: null,
  company: null,
};
const flags = {
  hidden: false,
  canReport: false,
  canEdit: false,
  canDelete: false,
  deleteNeedsReason: false,
};
const discussion = {
  id: 1,
  title: 'Port logistics',
  content: 'Who knows a customs broker?',
  categoryId: 3,
  authorId: me.id,
  isPinned: false,
  isLocked: false,
  viewCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  lastActivityAt: '2026-03-01T10:00:00.000Z',
  author,
  category: { id: 3, name: 'Events', color: 'blue' },
  replyCount: 2,
  ...flags,
  canReply: true,
  canPin: false,
  canLock: false,
  firstUnreadReplyId: null as number | null,
  reactions: [],
  myReactions: [],
  subscription: 'normal',
};
const replyItem = (id: number, content: string) => ({
  id,
  discussionId: 1,
  authorId: me.id,
  content,
  parentReplyId: null,
  createdAt: '2026-03-01T11:00:00.000Z',
  updatedAt: '2026-03-01T11:00:00.000Z',
  author,
  isDeleted: false,
  ...flags,
  reactions: [],
  myReactions: [],
  subscription: 'normal',
});

const scrolled = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView; the hook's call is what is checked.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
});

function serve(opened: Partial<typeof discussion> = {}) {
  return fakeServer({
    ...signedIn(me),
    'GET /api/discussions/1': reply({ ...discussion, ...opened }),
    'GET /api/discussions/1/replies': reply([replyItem(10, 'First page reply')], 200, {
      'X-Total-Count': '2',
      Link: '</api/discussions/1/replies?cursor=p2>; rel="next"',
    }),
    'GET /api/discussions/1/replies?limit=200&cursor=p2': reply(
      [replyItem(77, 'The reply the link names')],
      200,
      { 'X-Total-Count': '2' },
    ),
  });
}

describe("a reply's permalink (#reply-<id>)", () => {
  it('loads further pages until the reply is there, then scrolls to it, focuses and outlines it', async () => {
    const server = serve();
    renderApp('/discussions/1#reply-77');
    expect(await screen.findByText('The reply the link names')).toBeTruthy();
    const target = document.getElementById('reply-77')!;
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.hasAttribute('data-anchored')).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(server.calls).toContain('GET /api/discussions/1/replies?limit=200&cursor=p2');
  });

  it('without an anchor, the second page waits for Load more and nothing is focused', async () => {
    const server = serve();
    renderApp('/discussions/1');
    expect(await screen.findByText('First page reply')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more replies' })).toBeTruthy();
    expect(server.calls).not.toContain('GET /api/discussions/1/replies?limit=200&cursor=p2');
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('opening where the member left off', () => {
  it('goes to the first unread reply the opening answers, loading pages up to it', async () => {
    const server = serve({ firstUnreadReplyId: 77 });
    renderApp('/discussions/1');
    expect(await screen.findByText('The reply the link names')).toBeTruthy();
    const target = document.getElementById('reply-77')!;
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(window.location.hash).toBe('#reply-77');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(server.calls).toContain('GET /api/discussions/1/replies?limit=200&cursor=p2');
  });

  it('keeps the place an address names (a permalink), whatever is unread', async () => {
    serve({ firstUnreadReplyId: 77 });
    renderApp('/discussions/1#reply-10');
    expect(await screen.findByText('First page reply')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('reply-10')));
    expect(window.location.hash).toBe('#reply-10');
  });
});
