import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  communityConfig,
  fakeServer,
  json,
  member,
  reply,
  signedIn,
  signedOut,
} from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

// The first run (issue 36, decision 048): a fresh install's Get Started sets the community
// up; the admins' dashboard then shows what is left to do. The journey on the approval
// server runs the real thing; these cover the answers it cannot give on demand.

const fresh = { 'GET /api/config': reply(communityConfig({ setupNeeded: true })) };

describe('the setup page', () => {
  it('on a fresh install, sign-in sends the visitor to set it up', async () => {
    fakeServer({ ...signedOut(), ...fresh });
    renderApp('/sign-in');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your community' }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/setup');
  });

  it('once set up, sends the visitor to sign in', async () => {
    fakeServer({ ...signedOut(), 'GET /api/config': reply(communityConfig()) });
    renderApp('/setup');
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });

  it('names every empty field, then sends the form and lands the admin on the dashboard', async () => {
    const server = fakeServer({ ...signedOut(), ...fresh });
    let sent: unknown;
    const admin = member({ role: 'admin', firstName: 'Fran', welcomedAt: null });
    server.answer({
      'POST /api/setup': async (request) => {
        sent = await request.json();
        server.answer({
          'GET /api/auth/session': reply({ member: admin }),
          'GET /api/config': reply(communityConfig({ communityName: 'Bayou Roundtable' })),
          'GET /api/dashboard': reply({
            counts: { eventsThisWeek: 0, newDiscussions: 0, activeJobs: 0, members: 1 },
            recentActivity: [],
            openedSeats: [],
          }),
        });
        return json(admin);
      },
    });
    renderApp('/setup');
    const create = await screen.findByRole('button', { name: 'Create community' });
    const zone = screen.getByLabelText('Time zone') as HTMLInputElement;
    // The browser's own zone to start with.
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await userEvent.clear(zone);
    await userEvent.click(create);
    expect(await screen.findByText('Community name is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Choose a time zone')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(sent).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Community name'), 'Bayou Roundtable');
    await userEvent.type(screen.getByLabelText('City'), 'Houston');
    await userEvent.type(zone, 'america/chicago');
    await userEvent.type(screen.getByLabelText('First name'), 'Fran');
    await userEvent.type(screen.getByLabelText('Last name'), 'Founder');
    await userEvent.type(screen.getByLabelText('Email'), 'fran@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'steady lighthouse keeper');
    await userEvent.click(create);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Fran' })).toBeTruthy();
    expect(sent).toEqual({
      communityName: 'Bayou Roundtable',
      city: 'Houston',
      timeZone: 'America/Chicago',
      firstName: 'Fran',
      lastName: 'Founder',
      email: 'fran@example.com',
      password: 'steady lighthouse keeper',
    });
    expect(window.location.pathname).toBe('/');
  });

  it('shows the server’s refusal on its field, or above the form', async () => {
    fakeServer({
      ...signedOut(),
      ...fresh,
      'POST /api/setup': reply(
        { message: 'This community is already set up. Sign in instead.' },
        409,
      ),
    });
    renderApp('/setup');
    await userEvent.type(await screen.findByLabelText('Community name'), 'Late');
    await userEvent.type(screen.getByLabelText('City'), 'Houston');
    await userEvent.type(screen.getByLabelText('First name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Last name'), 'Late');
    await userEvent.type(screen.getByLabelText('Email'), 'lee@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'steady lighthouse keeper');
    await userEvent.click(screen.getByRole('button', { name: 'Create community' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This community is already set up. Sign in instead.',
    );
  });

  it('with an identity provider, says the first to sign in sets it up', async () => {
    fakeServer({
      ...signedOut(),
      'GET /api/config': reply(communityConfig({ setupNeeded: true, signIn: 'provider' })),
    });
    renderApp('/setup');
    const link = await screen.findByRole('link', { name: 'Sign in to set it up' });
    expect(link.getAttribute('href')).toBe('/api/login');
    expect(screen.queryByRole('button', { name: 'Create community' })).toBeNull();
  });
});

describe('the setup checklist on the dashboard', () => {
  const dashboard = {
    'GET /api/dashboard': reply({
      counts: { eventsThisWeek: 0, newDiscussions: 0, activeJobs: 0, members: 1 },
      recentActivity: [],
      openedSeats: [],
    }),
  };
  const items = (done: string[]) =>
    ['details', 'about', 'categories', 'members', 'event', 'welcome'].map((key) => ({
      key,
      done: done.includes(key),
    }));

  it('shows an admin what is done and what is left, each linking where it is done', async () => {
    const server = fakeServer({
      ...signedIn(member({ role: 'admin' })),
      ...dashboard,
      'GET /api/admin/setup': reply({ dismissed: false, items: items(['details', 'event']) }),
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Set up your community' });
    expect(card.textContent).toContain('2 of 6 done');
    expect(
      within(card)
        .getByRole('link', { name: /^Name your community \(done\)/ })
        .getAttribute('href'),
    ).toBe('/admin?tab=settings');
    expect(
      within(card)
        .getByRole('link', { name: /^Invite your first members \(to do\)/ })
        .getAttribute('href'),
    ).toBe('/admin?tab=invitations');
    expect(
      within(card).getByRole('progressbar', { name: 'Set up your community: progress' }),
    ).toBeTruthy();

    server.answer({
      'POST /api/admin/setup/dismiss': () => new Response(null, { status: 204 }),
      'GET /api/admin/setup': reply({ dismissed: true, items: items(['details', 'event']) }),
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss checklist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Set up your community' })).toBeNull(),
    );
    expect(server.calls).toContain('POST /api/admin/setup/dismiss');
  });

  it('is gone once every item is done', async () => {
    fakeServer({
      ...signedIn(member({ role: 'admin' })),
      ...dashboard,
      'GET /api/admin/setup': reply({
        dismissed: false,
        items: items(['details', 'about', 'categories', 'members', 'event', 'welcome']),
      }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Set up your community' })).toBeNull();
  });

  it('a member neither sees it nor asks for it', async () => {
    const server = fakeServer({ ...signedIn(), ...dashboard });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    expect(server.calls.filter((call) => call.includes('/api/admin/setup'))).toEqual([]);
  });
});

describe('a new member’s first visit', () => {
  const dashboard = {
    'GET /api/dashboard': reply({
      counts: { eventsThisWeek: 0, newDiscussions: 0, activeJobs: 0, members: 3 },
      recentActivity: [],
      openedSeats: [],
    }),
  };

  it('says Welcome, records the visit, and lists their first steps until put away', async () => {
    const server = fakeServer({
      ...signedIn(member({ welcomedAt: null, onboardedAt: null })),
      ...dashboard,
      'POST /api/me/welcomed': () => new Response(null, { status: 204 }),
      'GET /api/me/first-steps': reply({
        items: [
          { key: 'photo', done: true },
          { key: 'headline', done: false },
          { key: 'skills', done: false },
          { key: 'introduce', done: false },
        ],
      }),
      'POST /api/me/first-steps/dismiss': () => new Response(null, { status: 204 }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    await waitFor(() => expect(server.calls).toContain('POST /api/me/welcomed'));
    const card = await screen.findByRole('region', { name: 'Your first steps' });
    expect(card.textContent).toContain('1 of 4 done');
    expect(
      within(card)
        .getByRole('link', { name: /^Add a profile photo \(done\)/ })
        .getAttribute('href'),
    ).toBe('/profile');
    expect(
      within(card)
        .getByRole('link', { name: /^Introduce yourself \(to do\)/ })
        .getAttribute('href'),
    ).toBe('/discussions');
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss checklist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull(),
    );
    expect(server.calls).toContain('POST /api/me/first-steps/dismiss');
    // Still their first visit on this screen: the greeting does not change under them.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
  });

  it('an established member is welcomed back, and nothing is asked for them', async () => {
    const server = fakeServer({ ...signedIn(), ...dashboard });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.includes('/api/me/'))).toEqual([]);
  });
});
