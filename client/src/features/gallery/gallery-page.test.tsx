import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { albumOf, photoOf } from './test-data';

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

describe('photo gallery pages and permissions', () => {
  it('pages the album sidebar: Load more albums brings the next page by its cursor', async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/photo-albums?limit=200': reply([albumOf(2, 'Newer Album', 1)], 200, {
        'X-Total-Count': '2',
        Link: '</api/photo-albums?limit=200&cursor=next-1>; rel="next"',
      }),
      'GET /api/photo-albums?limit=200&cursor=next-1': reply([albumOf(1, 'Older Album', 2)], 200, {
        'X-Total-Count': '2',
      }),
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '3' }),
    });
    renderApp('/gallery');
    const albums = await screen.findByRole('navigation', { name: 'Albums' });
    expect(await within(albums).findByRole('link', { name: 'Newer Album 1' })).toBeTruthy();
    expect(within(albums).queryByRole('link', { name: 'Older Album 2' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more albums' }));
    expect(await within(albums).findByRole('link', { name: 'Older Album 2' })).toBeTruthy();
    expect(server.calls).toContain('GET /api/photo-albums?limit=200&cursor=next-1');
    // The last page has no Link: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more albums' })).toBeNull();
  });

  it('an album addressed by its link loads on through the pages until it is found', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/photo-albums?limit=200': reply([albumOf(2, 'Newer Album')], 200, {
        Link: '</api/photo-albums?limit=200&cursor=next-1>; rel="next"',
      }),
      'GET /api/photo-albums?limit=200&cursor=next-1': reply([albumOf(1, 'Older Album')]),
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/gallery?album=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Older Album' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeTruthy();
  });

  it('offers Edit and Delete on the photos the server says the viewer may change, and no others', async () => {
    fakeServer({
      ...signedIn(),
      ...noAlbums,
      'GET /api/photos': reply([photoOf(1, 'Mine', true), photoOf(2, 'Theirs', false)], 200, {
        'X-Total-Count': '2',
      }),
    });
    renderApp('/gallery');
    expect(await screen.findByRole('button', { name: 'View Theirs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Theirs' })).toBeNull();
  });

  it("edits a photo's title: the dialog starts from the saved values and sends PATCH", async () => {
    const server = fakeServer({
      ...signedIn(),
      ...noAlbums,
      'GET /api/photos': reply([photoOf(1, 'Mine', true)], 200, { 'X-Total-Count': '1' }),
      'PATCH /api/photos/1': reply({ ...photoOf(1, 'Stage', true) }),
    });
    renderApp('/gallery');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo' });
    const title = within(dialog).getByRole('textbox', { name: 'Title (Optional)' });
    expect((title as HTMLInputElement).value).toBe('Mine');
    fireEvent.change(title, { target: { value: 'Stage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Photo updated')).toBeTruthy();
    expect(server.calls).toContain('PATCH /api/photos/1');
  });

  it("shows Rename and Delete Album only on the viewer's own album, the delete naming its photo count", async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/photo-albums?limit=200': reply([
        albumOf(1, 'Mine', 3, true),
        albumOf(2, 'Theirs', 1, false),
      ]),
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/gallery?album=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Theirs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename Album' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Album' })).toBeNull();
  });
});

describe('album actions', () => {
  it('renames the album from its saved values and says Album updated', async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/photo-albums?limit=200': reply([albumOf(1, 'Mine', 3, true)]),
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
      'PATCH /api/photo-albums/1': reply(albumOf(1, 'Renamed', 3, true)),
    });
    renderApp('/gallery?album=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Album' });
    const name = within(dialog).getByRole('textbox', { name: /Album Name/ });
    expect((name as HTMLInputElement).value).toBe('Mine');
    fireEvent.change(name, { target: { value: 'Renamed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Album updated')).toBeTruthy();
    expect(server.calls).toContain('PATCH /api/photo-albums/1');
  });

  it('confirms a delete naming how many photos go, then says Album deleted', async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/photo-albums?limit=200': reply([albumOf(1, 'Mine', 3, true)]),
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
      'DELETE /api/photo-albums/1': () => new Response(null, { status: 204 }),
    });
    renderApp('/gallery?album=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Album' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete album' });
    expect(dialog.textContent).toContain(
      'Delete the album "Mine" and its 3 photos? The photos are deleted with it, whoever uploaded them. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Album' }));
    expect(await screen.findByText('Album deleted')).toBeTruthy();
    expect(server.calls).toContain('DELETE /api/photo-albums/1');
  });
});
