import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { settingsTabAnswers } from './settings-fixtures';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const base = () => ({
  ...signedIn(admin),
  'GET /api/admin/applications': reply([], 200, { 'X-Total-Count': '0' }),
  ...settingsTabAnswers(),
  'GET /api/admin/settings/joining': reply({ joinMode: 'approval', membersMayInvite: false }),
});

describe('the test e-mail in the settings tab', () => {
  it('shows where it went and what the mail server answered', async () => {
    fakeServer({
      ...base(),
      'POST /api/admin/mail/test': reply({
        to: 'ada@example.com',
        via: 'SMTP at mail.example.com:587',
        answer: '250 2.0.0 Ok: queued as 4F2A',
      }),
    });
    renderApp('/admin?tab=settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    await expect
      .poll(() =>
        screen
          .getAllByRole('status')
          .map((s) => s.textContent)
          .join(' '),
      )
      .toContain(
        'Sent to ada@example.com through SMTP at mail.example.com:587. The mail server answered: 250 2.0.0 Ok: queued as 4F2A',
      );
  });

  it('shows the refusal when mail cannot get out', async () => {
    fakeServer({
      ...base(),
      'POST /api/admin/mail/test': reply(
        { message: 'Not sent: connect ECONNREFUSED 127.0.0.1:587' },
        502,
      ),
    });
    renderApp('/admin?tab=settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('Not sent: connect ECONNREFUSED 127.0.0.1:587')).toBeTruthy();
  });
});
