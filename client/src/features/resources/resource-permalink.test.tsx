import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { ResourceItem } from './api';

const guide: ResourceItem = {
  id: 7,
  title: 'SBA loan checklist',
  type: 'link',
  description: 'What the bank asks for.',
  url: 'https://sba.gov',
  fileSize: null,
  fileName: null,
  duration: null,
  categoryId: 1,
  uploadedBy: 'someone',
  isPublic: true,
  downloadCount: 0,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  uploader: null,
  category: { id: 1, name: 'Guides' },
  mine: false,
  canEdit: false,
  canDelete: false,
  deleteNeedsReason: false,
  hidden: false,
  canReport: true,
};

const library = {
  ...signedIn(),
  'GET /api/resource-categories': reply([]),
  'GET /api/resources': reply([], 200, { 'X-Total-Count': '0' }),
};

describe('a resource opened by its address', () => {
  it('/resources?resource=7 shows that resource highlighted and focused; Close drops the address', async () => {
    const server = fakeServer({ ...library, 'GET /api/resources/7': reply(guide) });
    renderApp('/resources?resource=7');
    const shared = await screen.findByRole('region', { name: 'Shared with you' });
    expect(within(shared).getByRole('heading', { name: 'SBA loan checklist' })).toBeTruthy();
    expect(within(shared).getByTestId('resource-card').dataset.highlighted).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(shared));
    expect(server.calls).toContain('GET /api/resources/7');

    await userEvent.click(within(shared).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Shared with you' })).toBeNull(),
    );
    expect(window.location.search).toBe('');
  });

  it("an unknown id says 'Resource not found'", async () => {
    fakeServer({
      ...library,
      'GET /api/resources/999': () => json({ message: 'Resource not found' }, 404),
    });
    renderApp('/resources?resource=999');
    expect((await findToast()).textContent).toContain('Resource not found');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('Share copies the permalink when the device has no share sheet', async () => {
    fakeServer({ ...library, 'GET /api/resources/7': reply(guide) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp('/resources?resource=7');
    const shared = await screen.findByRole('region', { name: 'Shared with you' });
    await userEvent.click(within(shared).getByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/resources?resource=7`);
    expect((await findToast()).textContent).toContain('Resource link copied to clipboard');
  });
});
