import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { albumOf, photoOf } from './test-data';

// Reactions in the photo viewer (issue 37).

const toast = {
  ...photoOf(2, 'Toast', false),
  reactions: [{ reaction: 'love' as const, count: 2 }],
  myReactions: [],
};
const photos = reply([photoOf(1, 'Arrivals', false), toast, photoOf(3, 'Dance', false)], 200, {
  'X-Total-Count': '3',
});
const albums = { 'GET /api/photo-albums?limit=200': reply([albumOf(1, 'Spring Mixer', 3)]) };

describe('reacting to a photo in the viewer', () => {
  it('shows its counts and leaves a reaction with one press', async () => {
    const server = fakeServer({
      ...signedIn(),
      ...albums,
      'GET /api/photos': photos,
      'PUT /api/photos/2/reactions/love': reply({
        reactions: [{ reaction: 'love', count: 3 }],
        myReactions: ['love'],
      }),
    });
    renderApp('/gallery?album=1&photo=2');
    const viewer = await screen.findByRole('dialog', { name: 'Toast' });
    const bar = within(viewer).getByRole('group', { name: 'Reactions to the photo Toast' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Love: 2 members reacted' }));
    expect(
      await within(bar).findByRole('button', { name: 'Love: 3 members reacted. You reacted' }),
    ).toBeTruthy();
    await waitFor(() => expect(server.calls).toContain('PUT /api/photos/2/reactions/love'));
  });

  it("the menu's keys stay the menu's: the viewer stays on the photo", async () => {
    fakeServer({ ...signedIn(), ...albums, 'GET /api/photos': photos });
    renderApp('/gallery?album=1&photo=2');
    const viewer = await screen.findByRole('dialog', { name: 'Toast' });
    within(viewer).getByRole('button', { name: 'Add reaction' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('2 of 3');
    expect(window.location.search).toBe('?album=1&photo=2');
  });
});
