import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityConfig, fakeServer, json, reply, signedOut } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const QUESTIONS = [
  {
    id: 'qreferred01',
    question: 'Who referred you?',
    hint: 'A member’s name, if anyone',
    kind: 'short',
    required: true,
  },
  {
    id: 'qstage0001',
    question: 'What stage is your company at?',
    hint: null,
    kind: 'long',
    required: false,
  },
];

async function fillAccount(panel: ReturnType<typeof within>) {
  await userEvent.type(panel.getByRole('textbox', { name: 'First name' }), 'Grace');
  await userEvent.type(panel.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  await userEvent.type(panel.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await userEvent.type(panel.getByLabelText('Password'), 'correct horse battery');
  await userEvent.type(
    panel.getByRole('textbox', { name: 'Why do you want to join?' }),
    'To meet founders.',
  );
}

describe('applying with the admins’ own questions', () => {
  it('asks them, names a missing required one, and sends the answers by question id', async () => {
    let sent: Record<string, unknown> | null = null;
    const server = fakeServer({
      ...signedOut(),
      'GET /api/config': reply(communityConfig({ joinMode: 'approval' })),
      'GET /api/membership/questions': reply({ questions: QUESTIONS }),
      'POST /api/auth/signup': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return json({ message: 'We sent you a link.' }, 202);
      },
    });
    renderApp('/sign-in?tab=create');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Apply to join' }));
    const referred = await panel.findByRole('textbox', { name: 'Who referred you?' });
    expect(panel.getByRole('textbox', { name: 'What stage is your company at?' }).tagName).toBe(
      'TEXTAREA',
    );
    await fillAccount(panel);
    await userEvent.click(panel.getByRole('button', { name: 'Send application' }));
    expect(referred.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(referred.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
        ?.textContent,
    ).toContain('Answer this question');
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    await userEvent.type(referred, 'Ada Admin');
    await userEvent.click(panel.getByRole('button', { name: 'Send application' }));
    await screen.findByText(/We sent you a link/);
    expect((sent as { application: unknown } | null)?.application).toEqual({
      company: null,
      title: null,
      website: null,
      reason: 'To meet founders.',
      answers: { qreferred01: 'Ada Admin', qstage0001: '' },
    });
  });

  it('puts the server’s refusal on the question it names', async () => {
    fakeServer({
      ...signedOut(),
      'GET /api/config': reply(communityConfig({ joinMode: 'approval' })),
      // The form loaded before the admins made the question required.
      'GET /api/membership/questions': reply({
        questions: [{ ...QUESTIONS[0], required: false }],
      }),
      'POST /api/auth/signup': reply(
        {
          message: 'Answer this question',
          issues: [{ path: 'application.answers.qreferred01', message: 'Answer this question' }],
        },
        400,
      ),
    });
    renderApp('/sign-in?tab=create');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Apply to join' }));
    const referred = await panel.findByRole('textbox', { name: 'Who referred you?' });
    await fillAccount(panel);
    await userEvent.click(panel.getByRole('button', { name: 'Send application' }));
    await expect.poll(() => referred.getAttribute('aria-invalid')).toBe('true');
  });
});
