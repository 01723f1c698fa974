import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { albumOf, photoOf } from './test-data';

// A moderator deletes someone else's photo and album with a reason (decision 022). The
// page, not the card, holds the dialog: the card leaves the refreshed list at once.

describe('a moderator in the gallery', () => {
  it("deletes someone else's photo with a reason; the toast still says so", async () => {
    const photo = photoOf(5, 'Stage', true, false, true);
    let sent: unknown = null;
    const server = fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/photo-albums': reply([]),
      'GET /api/photos': reply([photo], 200, { 'X-Total-Count': '1' }),
      'DELETE /api/photos/5': async (request) => {
        sent = await request.json();
        server.answer({ 'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }) });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/gallery');
    const card = await screen.findByTestId('photo-card');
    expect(within(card).queryByRole('button', { name: 'Edit Stage' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete Stage' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Hide/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Moderate Stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(dialog.textContent).toContain('“Stage”, uploaded by Sam');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not ours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Photo deleted successfully');
    expect(sent).toEqual({ reason: 'Not ours' });
  });

  it("deletes someone else's album with a reason and goes back to All Photos", async () => {
    const album = { ...albumOf(3, 'Pitch Night', 2), canDelete: true, deleteNeedsReason: true };
    let sent: unknown = null;
    const server = fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/photo-albums': reply([album], 200, { 'X-Total-Count': '1' }),
      'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
      'DELETE /api/photo-albums/3': async (request) => {
        sent = await request.json();
        server.answer({ 'GET /api/photo-albums': reply([], 200, { 'X-Total-Count': '0' }) });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/gallery?album=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pitch Night' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename Album' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Album' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Moderate album' }));
    const menu = await screen.findByRole('menu');
    // An album cannot be hidden: Delete… alone.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Delete…']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete album' });
    expect(dialog.textContent).toContain('its 2 photos');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Album deleted');
    expect(sent).toEqual({ reason: 'Spam' });
    expect(await screen.findByRole('heading', { level: 2, name: 'All Photos' })).toBeTruthy();
  });
});
