import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, failWith, fakeServer, signedOut } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

describe('the sign-in state on load', () => {
  it('shows the full-screen spinner until the current user is known', async () => {
    let release: () => void = () => undefined;
    const held: Answer = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response('{"member":null}', { status: 200 }));
      });
    fakeServer({ 'GET /api/auth/session': held });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading Roundtable' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Platform Features' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Platform Features' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading Roundtable' })).toBeNull();
  });

  it('a failed current-user call means visitor, without retrying', async () => {
    const server = fakeServer({ 'GET /api/auth/session': failWith(500) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Platform Features' })).toBeTruthy();
    expect(server.calls.filter((c) => c === 'GET /api/auth/session')).toEqual([
      'GET /api/auth/session',
    ]);
  });
});

describe('a member address opened signed out', () => {
  it('goes to sign-in, carrying the address to come back to', async () => {
    fakeServer(signedOut());
    renderApp('/discussions/12?sort=newest#reply-3');
    expect(await screen.findByRole('heading', { name: /^Welcome to / })).toBeTruthy();
    expect(window.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      '/discussions/12?sort=newest#reply-3',
    );
  });

  it('an unknown address still shows the 404 texts', async () => {
    fakeServer(signedOut());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(window.location.pathname).toBe('/no-such-page');
  });
});
