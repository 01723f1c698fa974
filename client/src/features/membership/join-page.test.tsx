import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityConfig, fakeServer, json, reply, signedOut } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const TOKEN = 'tok-123';
const config = communityConfig({ signIn: 'provider' });

describe('the join page where members sign in with a provider', () => {
  it('offers the provider instead of a password form, sending the token in the body', async () => {
    let sent: unknown = null;
    fakeServer({
      ...signedOut(),
      'GET /api/config': reply(config),
      'POST /api/invitations/check': reply({
        email: 'ivy@example.com',
        note: null,
        inviterName: 'Mel Member',
        needsApplication: true,
      }),
      'POST /api/login/invitation': async (request) => {
        sent = await request.json();
        return json({ redirectTo: 'https://id.example.com/auth?state=x' });
      },
    });
    renderApp(`/join#invitation=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Continue to sign in' });
    expect(screen.getByText('Mel Member invited you.')).toBeTruthy();
    expect(
      screen.getByText(/then answer a few questions about yourself. An admin reviews/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(button);
    expect(sent).toEqual({ token: TOKEN });
  });

  it('says why a link died on the way, from the server', async () => {
    fakeServer({
      ...signedOut(),
      'GET /api/config': reply({ ...config, joinMode: 'invite-only' }),
      'POST /api/invitations/check': reply({
        email: 'ivy@example.com',
        note: null,
        inviterName: null,
        needsApplication: false,
      }),
      'POST /api/login/invitation': reply({ message: 'This invitation was withdrawn' }, 410),
    });
    renderApp(`/join#invitation=${TOKEN}`);
    expect(await screen.findByText('You are invited.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invitation was withdrawn',
    );
  });
});

describe('the join page with a password', () => {
  it('quotes the inviter’s note, and a shareable link asks for the newcomer’s own address', async () => {
    let sent: Record<string, unknown> | null = null;
    fakeServer({
      ...signedOut(),
      'GET /api/config': reply(communityConfig({ joinMode: 'open' })),
      'POST /api/invitations/check': reply({
        email: null,
        note: 'Bring a friend.',
        inviterName: 'Ada Admin',
        needsApplication: false,
      }),
      'POST /api/auth/signup': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Check your e-mail to finish signing up.' }, 202);
      },
    });
    renderApp(`/join#invitation=${TOKEN}`);
    expect(await screen.findByText('Ada Admin wrote:')).toBeTruthy();
    expect(screen.getByText('Bring a friend.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Lin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kholder');
    await userEvent.type(email, 'lin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/lin@example.com/)).toBeTruthy();
    expect(sent).toMatchObject({ email: 'lin@example.com', invitation: TOKEN });
  });
});
