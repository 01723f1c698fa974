import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { ResourceItem } from './api';

// Someone else's resource as a moderator sees it (decision 022), shared by a member an
// admin has since removed: the Moderate menu's Delete… (no Edit), with a reason; "by Former
// member".
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
  uploadedBy: 'gone-1',
  isPublic: true,
  downloadCount: 0,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  uploader: {
    id: 'gone-1',
    firstName: null,
    lastName: null,
    email: null,
    profileImageUrl: null,
    title: null,
    company: null,
    former: true,
  },
  category: { id: 1, name: 'Guides' },
  mine: false,
  canEdit: false,
  canDelete: true,
  deleteNeedsReason: true,
  hidden: false,
  canReport: true,
};

describe("a moderator deleting someone else's resource", () => {
  it('offers Delete… in the Moderate menu without Edit, asks for a reason and sends it', async () => {
    const server = fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/resource-categories': reply([]),
      'GET /api/resources': reply([guide], 200, { 'X-Total-Count': '1' }),
      'DELETE /api/resources/7': async (request) => {
        expect(await request.json()).toEqual({ reason: 'Broken link' });
        server.answer({ 'GET /api/resources': reply([], 200, { 'X-Total-Count': '0' }) });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/resources');
    const card = await screen.findByTestId('resource-card');
    expect(card.textContent).toContain('Former member');
    expect(within(card).queryByRole('button', { name: 'Edit SBA loan checklist' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete SBA loan checklist' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Moderate' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this resource?' });
    expect(dialog.textContent).toContain('shared by Former member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Broken link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Resource deleted successfully');
    expect(server.calls).toContain('DELETE /api/resources/7');
  });
});
