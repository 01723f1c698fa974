import { fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('the type filter', () => {
  it("is the kit's choice field, named 'Filter by type', and asks the server by type", async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/resource-categories': reply([]),
      'GET /api/resources': reply([], 200, { 'X-Total-Count': '0' }),
    });
    renderApp('/resources');
    const filter = await screen.findByRole('combobox', { name: 'Filter by type' });
    expect(filter.textContent).toBe('All Types');
    filter.focus();
    fireEvent.keyDown(filter, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Videos' }));
    await waitFor(() => expect(server.calls).toContain('GET /api/resources?limit=20&type=video'));
    expect(screen.getByRole('combobox', { name: 'Filter by type' }).textContent).toBe('Videos');
  });
});
