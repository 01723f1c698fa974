import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ABILITIES_OF_ROLE,
  communityConfig,
  fakeServer,
  json,
  member,
  reply,
  signedIn,
} from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

const LIST = 'GET /api/invitations?limit=25';
const none = reply([], 200, { 'X-Total-Count': '0' });
const mel = member({ id: 'member-7', firstName: 'Mel', lastName: 'Member' });
/** Mel while the admins let members invite: the session's `abilities` say so. */
const melMayInvite = { ...mel, abilities: { ...ABILITIES_OF_ROLE.member, invite: true } };

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
}

describe('Invite people, for members', () => {
  it('the user menu offers it when members may invite, and the page says invitees are reviewed', async () => {
    let sent: unknown = null;
    fakeServer({
      ...signedIn(melMayInvite),
      'GET /api/config': reply(communityConfig()),
      [LIST]: none,
      'POST /api/invitations': async (request) => {
        sent = await request.json();
        return json({
          invited: ['kay@example.com'],
          skipped: [{ email: 'ada@example.com', reason: 'Already has an account' }],
        });
      },
    });
    renderApp('/about');
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Invite people' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite people' })).toBeTruthy();
    expect(window.location.pathname).toBe('/invite');
    expect(screen.getByTestId('invitation-review-note').textContent).toContain(
      'The people you invite will still be reviewed',
    );
    expect(await screen.findByText('No invitations found')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail addresses' }),
      'kay@example.com ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await findToast()).textContent).toContain('1 invited');
    expect(sent).toEqual({ emails: ['kay@example.com', 'ada@example.com'], note: null });
    const result = screen.getByTestId('invitation-result');
    expect(within(result).getByRole('list', { name: 'Not invited' }).textContent).toBe(
      'ada@example.com: Already has an account',
    );
  });

  it('no menu entry when members may not invite', async () => {
    fakeServer({
      ...signedIn(mel),
      'GET /api/config': reply(communityConfig({ membersMayInvite: false })),
      [LIST]: none,
    });
    renderApp('/about');
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Invite people' })).toBeNull();
  });

  it('opened by its address when members may not invite, it says so and keeps their list', async () => {
    fakeServer({
      ...signedIn(mel),
      'GET /api/config': reply(communityConfig({ membersMayInvite: false })),
      [LIST]: none,
    });
    renderApp('/invite');
    expect(await screen.findByText('Inviting is not open to members right now')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail addresses' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your invitations' })).toBeTruthy();
  });

  it("follows the session's abilities, not the role or the settings it was sent", async () => {
    // A member the server says may invite with no review (only an admin, today): the page
    // offers the form and no review note, as the answer says.
    fakeServer({
      ...signedIn({
        ...mel,
        abilities: { ...ABILITIES_OF_ROLE.member, invite: true, inviteWithoutReview: true },
      }),
      'GET /api/config': reply(communityConfig({ membersMayInvite: false })),
      [LIST]: none,
    });
    renderApp('/invite');
    expect(await screen.findByRole('textbox', { name: 'E-mail addresses' })).toBeTruthy();
    expect(screen.queryByTestId('invitation-review-note')).toBeNull();
  });

  it('an admin always may, and is not told of a review', async () => {
    fakeServer({
      ...signedIn(member({ role: 'admin' })),
      'GET /api/config': reply(communityConfig({ membersMayInvite: false })),
      [LIST]: none,
    });
    renderApp('/invite');
    expect(await screen.findByRole('textbox', { name: 'E-mail addresses' })).toBeTruthy();
    expect(screen.queryByTestId('invitation-review-note')).toBeNull();
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Invite people' })).toBeTruthy();
  });
});
