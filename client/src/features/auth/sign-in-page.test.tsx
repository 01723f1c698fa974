import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply, signedOut } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

// The journeys run with a sign-in limit far above what they use, so the limit's answer is
// shown here; the limit itself has its own API tests.
describe('sign-in refused by the rate limit', () => {
  it('shows the 429 answer inline', async () => {
    fakeServer({
      ...signedOut(),
      'POST /api/auth/signin': reply({ message: 'Too many attempts. Try again later.' }, 429),
    });
    renderApp('/sign-in');
    const panel = await screen.findByRole('tabpanel', { name: 'Sign in' });
    await userEvent.type(within(panel).getByLabelText('Email'), 'someone@example.com');
    await userEvent.type(within(panel).getByLabelText('Password'), 'whatever-password');
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again later.',
    );
  });
});
