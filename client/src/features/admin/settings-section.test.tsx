import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { settingsTabAnswers } from './settings-fixtures';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const SETTINGS = 'GET /api/admin/settings/joining';
const base = () => ({
  ...signedIn(admin),
  'GET /api/admin/applications': reply([], 200, { 'X-Total-Count': '0' }),
  ...settingsTabAnswers(),
});

describe('the settings tab', () => {
  it('starts from the saved settings and explains each way of joining', async () => {
    fakeServer({
      ...base(),
      [SETTINGS]: reply({ joinMode: 'approval', membersMayInvite: true }),
    });
    renderApp('/admin?tab=settings');
    const group = await screen.findByRole('radiogroup', { name: 'How people join' });
    const open = within(group).getByRole('radio', { name: 'Open' });
    const approval = within(group).getByRole('radio', { name: 'Approval' });
    const inviteOnly = within(group).getByRole('radio', { name: 'Invite only' });
    expect((approval as HTMLInputElement).checked).toBe(true);
    expect((open as HTMLInputElement).checked).toBe(false);
    const hint = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint(open)).toBe(
      'Anyone can create an account and join once they confirm their e-mail.',
    );
    expect(hint(approval)).toBe('People apply; an admin approves each application.');
    expect(hint(inviteOnly)).toBe('Only people with an invitation can join.');
    expect(
      screen
        .getByRole('switch', { name: 'Members can invite people' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('saves the choice: "Settings saved"', async () => {
    let sent: unknown = null;
    fakeServer({
      ...base(),
      [SETTINGS]: reply({ joinMode: 'approval', membersMayInvite: false }),
      'PUT /api/admin/settings/joining': async (request) => {
        sent = await request.json();
        return json(sent);
      },
    });
    renderApp('/admin?tab=settings');
    await userEvent.click(await screen.findByRole('radio', { name: 'Invite only' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Members can invite people' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await findToast()).textContent).toContain('Settings saved');
    expect(sent).toEqual({ joinMode: 'invite-only', membersMayInvite: true });
    expect((screen.getByRole('radio', { name: 'Invite only' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("says 'Failed to fetch settings' with Try again", async () => {
    const server = fakeServer({ ...base(), [SETTINGS]: failWith(500) });
    renderApp('/admin?tab=settings');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch settings');
    server.answer({ [SETTINGS]: reply({ joinMode: 'open', membersMayInvite: false }) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('radio', { name: 'Open' })) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('the settings tab’s parts', () => {
  it('"On this page" leads to each part, whose anchor is on the page', async () => {
    fakeServer(base());
    renderApp('/admin?tab=settings');
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Community',
      'About page',
      'Branding',
      'Joining',
      'Application questions',
      'Discussion categories',
      'Skills',
      'E-mail',
    ]);
    // The lazily loaded parts are in once their own forms are.
    await screen.findByRole('button', { name: 'Save About page' });
    for (const link of links) {
      const target = (link.getAttribute('href') ?? '').slice(1);
      expect(document.getElementById(target), target).not.toBeNull();
    }
  });
});
