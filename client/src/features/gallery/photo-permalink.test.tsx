import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { albumOf, photoOf } from './test-data';

const albums = {
  'GET /api/photo-albums?limit=200': reply([albumOf(1, 'Spring Mixer', 3), albumOf(2, 'Gala', 1)]),
};
const threePhotos = reply(
  [photoOf(1, 'Arrivals', false), photoOf(2, 'Toast', false), photoOf(3, 'Dance', false)],
  200,
  {
    'X-Total-Count': '3',
  },
);
const address = () => window.location.pathname + window.location.search;

describe('a photo opened by its address (decision 014)', () => {
  it('opens the viewer on it; next and close replace the address, never adding history', async () => {
    const server = fakeServer({ ...signedIn(), ...albums, 'GET /api/photos': threePhotos });
    renderApp('/gallery?album=1&photo=2');
    const viewer = await screen.findByRole('dialog', { name: 'Toast' });
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('2 of 3');
    // On the loaded grid already: not asked for again.
    expect(server.calls).not.toContain('GET /api/photos/2');
    const entries = window.history.length;

    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Dance' })).toBeTruthy();
    expect(address()).toBe('/gallery?album=1&photo=3');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/gallery?album=1');
    expect(window.history.length).toBe(entries);
  });

  it("View writes the photo into the address, and the uploader's name links to their profile", async () => {
    fakeServer({ ...signedIn(), ...albums, 'GET /api/photos': threePhotos });
    renderApp('/gallery?album=1');
    await userEvent.click(await screen.findByRole('button', { name: 'View Arrivals' }));
    const viewer = await screen.findByRole('dialog', { name: 'Arrivals' });
    expect(address()).toBe('/gallery?album=1&photo=1');
    const uploader = within(viewer).getByRole('link', { name: 'Sam Doe' });
    expect(uploader.getAttribute('href')).toBe('/members/someone');
  });

  it('Copy link copies the photo’s own address', async () => {
    fakeServer({ ...signedIn(), ...albums, 'GET /api/photos': threePhotos });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/gallery?photo=3');
    const viewer = await screen.findByRole('dialog', { name: 'Dance' });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/gallery?album=1&photo=3`);
    // The dialog hides the rest of the page from the accessibility tree: read the toast's item.
    await waitFor(() =>
      expect(document.querySelector('li[data-variant]')?.textContent).toContain(
        'Photo link copied to clipboard',
      ),
    );
  });

  it("a photo that is gone says 'Photo not found' and leaves the album on screen", async () => {
    fakeServer({
      ...signedIn(),
      ...albums,
      'GET /api/photos': threePhotos,
      'GET /api/photos/99': () => json({ message: 'Photo not found' }, 404),
    });
    renderApp('/gallery?album=1&photo=99');
    // Toasts outlive a test (the store is the app's own): find this one by its words.
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    const title = await within(region).findByText('Photo not found');
    expect(title.closest('li')?.textContent).toContain(
      'This photo was deleted or the link is wrong.',
    );
    await waitFor(() => expect(address()).toBe('/gallery?album=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Spring Mixer' })).toBeTruthy();
  });

  it('a photo not on the loaded page is fetched, and the grid loads on until it holds it', async () => {
    const server = fakeServer({
      ...signedIn(),
      ...albums,
      'GET /api/photos?limit=24&albumId=1': reply([photoOf(1, 'Arrivals', false)], 200, {
        'X-Total-Count': '2',
        Link: '</api/photos?limit=24&albumId=1&cursor=c1>; rel="next"',
      }),
      'GET /api/photos?limit=24&albumId=1&cursor=c1': reply([photoOf(7, 'Late', false)], 200, {
        'X-Total-Count': '2',
      }),
      'GET /api/photos': threePhotos,
      'GET /api/photos/7': reply(photoOf(7, 'Late', false)),
    });
    renderApp('/gallery?album=1&photo=7');
    const viewer = await screen.findByRole('dialog', { name: 'Late' });
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('2 of 2');
    expect(server.calls).toContain('GET /api/photos/7');
  });

  it('a photo of another album moves the address to that album', async () => {
    fakeServer({
      ...signedIn(),
      ...albums,
      'GET /api/photos?limit=24&albumId=1': threePhotos,
      'GET /api/photos?limit=24&albumId=2': reply(
        [{ ...photoOf(5, 'Gala night', false), albumId: 2 }],
        200,
        {
          'X-Total-Count': '1',
        },
      ),
      'GET /api/photos': threePhotos,
      'GET /api/photos/5': reply({ ...photoOf(5, 'Gala night', false), albumId: 2 }),
    });
    renderApp('/gallery?album=1&photo=5');
    expect(await screen.findByRole('dialog', { name: 'Gala night' })).toBeTruthy();
    expect(address()).toBe('/gallery?album=2&photo=5');
  });

  it("an unknown album says 'Album not found', with the way to all photos", async () => {
    fakeServer({ ...signedIn(), ...albums, 'GET /api/photos': threePhotos });
    renderApp('/gallery?album=404');
    expect(await screen.findByRole('heading', { level: 2, name: 'Album not found' })).toBeTruthy();
    expect(screen.getByText('This album was deleted or the link is wrong.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all photos' }).getAttribute('href')).toBe(
      '/gallery',
    );
    expect(screen.queryByTestId('photo-card')).toBeNull();
  });

  it("the album's owner is named and links to their profile", async () => {
    fakeServer({ ...signedIn(), ...albums, 'GET /api/photos': threePhotos });
    renderApp('/gallery?album=1');
    await screen.findByRole('heading', { level: 2, name: 'Spring Mixer' });
    const owner = screen.getByText('Created by').closest('p');
    expect(
      within(owner as HTMLElement)
        .getByRole('link', { name: 'Sam Doe' })
        .getAttribute('href'),
    ).toBe('/members/someone');
  });
});
