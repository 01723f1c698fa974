import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkAddresses, type Invitation, timesSentText } from '@/features/invitations';
import { failWith, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  const now = Date.now();
  return {
    id: 7,
    email: 'grace@example.com',
    note: null,
    label: null,
    maxUses: null,
    useCount: 0,
    state: 'sent',
    admits: true,
    invitedBy: {
      id: 'admin-1',
      firstName: 'Ada',
      lastName: 'Admin',
      email: null,
      profileImageUrl: null,
      title: null,
      company: null,
    },
    sentAt: new Date(now - 3 * 60_000).toISOString(),
    sendCount: 1,
    expiresAt: new Date(now + 7 * 24 * 3600_000 - 3 * 60_000).toISOString(),
    acceptedAt: null,
    revokedAt: null,
    createdAt: new Date(now - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

const page = <T,>(rows: T[], total = rows.length, headers: Record<string, string> = {}) =>
  reply(rows, 200, { 'X-Total-Count': String(total), ...headers });

const LIST = 'GET /api/invitations?limit=25';
const LINKS = 'GET /api/invitations?limit=25&kind=link';
const base = () => ({
  ...signedIn(admin),
  'GET /api/admin/applications': page([], 0),
  [LINKS]: page([]),
});

async function cardOf(email: string) {
  const list = await screen.findByRole('list', { name: 'Invitations' });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(email)) as HTMLElement;
}

describe('checkAddresses', () => {
  it('splits pasted text and checks it with the server’s words', () => {
    expect(checkAddresses('a@example.com, B@example.com\nc@example.com a@example.com')).toEqual({
      emails: ['a@example.com', 'b@example.com', 'c@example.com'],
    });
    expect(checkAddresses('  ')).toEqual({ error: 'Enter at least one e-mail address' });
    expect(checkAddresses('a@example.com nope@ c@example.com')).toEqual({
      error: 'Enter a valid email address: nope@',
    });
    const many = Array.from({ length: 101 }, (_, i) => `p${i}@example.com`).join(' ');
    expect(checkAddresses(many)).toEqual({ error: 'At most 100 addresses at a time' });
  });

  it('times sent', () => {
    expect(timesSentText(1)).toBe('Sent once');
    expect(timesSentText(3)).toBe('Sent 3 times');
  });
});

describe('the invitations tab', () => {
  it('lists invitations with state, inviter, times and actions only for open ones', async () => {
    fakeServer({
      ...base(),
      [LIST]: page([
        invitation(),
        invitation({
          id: 8,
          email: 'alan@example.com',
          state: 'accepted',
          acceptedAt: new Date(Date.now() - 60_000).toISOString(),
          sendCount: 2,
        }),
        invitation({
          id: 9,
          email: 'ida@example.com',
          state: 'expired',
          expiresAt: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
        }),
        invitation({
          id: 10,
          email: 'kay@example.com',
          state: 'revoked',
          revokedAt: new Date(Date.now() - 60_000).toISOString(),
        }),
      ]),
    });
    renderApp('/admin?tab=invitations');
    const sent = await cardOf('grace@example.com');
    expect(screen.getByTestId('invitation-count').textContent).toBe('4 invitations');
    expect(sent.textContent).toContain('Sent');
    expect(sent.textContent).toContain('Invited by Ada Admin');
    expect(sent.textContent).toContain('Sent 3 minutes ago');
    expect(sent.textContent).toContain('Expires in 7 days');
    expect(sent.textContent).toContain('Sent once');
    expect(within(sent).getByRole('button', { name: 'Resend to grace@example.com' })).toBeTruthy();
    expect(
      within(sent).getByRole('button', { name: 'Revoke the invitation to grace@example.com' }),
    ).toBeTruthy();

    const accepted = await cardOf('alan@example.com');
    expect(accepted.textContent).toContain('Accepted 1 minute ago');
    expect(accepted.textContent).toContain('Sent 2 times');
    expect(within(accepted).queryByRole('button')).toBeNull();
    const expired = await cardOf('ida@example.com');
    expect(expired.textContent).toContain('Expired 2 days ago');
    expect(within(expired).getAllByRole('button')).toHaveLength(2);
    const revoked = await cardOf('kay@example.com');
    expect(revoked.textContent).toContain('Revoked 1 minute ago');
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('filters by state', async () => {
    const server = fakeServer({
      ...base(),
      [LIST]: page([invitation()]),
      'GET /api/invitations?limit=25&state=revoked': page([], 0),
    });
    renderApp('/admin?tab=invitations');
    await cardOf('grace@example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Revoked' }));
    expect(await screen.findByText('No invitations found')).toBeTruthy();
    expect(server.calls).toContain('GET /api/invitations?limit=25&state=revoked');
  });

  it('checks the addresses before sending and names the bad one', async () => {
    const server = fakeServer({ ...base(), [LIST]: page([], 0) });
    renderApp('/admin?tab=invitations');
    const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('One or more, separated by commas, spaces or lines. Up to 100 at a time.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Enter at least one e-mail address')).toBeTruthy();
    await userEvent.type(box, 'grace@example.com, not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Enter a valid email address: not-an-address')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('sends, toasts "Invitations sent" with how many, and lists the skipped with why', async () => {
    let sent: unknown = null;
    const server = fakeServer({
      ...base(),
      [LIST]: page([], 0),
      'POST /api/invitations': async (request) => {
        sent = await request.json();
        server.answer({ [LIST]: page([invitation({ email: 'new@example.com' })]) });
        return json({
          invited: ['new@example.com'],
          skipped: [{ email: 'ada@example.com', reason: 'Already has an account' }],
        });
      },
    });
    renderApp('/admin?tab=invitations');
    const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(box, 'New@example.com\nada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Invitations sent');
    expect(toast.textContent).toContain('1 invited');
    expect(sent).toEqual({ emails: ['new@example.com', 'ada@example.com'], note: null });
    const result = screen.getByTestId('invitation-result');
    expect(within(result).getByRole('list', { name: 'Not invited' }).textContent).toBe(
      'ada@example.com: Already has an account',
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(await cardOf('new@example.com')).toBeTruthy();
  });

  it('Resend toasts "Invitation sent again"', async () => {
    let resent = false;
    fakeServer({
      ...base(),
      [LIST]: page([invitation()]),
      'POST /api/invitations/7/resend': () => {
        resent = true;
        return json(invitation({ sendCount: 2 }));
      },
    });
    renderApp('/admin?tab=invitations');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend to grace@example.com' }),
    );
    expect((await findToast()).textContent).toContain('Invitation sent again');
    expect(resent).toBe(true);
  });

  it('Revoke asks first, then toasts "Invitation revoked"', async () => {
    let revoked = false;
    fakeServer({
      ...base(),
      [LIST]: page([invitation()]),
      'DELETE /api/invitations/7': () => {
        revoked = true;
        return json(invitation({ state: 'revoked', revokedAt: new Date().toISOString() }));
      },
    });
    renderApp('/admin?tab=invitations');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation to grace@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke invitation?' });
    expect(dialog.textContent).toContain('grace@example.com');
    expect(revoked).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await findToast()).textContent).toContain('Invitation revoked');
    expect(revoked).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says 'Failed to fetch invitations' with Try again", async () => {
    const server = fakeServer({ ...base(), [LIST]: failWith(500) });
    renderApp('/admin?tab=invitations');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch invitations');
    server.answer({ [LIST]: page([invitation()]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('grace@example.com')).toBeTruthy();
  });
});

describe('the invite links', () => {
  const link = (overrides: Partial<Invitation> = {}) =>
    invitation({
      id: 30,
      email: null,
      label: 'Chamber breakfast',
      maxUses: 10,
      useCount: 3,
      ...overrides,
    });

  it('creates a link, shows it once with Copy, and lists each link with its uses', async () => {
    let sent: unknown = null;
    fakeServer({
      ...base(),
      [LIST]: page([]),
      [LINKS]: page([
        link(),
        link({ id: 31, label: null, maxUses: null, useCount: 1, state: 'revoked' }),
      ]),
      'POST /api/admin/invite-links': async (request) => {
        sent = await request.json();
        return json(
          { url: 'https://roundtable.example/join#invitation=abc', invitation: link() },
          201,
        );
      },
    });
    renderApp('/admin?tab=invitations');
    const section = within(await screen.findByRole('region', { name: 'Invite links' }));
    const links = within(await section.findByRole('list', { name: 'Invite links' }));
    const [breakfast, other] = links.getAllByRole('listitem');
    expect(breakfast.textContent).toContain('Chamber breakfast');
    expect(breakfast.textContent).toContain('Active');
    expect(breakfast.textContent).toContain('Used 3 of 10');
    expect(
      within(breakfast).getByRole('button', { name: 'Revoke Chamber breakfast' }),
    ).toBeTruthy();
    expect(other.textContent).toContain('Invite link 31');
    expect(other.textContent).toContain('Used 1 time');
    expect(within(other).queryByRole('button')).toBeNull();

    await userEvent.type(section.getByRole('textbox', { name: 'Name (optional)' }), 'Gala');
    await userEvent.type(section.getByRole('textbox', { name: 'Up to (people)' }), '0');
    await userEvent.click(section.getByRole('button', { name: 'Create invite link' }));
    expect(await section.findByText('At least 1 person')).toBeTruthy();
    expect(sent).toBeNull();
    await userEvent.clear(section.getByRole('textbox', { name: 'Up to (people)' }));
    await userEvent.type(section.getByRole('textbox', { name: 'Up to (people)' }), '25');
    await userEvent.click(section.getByRole('button', { name: 'Create invite link' }));
    expect((await findToast()).textContent).toContain('Invite link created');
    expect(sent).toEqual({ label: 'Gala', days: 14, maxUses: 25 });
    const url = section.getByRole('textbox', { name: 'Your new invite link' }) as HTMLInputElement;
    expect(url.value).toBe('https://roundtable.example/join#invitation=abc');
    expect(section.getByText(/it is shown only this once/)).toBeTruthy();
    expect(section.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});

describe('the invite form', () => {
  it('sends the personal note with the addresses', async () => {
    let sent: unknown = null;
    fakeServer({
      ...base(),
      [LIST]: page([]),
      'POST /api/invitations': async (request) => {
        sent = await request.json();
        return json({ invited: ['grace@example.com'], skipped: [] });
      },
    });
    renderApp('/admin?tab=invitations');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'E-mail addresses' }),
      'grace@example.com',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personal note (optional)' }),
      'Come along!',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await findToast()).textContent).toContain('Invitations sent');
    expect(sent).toEqual({ emails: ['grace@example.com'], note: 'Come along!' });
  });
});
