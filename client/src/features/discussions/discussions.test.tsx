import type { OpenedDiscussionItem } from '@shared/contracts/discussions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dropConnection, failWith, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { DiscussionListItem, DiscussionReplyItem } from './api';

const me = member();
const category = { id: 3, name: 'Events', color: 'blue' };
const author = {
  id: me.id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: me.email,
  profileImageUrl: null,
  title: null,
  company: null,
};

function discussion(overrides: Partial<DiscussionListItem>): DiscussionListItem {
  return {
    id: 1,
    title: 'A discussion',
    excerpt: 'The recap, with photos to follow.',
    categoryId: category.id,
    authorId: me.id,
    isPinned: false,
    isLocked: false,
    viewCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
    lastActivityAt: '2026-03-01T10:00:00.000Z',
    author,
    category,
    replyCount: 0,
    hidden: false,
    canReport: false,
    mine: false,
    canEdit: false,
    canUnhide: false,
    canSeeEarlierVersions: false,
    canDelete: true,
    canReply: !(overrides.isLocked ?? false),
    canPin: false,
    canLock: false,
    deleteNeedsReason: false,
    newReplyCount: 0,
    isNew: false,
    ...overrides,
  };
}

/** The same discussion as it opens (`GET /api/discussions/:id`): its content, no card fields. */
function opened(overrides: Partial<DiscussionListItem>): OpenedDiscussionItem {
  const { excerpt, newReplyCount: _count, isNew: _new, ...fields } = discussion(overrides);
  return {
    ...fields,
    content: excerpt,
    firstUnreadReplyId: null,
    reactions: [],
    myReactions: [],
    subscription: 'normal',
  };
}

const categories = reply(
  [{ ...category, description: null, createdAt: '2026-01-01T00:00:00.000Z', discussionCount: 2 }],
  200,
  { 'X-Total-Count': '1' },
);
const reply1: DiscussionReplyItem = {
  id: 10,
  discussionId: 1,
  authorId: me.id,
  content: 'Great turnout!',
  parentReplyId: null,
  createdAt: '2026-03-01T11:00:00.000Z',
  updatedAt: '2026-03-01T11:00:00.000Z',
  editedAt: null,
  author,
  isDeleted: false,
  hidden: false,
  canReport: false,
  mine: false,
  canEdit: false,
  canUnhide: false,
  canSeeEarlierVersions: false,
  canDelete: false,
  deleteNeedsReason: false,
  reactions: [],
  myReactions: [],
};
const noReplies = reply([], 200, { 'X-Total-Count': '0' });

// No API sets the pinned and locked flags (moderators set them in the database), so the
// journeys cannot make such rows; what the screens say of them is checked here.
describe('pinned and locked discussions', () => {
  it('the list marks pinned ones and locked ones', async () => {
    const pinned = discussion({ id: 1, title: 'Pinned welcome', isPinned: true });
    const locked = discussion({ id: 2, title: 'Closed recap', isLocked: true });
    fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions': reply([pinned, locked], 200, { 'X-Total-Count': '2' }),
    });
    renderApp('/discussions');
    const cards = await screen.findAllByTestId('discussion-card');
    const card = (title: string) => {
      const found = cards.find((c) => c.textContent?.includes(title));
      if (!found) throw new Error(`no card for ${title}`);
      return found;
    };
    expect(card('Pinned welcome').textContent).toContain('Pinned');
    expect(card('Pinned welcome').textContent).not.toContain('Locked');
    expect(card('Closed recap').textContent).toContain('Locked');
    expect(card('Closed recap').textContent).not.toContain('Pinned');
  });

  it('a locked discussion shows its replies, says it is locked and offers no Reply', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(opened({ id: 1, isLocked: true, replyCount: 1 })),
      'GET /api/discussions/1/replies': reply([reply1], 200, { 'X-Total-Count': '1' }),
    });
    renderApp('/discussions/1');
    expect((await screen.findByRole('note')).textContent).toBe(
      'This discussion is locked. New replies are closed.',
    );
    expect(await screen.findByText('Great turnout!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(screen.getAllByRole('article')[0].textContent).toContain('Locked');
  });
});

describe('discussion failures', () => {
  it("the list says 'Failed to fetch discussions' and can be retried", async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions': failWith(500, ''),
    });
    renderApp('/discussions');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch discussions');
    server.answer({
      'GET /api/discussions': reply([discussion({ title: 'Back again' })], 200, {
        'X-Total-Count': '1',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lost replies say 'Failed to fetch replies' under the discussion itself", async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(opened({ id: 1, title: 'Still here' })),
      'GET /api/discussions/1/replies': dropConnection,
    });
    renderApp('/discussions/1');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch replies');
    expect(screen.getByRole('heading', { level: 1, name: 'Still here' })).toBeTruthy();
  });

  it("a discussion that cannot be fetched says 'Failed to fetch discussion'", async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': failWith(500),
      'GET /api/discussions/1/replies': noReplies,
    });
    renderApp('/discussions/1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Failed to fetch discussion$/)).toBeTruthy();
  });
});

