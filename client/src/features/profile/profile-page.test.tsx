import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

// The form checks the same rules before sending (one shared schema), so the server's
// refusal with issues cannot be reached from the browser; how it is shown is checked here.
describe('profile save refused by the server', () => {
  it("shows the server's message in the Error toast and under the field, and stays", async () => {
    fakeServer({
      ...signedIn(),
      'PUT /api/auth/user': reply(
        {
          message: 'Must be at most 200 characters',
          issues: [{ path: 'company', message: 'Must be at most 200 characters' }],
        },
        400,
      ),
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Close' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Must be at most 200 characters');
    const company = screen.getByLabelText('Current Company');
    expect(company.getAttribute('aria-invalid')).toBe('true');
    const describedBy = company.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('Must be at most 200 characters');
    expect(window.location.pathname).toBe('/profile');
  });
});

// Changes typed and left unsaved are kept in this browser (useDraft); the editor says so.
describe('an unsaved draft of the profile', () => {
  it('says it brought the changes back, and Discard changes restores the saved profile', async () => {
    localStorage.clear();
    localStorage.setItem(
      'rt-draft:member-1:profile',
      JSON.stringify({ title: 'Chief Draft Officer' }),
    );
    fakeServer({ ...signedIn(member({ title: 'Founder' })) });
    renderApp('/profile');
    const notice = await screen.findByText(/We brought back the changes you had not saved/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const title = screen.getByLabelText('Job Title') as HTMLInputElement;
    expect(title.value).toBe('Chief Draft Officer');

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(title.value).toBe('Founder');
    expect(screen.queryByText(/We brought back the changes/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First Name')));
    await waitFor(() => expect(localStorage.getItem('rt-draft:member-1:profile')).toBeNull());
  });

  it('says nothing when there is no draft', async () => {
    localStorage.clear();
    fakeServer({ ...signedIn() });
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Save & Close' })).toBeTruthy();
    expect(screen.queryByText(/We brought back the changes/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });
});
