import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
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

function aJob(overrides: Partial<Job> = {}): Job {
  return {
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
    requirements: 'Five years of Python.',
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
    canDelete: false,
    deleteNeedsReason: false,
    canApply: true,
    hidden: false,
    canReport: true,
    ...overrides,
  };
}

const emptyBoard = reply([], 200, { 'X-Total-Count': '0' });

describe('a job opened by its address', () => {
  it('/jobs?job=42 fetches a posting not on the page and opens its details', async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/jobs': emptyBoard,
      'GET /api/jobs/42': reply(aJob()),
    });
    renderApp('/jobs?job=42');
    const dialog = await screen.findByRole('dialog', { name: 'Senior Data Engineer' });
    expect(within(dialog).getByText('Five years of Python.')).toBeTruthy();
    expect(server.calls).toContain('GET /api/jobs/42');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/jobs');
  });

  it("opens a listed posting from the whole posting, with the list's own marks over it", async () => {
    // The board lists previews (decision 067); its Save mark may be newer than the posting's.
    const { description: _d, requirements: _r, benefits: _b, ...listed } = aJob({ saved: true });
    const server = fakeServer({
      ...signedIn(),
      'GET /api/jobs': reply([listed], 200, { 'X-Total-Count': '1' }),
      'GET /api/jobs/42': reply(aJob({ saved: false })),
    });
    renderApp('/jobs?job=42');
    const dialog = await screen.findByRole('dialog', { name: 'Senior Data Engineer' });
    expect(within(dialog).getByText('Five years of Python.')).toBeTruthy();
    expect(server.calls).toContain('GET /api/jobs/42');
    const save = within(dialog).getByRole('button', { name: 'Saved Senior Data Engineer' });
    expect(save.getAttribute('aria-pressed')).toBe('true');
  });

  it("an unknown id says 'Job not found' and leaves the board usable", async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/jobs': emptyBoard,
      'GET /api/jobs/999': () => json({ message: 'Job not found' }, 404),
    });
    renderApp('/jobs?job=999');
    expect((await findToast()).textContent).toContain('Job not found');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByTestId('jobs-count')).textContent).toBe('0 open positions');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it("withdraws the member's application after they confirm, and Apply Now comes back", async () => {
    const applied = aJob({ myApplication: { id: 7, status: 'pending' } });
    const server = fakeServer({
      ...signedIn(),
      'GET /api/jobs': reply([applied], 200, { 'X-Total-Count': '1' }),
      'DELETE /api/jobs/42/applications/7': () => new Response(null, { status: 204 }),
    });
    renderApp('/jobs');
    const card = await screen.findByTestId('job-card');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Withdraw application to Senior Data Engineer' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    server.answer({ 'GET /api/jobs': reply([aJob()], 200, { 'X-Total-Count': '1' }) });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw application' }));
    expect((await findToast()).textContent).toContain('Application withdrawn');
    expect(server.calls).toContain('DELETE /api/jobs/42/applications/7');
    const applyNow = await within(card).findByRole('button', {
      name: 'Apply Now for Senior Data Engineer',
    });
    expect(within(card).queryByTestId('applied')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(applyNow));
  });

  it('offers no withdrawal once the posting has closed', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/jobs': reply(
        [aJob({ isActive: false, myApplication: { id: 7, status: 'reviewed' } })],
        200,
        { 'X-Total-Count': '1' },
      ),
    });
    renderApp('/jobs');
    const card = await screen.findByTestId('job-card');
    expect(within(card).getByTestId('applied')).toBeTruthy();
    expect(
      within(card).queryByRole('button', { name: 'Withdraw application to Senior Data Engineer' }),
    ).toBeNull();
  });
});
