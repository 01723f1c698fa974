import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply, signedIn } from '@/test/fake-server';
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
