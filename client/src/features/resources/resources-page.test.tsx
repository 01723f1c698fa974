import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

describe('resource library failures', () => {
  it("a failed load says 'Failed to fetch resources'", async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/resource-categories': reply([], 200, { 'X-Total-Count': '0' }),
      'GET /api/resources': failWith(500, '{"message":"boom"}'),
    });
    renderApp('/resources');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContainEqual(
      expect.stringContaining('Failed to fetch resources'),
    );
  });
});
