import type {
  DiscussionItem,
  DiscussionReplyItem,
  OpenedDiscussionItem,
} from '@shared/contracts/discussions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openedDiscussionOf } from '@/test/discussion-data';
import { type Answer, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const me = member();
const events = { id: 3, name: 'Events', color: 'blue' };
const news = { id: 4, name: 'News', color: 'green' };
const author = {
  id: me.id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: me.email,
  profileImageUrl: null,
  title: null,
  company: null,
};
const maya = 'member-9';

function discussion(overrides: Partial<DiscussionItem> = {}): OpenedDiscussionItem {
  return openedDiscussionOf({
    title: 'Spring meetup',
    content: `Thanks @[Maya Patel](${maya}) for hosting.`,
    categoryId: events.id,
    authorId: me.id,
    viewCount: 0,
    author,
    category: events,
    replyCount: 1,
    canReport: false,
    mine: true,
    canEdit: true,
    canDelete: true,
    ...overrides,
  });
}

const ownReply: DiscussionReplyItem = {
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
  mine: true,
  canEdit: true,
  canUnhide: false,
  canSeeEarlierVersions: false,
  canDelete: true,
  deleteNeedsReason: false,
  reactions: [],
  myReactions: [],
};

const category = (c: typeof events, archived = false) => ({
  ...c,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  discussionCount: 1,
  archived,
});
const categories = reply(
  [category(events), category(news), category({ id: 5, name: 'Old', color: 'red' }, true)],
  200,
  { 'X-Total-Count': '3' },
);
const replies = (items: DiscussionReplyItem[]) =>
  reply(items, 200, { 'X-Total-Count': String(items.length) });

/** Answers `answer` and keeps each request's JSON body. */
function recording(bodies: unknown[], answer: () => Response): Answer {
  return async (request) => {
    bodies.push(await request.json());
    return answer();
  };
}

describe("the author's Edit on their discussion", () => {
  it('opens Start Discussion\'s fields filled in, saves, toasts and shows the new text marked "edited"', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const edited = discussion({
      title: 'Spring meetup, moved',
      categoryId: news.id,
      category: news,
      editedAt: '2026-03-02T09:00:00.000Z',
    });
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': replies([]),
      'PATCH /api/discussions/1': recording(bodies, () => json(edited)),
    });
    renderApp('/discussions/1');
    const edit = await screen.findByRole('button', { name: 'Edit' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discussion' });
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    expect(title.value).toBe('Spring meetup');
    // A stored mention reads as @Name in the box.
    const content = within(dialog).getByRole('combobox', {
      name: /^Content/,
    }) as HTMLTextAreaElement;
    expect(content.value).toBe('Thanks @Maya Patel for hosting.');
    const select = within(dialog).getByRole('combobox', { name: /^Category/ });
    // The categories come with the form; the press may beat them.
    await waitFor(() => expect(select.textContent).toBe('Events'));
    await user.click(select);
    // Archived categories are not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Events',
      'News',
    ]);
    await user.click(screen.getByRole('option', { name: 'News' }));
    await user.clear(title);
    await user.type(title, 'Spring meetup, moved');
    server.answer({ 'GET /api/discussions/1': reply(edited) });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Discussion updated')).toBeTruthy();
    // The mention goes back as its token.
    expect(bodies).toEqual([
      {
        title: 'Spring meetup, moved',
        content: `Thanks @[Maya Patel](${maya}) for hosting.`,
        categoryId: news.id,
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring meetup, moved' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')[0].textContent).toContain('edited');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered when the server says canEdit is false', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion({ canEdit: false })),
      'GET /api/discussions/1/replies': replies([]),
    });
    renderApp('/discussions/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring meetup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("shows the server's refusal (a locked discussion) and keeps the dialog open", async () => {
    const user = userEvent.setup();
    fakeServer({
      ...signedIn(me),
      'GET /api/discussion-categories': categories,
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': replies([]),
      'PATCH /api/discussions/1': reply({ message: 'This discussion is locked' }, 409),
    });
    renderApp('/discussions/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discussion' });
    await user.type(within(dialog).getByLabelText(/^Title/), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This discussion is locked')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Discussion' })).toBeTruthy();
  });
});

