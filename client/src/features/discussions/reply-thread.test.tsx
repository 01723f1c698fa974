import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openedDiscussionOf } from '@/test/discussion-data';
import { type Answer, failWith, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { DiscussionItem, DiscussionReplyItem, OpenedDiscussionItem } from './api';

const me = member();
const summary = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Member',
  email: null,
  profileImageUrl: null,
  title: null,
  company: null,
});
const mine = summary(me.id, 'Ada');
const grace = summary('member-2', 'Grace');

const discussion = (overrides: Partial<DiscussionItem> = {}): OpenedDiscussionItem =>
  openedDiscussionOf({
    authorId: grace.id,
    lastActivityAt: '2026-03-01T12:00:00.000Z',
    author: grace,
    replyCount: 3,
    canReport: false,
    canReply: !(overrides.isLocked ?? false),
    ...overrides,
  });

const replyItem = (
  id: number,
  author: typeof mine,
  content: string,
  overrides: Partial<DiscussionReplyItem> = {},
): DiscussionReplyItem => ({
  id,
  discussionId: 1,
  authorId: author.id,
  content,
  parentReplyId: null,
  createdAt: `2026-03-01T11:0${id % 10}:00.000Z`,
  updatedAt: `2026-03-01T11:0${id % 10}:00.000Z`,
  editedAt: null,
  author,
  isDeleted: false,
  hidden: false,
  canReport: false,
  // As the server answers it: whose it is, and so who may delete it.
  mine: author.id === me.id,
  canEdit: false,
  canUnhide: false,
  canSeeEarlierVersions: false,
  canDelete: author.id === me.id,
  deleteNeedsReason: false,
  reactions: [],
  myReactions: [],
  ...overrides,
});

const page = (items: DiscussionReplyItem[]) =>
  reply(items, 200, { 'X-Total-Count': String(items.length) });
const noContent: Answer = () => new Response(null, { status: 204 });

/** The innermost reply holding the text (a reply's item holds its answers too). */
const replyNamed = (text: string) => {
  const found = screen
    .getAllByTestId('reply')
    .filter((r) => r.textContent?.includes(text))
    .at(-1);
  if (!found) throw new Error(`no reply with ${text}`);
  return found;
};

describe('an edited reply (issue 23)', () => {
  it('shows "edited" beside its time, and nothing on one never edited', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([
        replyItem(11, mine, 'Fixed my typo', { editedAt: '2026-03-01T12:00:00.000Z' }),
        replyItem(12, grace, 'As first written'),
      ]),
    });
    renderApp('/discussions/1');
    await screen.findByText('Fixed my typo');
    const mark = replyNamed('Fixed my typo').querySelector('time[title^="Edited "]');
    expect(mark?.textContent).toMatch(/^edited /);
    expect(mark?.getAttribute('datetime')).toBe('2026-03-01T12:00:00.000Z');
    expect(replyNamed('As first written').querySelector('time[title^="Edited "]')).toBeNull();
  });
});

