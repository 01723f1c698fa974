import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { settingsTabAnswers } from './settings-fixtures';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const base = () => ({
  ...signedIn(admin),
  'GET /api/admin/applications': reply([], 200, { 'X-Total-Count': '0' }),
  ...settingsTabAnswers(),
});

describe('the community settings', () => {
  it('shows the defaults a blank field keeps, and sends what the admin typed', async () => {
    let sent: unknown = null;
    fakeServer({
      ...base(),
      'PUT /api/admin/settings/community': async (request) => {
        sent = await request.json();
        return json({
          settings: { ...(sent as object) },
          defaults: {
            communityName: 'Roundtable Houston',
            city: 'Houston',
            region: 'TX',
            timeZone: 'America/Chicago',
          },
        });
      },
    });
    renderApp('/admin?tab=settings');
    const name = await screen.findByRole('textbox', { name: 'Community name' });
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Leave blank for the default: Roundtable Houston')).toBeTruthy();
    await userEvent.type(name, 'Roundtable Austin');
    await userEvent.type(screen.getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Update community settings' }));
    expect((await findToast()).textContent).toContain('Community settings saved');
    expect(sent).toEqual({
      communityName: 'Roundtable Austin',
      city: null,
      region: null,
      timeZone: 'America/New_York',
    });
  });

  it('refuses an unknown time zone in the browser, naming the field', async () => {
    const server = fakeServer(base());
    renderApp('/admin?tab=settings');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Time zone' }), 'Mars/Base');
    await userEvent.click(screen.getByRole('button', { name: 'Update community settings' }));
    expect(
      await screen.findByText('Time zone must be an IANA name such as America/Chicago'),
    ).toBeTruthy();
    expect(server.calls).not.toContain('PUT /api/admin/settings/community');
  });
});

describe('the categories', () => {
  it('marks archived ones, offers up and down where they can move, and archives', async () => {
    const server = fakeServer({
      ...base(),
      'PUT /api/admin/categories/1/archived': reply({
        id: 1,
        name: 'Networking',
        color: '#2E8B57',
        position: 1,
        archived: true,
        discussionCount: 2,
      }),
    });
    renderApp('/admin?tab=settings');
    const list = await screen.findByRole('list', { name: 'Discussion categories' });
    const [networking, events] = within(list).getAllByRole('listitem');
    expect(within(events).getByText('Archived')).toBeTruthy();
    expect(within(events).getByRole('button', { name: 'Restore Events' })).toBeTruthy();
    expect(
      (within(networking).getByRole('button', { name: 'Move Networking up' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(events).getByRole('button', { name: 'Move Events down' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(within(networking).getByRole('button', { name: 'Archive Networking' }));
    expect((await findToast()).textContent).toContain('Category archived');
    expect(server.calls).toContain('PUT /api/admin/categories/1/archived');
  });
});

describe('the skill catalog', () => {
  it('merges one skill into another chosen from the catalog', async () => {
    let sent: unknown = null;
    fakeServer({
      ...base(),
      'POST /api/admin/skills/2/merge': async (request) => {
        sent = await request.json();
        return json({ id: 1, name: 'JavaScript', category: null, memberCount: 4 });
      },
    });
    renderApp('/admin?tab=settings');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Merge JS into another skill' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Merge JS' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /JavaScript/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect((await findToast()).textContent).toContain('Skills merged');
    expect(sent).toEqual({ targetId: 1 });
  });
});