describe("the author's Edit on their reply", () => {
  it('turns the text into the reply form, saves with the keyboard and toasts "Reply updated"', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const edited = {
      ...ownReply,
      content: 'Great turnout! Photos soon.',
      editedAt: '2026-03-02T09:00:00.000Z',
    };
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': replies([ownReply]),
      'PATCH /api/discussions/1/replies/10': recording(bodies, () => json(edited)),
    });
    renderApp('/discussions/1');
    const edit = await screen.findByRole('button', { name: 'Edit your reply' });
    edit.focus();
    await user.keyboard('{Enter}');
    const box = (await screen.findByRole('combobox', {
      name: 'Edit your reply',
    })) as HTMLTextAreaElement;
    expect(box.value).toBe('Great turnout!');
    expect(document.activeElement).toBe(box);
    await user.type(box, ' Photos soon.');
    server.answer({ 'GET /api/discussions/1/replies': replies([edited]) });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reply updated')).toBeTruthy();
    expect(bodies).toEqual([{ content: 'Great turnout! Photos soon.' }]);
    const item = await screen.findByText('Great turnout! Photos soon.');
    expect(item.closest('article')?.textContent).toContain('edited');
    expect(screen.queryByRole('form', { name: 'Edit your reply' })).toBeNull();
  });

  it('Escape and Cancel put the reply back and the focus on its Edit button', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': replies([ownReply]),
    });
    renderApp('/discussions/1');
    const edit = await screen.findByRole('button', { name: 'Edit your reply' });
    await user.click(edit);
    await user.type(await screen.findByRole('combobox', { name: 'Edit your reply' }), ' typo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Edit your reply' })).toBeNull();
    expect(screen.getByText('Great turnout!')).toBeTruthy();
    expect(document.activeElement).toBe(edit);

    await user.click(edit);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Great turnout!')).toBeTruthy();
    expect(document.activeElement).toBe(edit);
    expect(server.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': replies([ownReply]),
      'PATCH /api/discussions/1/replies/10': reply({ message: 'This discussion is locked' }, 409),
    });
    renderApp('/discussions/1');
    await user.click(await screen.findByRole('button', { name: 'Edit your reply' }));
    await user.type(await screen.findByRole('combobox', { name: 'Edit your reply' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This discussion is locked')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Edit your reply' })).toBeTruthy();
  });

  it('is not offered on a reply the member may not edit', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': replies([{ ...ownReply, canEdit: false }]),
    });
    renderApp('/discussions/1');
    expect(await screen.findByText('Great turnout!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit your reply' })).toBeNull();
  });
});

describe('the "edited" mark', () => {
  const edited = discussion({ editedAt: '2026-03-03T09:00:00.000Z', canEdit: false });
  const revisions = [
    {
      id: 2,
      title: 'Second title',
      content: 'Second text',
      categoryId: 3,
      createdAt: '2026-03-02T09:00:00.000Z',
      editor: author,
    },
    {
      id: 1,
      title: 'First title',
      content: 'First text',
      categoryId: 3,
      createdAt: '2026-03-01T09:00:00.000Z',
      editor: null,
    },
  ];

  it('opens "Earlier versions" where the answer says canSeeEarlierVersions (staff), newest first, with editor, time and text', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...signedIn(member({ id: 'mod-1', role: 'moderator' })),
      'GET /api/discussions/1': reply({ ...edited, canSeeEarlierVersions: true }),
      'GET /api/discussions/1/replies': replies([]),
      'GET /api/moderation/revisions/discussion/1': reply(revisions, 200, {
        'X-Total-Count': '2',
      }),
    });
    renderApp('/discussions/1');
    await user.click(await screen.findByRole('button', { name: 'Edited: show earlier versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier versions' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Ada Lovelace · 03\/02\/2026, .*Second titleSecond text$/),
      expect.stringMatching(/^Former member · 03\/01\/2026, .*First titleFirst text$/),
    ]);
  });

  it('is the plain mark where the answer says canSeeEarlierVersions false, whatever the role', async () => {
    // A moderator's session, but the item says no: the browser follows the server.
    fakeServer({
      ...signedIn(member({ id: 'mod-1', role: 'moderator' })),
      'GET /api/discussions/1': reply(edited),
      'GET /api/discussions/1/replies': replies([]),
    });
    renderApp('/discussions/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring meetup' })).toBeTruthy();
    expect(screen.getAllByRole('article')[0].textContent).toContain('edited');
    expect(screen.queryByRole('button', { name: /^Edited/ })).toBeNull();
  });

  it('is the plain mark for members', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(edited),
      'GET /api/discussions/1/replies': replies([]),
    });
    renderApp('/discussions/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring meetup' })).toBeTruthy();
    expect(screen.getAllByRole('article')[0].textContent).toContain('edited');
    expect(screen.queryByRole('button', { name: /^Edited/ })).toBeNull();
  });
});