describe('deleting your own reply', () => {
  it('offers Delete only on replies the server says are yours, none on a tombstone', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([
        replyItem(11, mine, 'Mine: try Xochi'),
        replyItem(12, grace, 'Grace: Brennan’s'),
        replyItem(13, mine, '[deleted]', { isDeleted: true, canDelete: false }),
        replyItem(14, grace, 'Answer to a deleted one', { parentReplyId: 13 }),
      ]),
    });
    renderApp('/discussions/1');
    await screen.findByText('Mine: try Xochi');
    expect(
      within(replyNamed('Mine: try Xochi')).getByRole('button', { name: 'Delete your reply' }),
    ).toBeTruthy();
    expect(within(replyNamed('Grace: Brennan’s')).queryByRole('button', { name: /Delete/ })).toBe(
      null,
    );
    expect(screen.getAllByRole('button', { name: 'Delete your reply' })).toHaveLength(1);

    const tombstone = screen.getByRole('listitem', { name: 'Deleted reply' });
    const article = within(tombstone).getAllByRole('article')[0];
    expect(within(article).getByText('[deleted]')).toBeTruthy();
    // Nobody answers or deletes a tombstone; its answers stay nested under it.
    expect(within(article).queryByRole('button')).toBeNull();
    expect(within(tombstone).getByText('Answer to a deleted one')).toBeTruthy();
  });

  it('asks first, deletes, says "Reply deleted" and moves focus to the next reply', async () => {
    const first = replyItem(11, mine, 'Mine: try Xochi');
    const second = replyItem(12, grace, 'Grace: Brennan’s');
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([first, second]),
      'DELETE /api/discussions/1/replies/11': (request) => {
        server.answer({
          'GET /api/discussions/1/replies': page([second]),
          'GET /api/discussions/1': reply(discussion({ replyCount: 1 })),
        });
        return noContent(request);
      },
    });
    renderApp('/discussions/1');
    await screen.findByText('Mine: try Xochi');
    await userEvent.click(
      within(replyNamed('Mine: try Xochi')).getByRole('button', { name: 'Delete your reply' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete your reply? This cannot be undone.',
    );
    // Cancel keeps the reply and puts focus back on its Delete button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const deleteButton = within(replyNamed('Mine: try Xochi')).getByRole('button', {
      name: 'Delete your reply',
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteButton));
    expect(server.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(deleteButton);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this reply?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );

    expect((await findToast()).textContent).toContain('Reply deleted');
    expect(server.calls.filter((c) => c.startsWith('DELETE'))).toEqual([
      'DELETE /api/discussions/1/replies/11',
    ]);
    await vi.waitFor(() => expect(screen.queryByText('Mine: try Xochi')).toBeNull());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(replyNamed('Grace: Brennan’s')).getAllByRole('article')[0],
      ),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Replies (1)' })).toBeTruthy(),
    );
  });

  it('after the last reply, focus goes to the discussion’s Reply button', async () => {
    const only = replyItem(11, mine, 'Mine: try Xochi');
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion({ replyCount: 1 })),
      'GET /api/discussions/1/replies': page([only]),
      'DELETE /api/discussions/1/replies/11': (request) => {
        server.answer({ 'GET /api/discussions/1/replies': page([]) });
        return noContent(request);
      },
    });
    renderApp('/discussions/1');
    await screen.findByText('Mine: try Xochi');
    await userEvent.click(screen.getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Reply deleted');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reply' })),
    );
    expect(await screen.findByText('No replies yet. Be the first to reply.')).toBeTruthy();
  });

  it('a reply with answers says they stay, and becomes a tombstone above them', async () => {
    const asked = replyItem(11, mine, 'Mine: anyone for tacos?');
    const answer = replyItem(12, grace, 'Grace: always', { parentReplyId: 11 });
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([asked, answer]),
      'DELETE /api/discussions/1/replies/11': (request) => {
        const tombstone = {
          ...asked,
          content: '[deleted]',
          isDeleted: true,
          canDelete: false,
        };
        server.answer({ 'GET /api/discussions/1/replies': page([tombstone, answer]) });
        return noContent(request);
      },
    });
    renderApp('/discussions/1');
    await screen.findByText('Mine: anyone for tacos?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    expect(dialog.textContent).toContain('The answers to it stay in the thread, under “[deleted]”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Reply deleted');
    const tombstone = await screen.findByRole('listitem', { name: 'Deleted reply' });
    expect(within(tombstone).getByText('[deleted]')).toBeTruthy();
    expect(within(tombstone).getByText('Grace: always')).toBeTruthy();
    expect(screen.queryByText('Mine: anyone for tacos?')).toBeNull();
    // Focus on the answer, the next reply in the thread.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(replyNamed('Grace: always')).getAllByRole('article')[0],
      ),
    );
  });

  it('a refusal closes the dialog, keeps the reply and says why', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/discussions/1': reply(discussion()),
      'GET /api/discussions/1/replies': page([replyItem(11, mine, 'Mine: try Xochi')]),
      'DELETE /api/discussions/1/replies/11': failWith(
        403,
        JSON.stringify({ message: 'You can only delete your own replies' }),
      ),
    });
    renderApp('/discussions/1');
    await screen.findByText('Mine: try Xochi');
    await userEvent.click(screen.getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('You can only delete your own replies');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Mine: try Xochi')).toBeTruthy();
  });
});
