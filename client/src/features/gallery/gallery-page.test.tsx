import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const noAlbums = { 'GET /api/photo-albums': reply([]) };

describe('photo gallery states', () => {
  // The journeys share one database, where some journey has always uploaded a photo, so
  // the gallery with nobody's photos in it is checked here.
  it('with no photos anywhere: All Photos 0, the empty state, no Upload Photos', async () => {
    fakeServer({
      ...signedIn(),
      ...noAlbums,
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeTruthy();
    const albums = await screen.findByRole('navigation', { name: 'Albums' });
    const all = await within(albums).findByRole('link', { name: 'All Photos 0' });
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No photos found')).toBeTruthy();
    expect(screen.getByText('Create an album and upload some photos to get started.')).toBeTruthy();
    // Upload Photos belongs to an album.
    expect(screen.queryByRole('button', { name: 'Upload Photos' })).toBeNull();
  });

  it("a failed load says 'Failed to fetch photos'", async () => {
    fakeServer({ ...signedIn(), ...noAlbums, 'GET /api/photos': failWith(500) });
    renderApp('/gallery');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContainEqual(
      expect.stringContaining('Failed to fetch photos'),
    );
  });
});
