import { DEFAULT_NOTIFICATION_CHANNEL } from '@shared/contracts/choices';
import type { NotificationPreferencesAnswer } from '@shared/contracts/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, member, reply, signedIn, signedOut } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

const saved: NotificationPreferencesAnswer = {
  channels: DEFAULT_NOTIFICATION_CHANNEL,
  digestFrequency: 'daily',
  digestHour: 8,
  digestWeekday: 1,
  timeZone: 'America/Chicago',
};

const group = (name: string) => screen.findByRole('radiogroup', { name });

describe('E-mail notification preferences', () => {
  it('shows a radio group per type with the saved channel, and no membership row', async () => {
    fakeServer({ ...signedIn(), 'GET /api/notifications/preferences': reply(saved) });
    renderApp('/settings/notifications');
    expect(
      await screen.findByRole('heading', { name: 'E-mail notifications', level: 1 }),
    ).toBeTruthy();
    const messages = await group('Direct messages');
    expect(
      (within(messages).getByRole('radio', { name: 'At once' }) as HTMLInputElement).checked,
    ).toBe(true);
    const replies = await group('Replies to my discussions');
    expect(
      (within(replies).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked,
    ).toBe(true);
    // A reaction is a nod, not news to mail (issue 37): the bell only, unless chosen here.
    const reactions = await group('Reactions to my posts');
    expect(
      (within(reactions).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked,
    ).toBe(true);
    // Following and watching (issue 37): their news comes with the digest unless chosen.
    for (const name of [
      'Replies in discussions I follow',
      'New discussions in categories I watch',
      'Being added to a group conversation',
    ]) {
      expect(
        (within(await group(name)).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement)
          .checked,
      ).toBe(true);
    }
    expect(screen.queryByRole('radiogroup', { name: 'My membership application' })).toBeNull();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(14);
    expect(screen.getByText(/Central (Standard|Daylight) Time \(America\/Chicago\)/)).toBeTruthy();
  });

  it('offers the staff’s queues to the staff who act on them, by their abilities', async () => {
    fakeServer({
      ...signedIn(member({ role: 'moderator' })),
      'GET /api/notifications/preferences': reply(saved),
    });
    renderApp('/settings/notifications');
    const reports = await group('New reports to review (moderators)');
    expect(
      (within(reports).getByRole('radio', { name: 'At once' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.queryByRole('radiogroup', { name: 'New membership applications (admins)' }),
    ).toBeNull();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(15);
  });

  it('offers an admin both queues', async () => {
    fakeServer({
      ...signedIn(member({ role: 'admin' })),
      'GET /api/notifications/preferences': reply(saved),
    });
    renderApp('/settings/notifications');
    expect(await group('New membership applications (admins)')).toBeTruthy();
    expect(await group('New reports to review (moderators)')).toBeTruthy();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(16);
  });

  it('saves the channels and the digest timing, then says so', async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/notifications/preferences': reply(saved),
    });
    let body: unknown;
    server.answer({
      'PUT /api/notifications/preferences': async (request) => {
        body = await request.json();
        return json({ ...saved, channels: { ...saved.channels, mention: 'off' } });
      },
    });
    renderApp('/settings/notifications');
    const mentions = await group('Mentions of me');
    await userEvent.click(within(mentions).getByRole('radio', { name: 'Off' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await findToast()).textContent).toContain('Preferences saved');
    expect(body).toMatchObject({
      channels: { mention: 'off', message: 'instant' },
      digestFrequency: 'daily',
      digestHour: 8,
    });
    expect((body as { channels: object }).channels).not.toHaveProperty('membership_decided');
  });

  it('offers the weekday only for a weekly digest, and names the digest choice after it', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/notifications/preferences': reply({ ...saved, digestFrequency: 'weekly' }),
    });
    renderApp('/settings/notifications');
    const replies = await group('Replies to my discussions');
    expect(within(replies).getByRole('radio', { name: 'Weekly digest' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'On' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'At' }).textContent).toContain('8:00 AM');
  });
});

describe('Unsubscribe page', () => {
  it('says what will be turned off, changes nothing until asked, then confirms', async () => {
    const server = fakeServer({
      ...signedOut(),
      'GET /api/notifications/unsubscribe': reply({
        kind: 'mention',
        about: 'mentions of me',
        types: ['mention'],
      }),
      'POST /api/notifications/unsubscribe': reply({
        kind: 'mention',
        about: 'mentions of me',
        types: ['mention'],
      }),
    });
    renderApp('/unsubscribe#token=abc.def');
    expect(await screen.findByText('Stop e-mails about mentions of me?')).toBeTruthy();
    expect(server.calls.some((c) => c.startsWith('POST'))).toBe(false);
    expect(window.location.hash).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You will no longer get e-mails about mentions of me.',
    );
    expect(server.calls).toContain('POST /api/notifications/unsubscribe?token=abc.def');
    expect(
      screen.getByRole('link', { name: 'Choose which e-mails you get' }).getAttribute('href'),
    ).toBe('/settings/notifications');
  });

  it("shows the server's words for an expired link", async () => {
    fakeServer({
      ...signedOut(),
      'GET /api/notifications/unsubscribe': reply(
        { message: 'This unsubscribe link has expired' },
        410,
      ),
    });
    renderApp('/unsubscribe#token=old.sig');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link has expired',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const server = fakeServer({ ...signedOut() });
    renderApp('/unsubscribe');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link is not valid',
    );
    expect(server.calls.some((c) => c.includes('unsubscribe'))).toBe(false);
  });
});
