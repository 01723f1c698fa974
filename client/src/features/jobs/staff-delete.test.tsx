import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { Job } from './api';

const poster = {
  id: 'poster-1',
  firstName: 'Paula',
  lastName: 'Poster',
  email: null,
  profileImageUrl: null,
  title: null,
  company: 'Bayou Analytics',
};

// Someone else's posting as a moderator sees it (decision 022): the Moderate menu's Delete…,
// with a reason.
const othersJob: Job = {
  id: 42,
  title: 'Senior Data Engineer',
  company: 'Bayou Analytics',
  description: 'Build pipelines for Gulf Coast energy data.',
  preview: 'Build pipelines for Gulf Coast energy data.',
  location: 'Houston, TX',
  jobType: 'full-time',
  experienceLevel: null,
  department: null,
  salaryRange: null,
  skills: null,
  skillList: [],
  requirements: null,
  benefits: null,
  applicationUrl: null,
  contactEmail: null,
  postedBy: poster.id,
  isActive: true,
  expiresAt: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  poster,
  saved: false,
  myApplication: null,
  applicationCount: null,
  mine: false,
  canEdit: false,
  canDelete: true,
  deleteNeedsReason: true,
  canApply: true,
  hidden: false,
  canReport: true,
};

describe("a moderator deleting someone else's job posting", () => {
  it('finds Delete… in the Moderate menu beside Apply, gives a reason, and the posting leaves the board', async () => {
    const server = fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/jobs': reply([othersJob], 200, { 'X-Total-Count': '1' }),
      'DELETE /api/jobs/42': async (request) => {
        expect(await request.json()).toEqual({ reason: 'Not a real company' });
        server.answer({ 'GET /api/jobs': reply([], 200, { 'X-Total-Count': '0' }) });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/jobs');
    const card = (await screen.findByRole('heading', { name: 'Senior Data Engineer' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Edit Senior Data Engineer' })).toBeNull();
    // Staff's actions are in the menu, not inline beside Apply.
    expect(within(card).queryByRole('button', { name: 'Delete Senior Data Engineer' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
    const moderate = within(card).getByRole('button', { name: 'Moderate' });
    // Its name is "Moderate"; which posting it acts on is the card's title, as for Apply.
    expect(moderate.getAttribute('aria-describedby')).toBe(card.getAttribute('aria-labelledby'));
    await userEvent.click(moderate);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this job posting?' });
    expect(dialog.textContent).toContain('by Paula Poster');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(server.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Not a real company',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast()).textContent).toContain('Job deleted successfully');
    expect(server.calls).toContain('DELETE /api/jobs/42');
    expect(await screen.findByText(/No job/i)).toBeTruthy();
  });

  it('leaves the poster their own Edit and Delete, and no Moderate menu', async () => {
    // The same posting, a moderator's own: what the poster sees (spec §6), staff or not.
    const mine: Job = { ...othersJob, mine: true, canEdit: true, deleteNeedsReason: false };
    fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/jobs': reply([mine], 200, { 'X-Total-Count': '1' }),
    });
    renderApp('/jobs');
    const card = (await screen.findByRole('heading', { name: 'Senior Data Engineer' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Edit Senior Data Engineer' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Moderate' })).toBeNull();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Delete Senior Data Engineer' }),
    );
    // The poster's Delete asks first, with no reason to give.
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this job posting?' });
    expect(within(confirm).queryByRole('textbox')).toBeNull();
  });
});