describe('what the member may do comes from the answer', () => {
  it("shows Delete where canDelete says so, whoever's id is the author's", async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(
        opened({ id: 1, title: 'Not mine', authorId: 'someone-else', canDelete: true }),
      ),
      'GET /api/discussions/1/replies': noReplies,
      'GET /api/discussions/2': reply(
        opened({ id: 2, title: 'Mine, undeletable', authorId: me.id, canDelete: false }),
      ),
      'GET /api/discussions/2/replies': noReplies,
    });
    const first = renderApp('/discussions/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    first.unmount();

    renderApp('/discussions/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mine, undeletable' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('discussion detail states', () => {
  it("a discussion the server does not know says 'Discussion Not Found'", async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/5': reply({ message: 'Discussion not found' }, 404),
    });
    renderApp('/discussions/5');
    expect(await screen.findByRole('heading', { name: 'Discussion Not Found' })).toBeTruthy();
    expect(
      screen.getByText("The discussion you're looking for doesn't exist or has been removed."),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the reply box shows the server's issue under its textarea", async () => {
    const message = 'Must be at most 10000 characters';
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(opened({ id: 1 })),
      'GET /api/discussions/1/replies': noReplies,
      'POST /api/discussions/1/replies': reply(
        { message, issues: [{ path: 'content', message }] },
        400,
      ),
    });
    renderApp('/discussions/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    // The form's code downloads apart from the page (reply-form-loader.ts).
    const box = await screen.findByLabelText('Your reply');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(box, 'Too long, says the server');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    const error = await screen.findByText(message, { selector: 'p' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
  });
});

describe('sorting the list', () => {
  it('asks for latest activity first, and Newest through the Sort by select', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions?limit=20&sort=activity': reply(
        [discussion({ id: 1, title: 'Busy thread' }), discussion({ id: 2, title: 'Fresh one' })],
        200,
        { 'X-Total-Count': '2' },
      ),
      'GET /api/discussions?limit=20&sort=newest': reply(
        [discussion({ id: 2, title: 'Fresh one' }), discussion({ id: 1, title: 'Busy thread' })],
        200,
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/discussions');
    const titles = async () =>
      (await screen.findAllByTestId('discussion-card')).map(
        (c) => within(c).getByRole('heading').textContent,
      );
    expect(await titles()).toEqual(['Busy thread', 'Fresh one']);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy.textContent).toBe('Latest activity');

    await userEvent.click(sortBy);
    await userEvent.click(await screen.findByRole('option', { name: 'Newest' }));
    expect(window.location.search).toBe('?sort=newest');
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Newest');
    await screen.findByText('Fresh one');
    await vi.waitFor(async () => expect(await titles()).toEqual(['Fresh one', 'Busy thread']));
    expect(server.calls).toContain('GET /api/discussions?limit=20&sort=newest');
  });
});

describe('archived categories (decision 023)', () => {
  it('are marked in the sidebar and not offered by Start Discussion, even while shown', async () => {
    const archived = { id: 4, name: 'Old News', color: '#2E8B57' };
    fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': reply(
        [
          {
            ...category,
            description: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            discussionCount: 2,
            archived: false,
          },
          {
            ...archived,
            description: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            discussionCount: 1,
            archived: true,
          },
        ],
        200,
        { 'X-Total-Count': '2' },
      ),
      'GET /api/discussions?limit=20&sort=activity&categoryId=4': reply(
        [discussion({ id: 7, title: 'Last year', categoryId: 4, category: archived })],
        200,
        { 'X-Total-Count': '1' },
      ),
    });
    renderApp('/discussions?category=4');
    expect(await screen.findByText('Last year')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(sidebar).getByRole('link', { name: 'Old News (archived) 1' })).toBeTruthy();

    await userEvent.click(screen.getAllByRole('button', { name: 'Start Discussion' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Start Discussion' });
    const select = within(dialog).getByRole('combobox', { name: 'Category' });
    // The archived category the list shows is not chosen for the member.
    expect(select.textContent).toBe('Choose a category');
    await userEvent.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Events']);
  });
});

describe('Mark all read', () => {
  it('is offered while something is new, marks all read and refetches the list, which then shows nothing new', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions': reply(
        [
          discussion({ id: 1, title: 'Fresh', isNew: true }),
          discussion({ id: 2, newReplyCount: 2 }),
        ],
        200,
        { 'X-Total-Count': '2' },
      ),
      'POST /api/discussions/read-all': () => new Response(null, { status: 204 }),
    });
    renderApp('/discussions');
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    expect(screen.getByText('2 new replies')).toBeTruthy();
    server.answer({
      'GET /api/discussions': reply(
        [discussion({ id: 1, title: 'Fresh' }), discussion({ id: 2 })],
        200,
        { 'X-Total-Count': '2' },
      ),
    });
    await userEvent.click(button);
    expect((await findToast()).textContent).toContain('All discussions marked as read');
    expect(server.calls).toContain('POST /api/discussions/read-all');
    // Nothing new any more: the marks and the button go, and focus moves to the list.
    expect(screen.queryByText('2 new replies')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'All discussions' }));
  });

  it('is not offered when nothing on the list is new', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions': reply([discussion({ title: 'Old news' })], 200, {
        'X-Total-Count': '1',
      }),
    });
    renderApp('/discussions');
    expect(await screen.findByText('Old news')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});
