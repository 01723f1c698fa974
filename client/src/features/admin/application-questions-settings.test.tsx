import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { settingsTabAnswers } from './settings-fixtures';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const REFERRED = {
  id: 'qreferred01',
  question: 'Who referred you?',
  hint: null,
  kind: 'short',
  required: false,
} as const;
const base = () => ({
  ...signedIn(admin),
  'GET /api/admin/applications': reply([], 200, { 'X-Total-Count': '0' }),
  ...settingsTabAnswers(),
  'GET /api/admin/settings/application-questions': reply({ questions: [REFERRED] }),
});

const section = async () =>
  within(await screen.findByRole('region', { name: 'Application questions' }));

describe('the application questions settings', () => {
  it('adds, reorders by keyboard, marks required, and saves the list in order', async () => {
    let sent: { questions: { id: string }[] } | null = null;
    fakeServer({
      ...base(),
      'PUT /api/admin/settings/application-questions': async (request) => {
        sent = (await request.json()) as typeof sent;
        return json(sent);
      },
    });
    renderApp('/admin?tab=settings');
    const questions = await section();
    const first = await questions.findByRole('group', { name: 'Question 1' });
    expect(
      (within(first).getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value,
    ).toBe('Who referred you?');

    await userEvent.click(questions.getByRole('button', { name: 'Add a question' }));
    const second = questions.getByRole('group', { name: 'Question 2' });
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Question' }),
      'What stage is your company at?',
    );
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Hint (optional)' }),
      'Idea, seed, growth…',
    );
    await userEvent.click(within(second).getByRole('radio', { name: /Long answer/ }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Required' }));

    // Up by the keyboard: the focus stays with the question it moved.
    const up = questions.getByRole('button', { name: 'Move Question 2 up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const moved = questions.getByRole('group', { name: 'Question 1' });
    expect(
      (within(moved).getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value,
    ).toBe('What stage is your company at?');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        questions.getByRole('button', { name: 'Move Question 1 down' }),
      ),
    );

    await userEvent.click(questions.getByRole('button', { name: 'Save questions' }));
    expect((await findToast()).textContent).toContain('Application questions saved');
    expect(sent).toEqual({
      questions: [
        {
          id: expect.stringMatching(/^q[a-z0-9]{12}$/),
          question: 'What stage is your company at?',
          hint: 'Idea, seed, growth…',
          kind: 'long',
          required: true,
        },
        REFERRED,
      ],
    });
  });

  it('names an empty question and sends nothing; stops adding at eight', async () => {
    const server = fakeServer(base());
    renderApp('/admin?tab=settings');
    const questions = await section();
    await questions.findByRole('group', { name: 'Question 1' });
    await userEvent.click(questions.getByRole('button', { name: 'Add a question' }));
    await userEvent.click(questions.getByRole('button', { name: 'Save questions' }));
    const second = questions.getByRole('group', { name: 'Question 2' });
    const field = within(second).getByRole('textbox', { name: 'Question' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(second.textContent).toContain('The question is required');
    expect(server.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    for (let i = 2; i < 8; i++) {
      await userEvent.click(questions.getByRole('button', { name: 'Add a question' }));
    }
    expect(questions.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(8);
    expect(questions.queryByRole('button', { name: 'Add a question' })).toBeNull();
    await userEvent.click(questions.getByRole('button', { name: 'Remove Question 8' }));
    expect(questions.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(7);
  });
});
