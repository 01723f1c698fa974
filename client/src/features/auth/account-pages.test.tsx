import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dropConnection, fakeServer, member, reply, signedIn, signedOut } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

// What the real server cannot be made to answer on demand (a rate limit, a dropped
// connection); the journeys (e2e/account-mail.spec.ts) cover the rest.

describe('the confirm-your-address banner', () => {
  it('shows the address, and a refused resend says why in the error toast', async () => {
    const unconfirmed = member({ email: 'ines@example.com', emailVerifiedAt: null });
    fakeServer({
      ...signedIn(unconfirmed),
      'POST /api/auth/verify-email/resend': reply(
        { message: 'Too many attempts, please try again later' },
        429,
      ),
    });
    renderApp('/about');
    const banner = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(banner.textContent).toContain(
      'Please confirm your e-mail address: we sent a link to ines@example.com.',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend link' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Too many attempts, please try again later');
  });

  it('is not there once the address is confirmed', async () => {
    fakeServer({ ...signedIn(member()) });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});

describe('the e-mailed links', () => {
  it('a confirmation link is sent once, and its token leaves the address bar', async () => {
    const server = fakeServer({
      ...signedOut(),
      'POST /api/auth/verify-email': reply({ message: 'This confirmation link is invalid' }, 400),
    });
    renderApp('/verify-email#token=abc123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This confirmation link is invalid',
    );
    expect(server.calls.filter((c) => c === 'POST /api/auth/verify-email')).toHaveLength(1);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/verify-email');
  });

  it('a reset link that cannot be checked says the server is out of reach', async () => {
    fakeServer({ ...signedOut(), 'POST /api/auth/password-reset/check': dropConnection });
    renderApp('/reset-password#token=abc123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('forgot password shows the rate limit’s answer inline', async () => {
    fakeServer({
      ...signedOut(),
      'POST /api/auth/password-reset': reply(
        { message: 'Too many attempts, please try again later' },
        429,
      ),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts, please try again later',
    );
  });
});
