import type { ItemReactions, ReactionEntry } from '@shared/contracts/reactions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { openedDiscussionOf } from '@/test/discussion-data';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, loadPage, renderApp } from '@/test/render-app';

beforeAll(() => loadPage('/discussions/1'));

const me = member();
const grace = {
  id: 'member-2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  title: null,
  company: null,
};

const discussion = (reactions: ItemReactions) => openedDiscussionOf(reactions);

const twoLikes: ItemReactions = {
  reactions: [
    { reaction: 'like', count: 2 },
    { reaction: 'funny', count: 1 },
  ],
  myReactions: [],
};

function openWith(reactions: ItemReactions) {
  const server = fakeServer({
    ...signedIn(me),
    'GET /api/discussions/1': reply(discussion(reactions)),
    'GET /api/discussions/1/replies': reply([], 200, { 'X-Total-Count': '0' }),
  });
  renderApp('/discussions/1');
  return server;
}

const bar = () => screen.findByRole('group', { name: 'Reactions to this discussion' });

describe('reactions on a discussion', () => {
  it('each reaction left is a pill named by its reaction and count, pressed when mine', async () => {
    openWith({ ...twoLikes, myReactions: ['funny'] });
    const pills = within(await bar()).getAllByRole('button');
    const like = within(await bar()).getByRole('button', { name: 'Like: 2 members reacted' });
    const funny = within(await bar()).getByRole('button', {
      name: 'Funny: 1 member reacted. You reacted',
    });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(funny.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('2');
    expect(pills.map((p) => p.getAttribute('aria-label') ?? p.textContent)).toEqual([
      'Like: 2 members reacted',
      'Funny: 1 member reacted. You reacted',
      'Add reaction',
      'See who reacted',
    ]);
  });

  it('a discussion no one reacted to offers only "Add reaction"', async () => {
    openWith({ reactions: [], myReactions: [] });
    const buttons = within(await bar()).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Add reaction']);
  });

  it('pressing a pill leaves the reaction at once and keeps the server’s answer', async () => {
    const server = openWith(twoLikes);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.answer({
      'PUT /api/discussions/1/reactions/like': async () => {
        await held;
        return json({
          reactions: [
            { reaction: 'like', count: 3 },
            { reaction: 'funny', count: 1 },
          ],
          myReactions: ['like'],
        });
      },
    });
    await userEvent.click(
      within(await bar()).getByRole('button', { name: 'Like: 2 members reacted' }),
    );
    // Shown before the server answers.
    const pressed = within(await bar()).getByRole('button', {
      name: 'Like: 3 members reacted. You reacted',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(within(await bar()).getByText('You reacted with Like')).toBeTruthy();
    release();
    await waitFor(() => expect(server.calls).toContain('PUT /api/discussions/1/reactions/like'));
    expect(
      within(await bar()).getByRole('button', { name: 'Like: 3 members reacted. You reacted' }),
    ).toBeTruthy();
  });

  it('a refusal puts the pill back and says so', async () => {
    const server = openWith({ ...twoLikes, myReactions: ['funny'] });
    server.answer({
      'DELETE /api/discussions/1/reactions/funny': reply({ message: 'Discussion not found' }, 404),
    });
    await userEvent.click(
      within(await bar()).getByRole('button', { name: 'Funny: 1 member reacted. You reacted' }),
    );
    expect((await findToast()).textContent).toContain('Discussion not found');
    const funny = await within(await bar()).findByRole('button', {
      name: 'Funny: 1 member reacted. You reacted',
    });
    expect(funny.getAttribute('aria-pressed')).toBe('true');
  });

  it('"Add reaction" opens the five by keyboard; choosing one leaves it', async () => {
    const server = openWith(twoLikes);
    server.answer({
      'PUT /api/discussions/1/reactions/celebrate': reply({
        reactions: [...twoLikes.reactions, { reaction: 'celebrate', count: 1 }],
        myReactions: ['celebrate'],
      }),
    });
    const add = within(await bar()).getByRole('button', { name: 'Add reaction' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((i) => i.textContent)).toEqual([
      '👍Like',
      '❤️Love',
      '🎉Celebrate',
      '💡Insightful',
      '😂Funny',
    ]);
    expect(items.every((i) => i.getAttribute('aria-checked') === 'false')).toBe(true);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: /Celebrate/ }));
    await waitFor(() =>
      expect(server.calls).toContain('PUT /api/discussions/1/reactions/celebrate'),
    );
    expect(
      await within(await bar()).findByRole('button', {
        name: 'Celebrate: 1 member reacted. You reacted',
      }),
    ).toBeTruthy();
  });

  it('"See who reacted" lists everyone, newest first, a page at a time', async () => {
    const server = openWith(twoLikes);
    const entry = (reaction: ReactionEntry['reaction'], firstName: string): ReactionEntry => ({
      reaction,
      member: { ...grace, id: `member-${firstName}`, firstName },
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    server.answer({
      'GET /api/discussions/1/reactions?limit=50': reply(
        [entry('like', 'Grace'), entry('funny', 'Alan')],
        200,
        {
          'X-Total-Count': '3',
          Link: '</api/discussions/1/reactions?limit=50&cursor=next>; rel="next"',
        },
      ),
      'GET /api/discussions/1/reactions?limit=50&cursor=next': reply(
        [entry('like', 'Edsger')],
        200,
        {
          'X-Total-Count': '3',
        },
      ),
    });
    await userEvent.click(within(await bar()).getByRole('button', { name: 'See who reacted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactions' });
    const list = await within(dialog).findByRole('list', { name: 'Reacted' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Grace Hopper'), expect.stringContaining('Alan Hopper')]);
    expect(within(list).getByRole('img', { name: 'Funny' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    // Escape closes it and puts the focus back where the member was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(
      within(await bar()).getByRole('button', { name: 'See who reacted' }),
    );
  });
});
