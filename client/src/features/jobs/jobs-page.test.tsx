import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

describe('jobs board failures', () => {
  it("says 'Failed to fetch jobs', and Try again brings the board", async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/jobs': failWith(500, '{"message":"boom"}'),
    });
    renderApp('/jobs');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch jobs');

    server.answer({ 'GET /api/jobs': reply([], 200, { 'X-Total-Count': '0' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('jobs-count')).textContent).toBe('0 open positions');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
