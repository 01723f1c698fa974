import type { AccountSettings, DeviceSession } from '@shared/contracts/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

const withPassword: AccountSettings = {
  hasPassword: true,
  passwordManagedByProvider: false,
  pendingEmail: null,
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const device = (overrides: Partial<DeviceSession>): DeviceSession => ({
  id: 'aaaaaaaaaaaaaaaaaaaaaa',
  device: 'Chrome on macOS',
  ip: '192.0.2.10',
  signedInAt: minutesAgo(600),
  lastActiveAt: minutesAgo(0),
  current: true,
  ...overrides,
});

const thisDevice = device({});
const phone = device({
  id: 'bbbbbbbbbbbbbbbbbbbbbb',
  device: 'Safari on iOS',
  ip: '198.51.100.7',
  lastActiveAt: minutesAgo(5),
  current: false,
});
const laptop = device({
  id: 'cccccccccccccccccccccc',
  device: 'Firefox on Windows',
  ip: null,
  lastActiveAt: minutesAgo(180),
  current: false,
});

function account(settings: AccountSettings = withPassword, devices = [thisDevice, phone]) {
  return fakeServer({
    ...signedIn(),
    'GET /api/account': reply(settings),
    'GET /api/account/sessions': reply(devices),
  });
}

const section = (name: string) => screen.findByRole('region', { name });

/** The JSON body of the last request to `key` ("POST /api/account/password"). */
function bodyOf(requests: Request[], url: string) {
  const found = requests.filter((r) => new URL(r.url).pathname === url).at(-1);
  return found ? found.clone().json() : Promise.resolve(undefined);
}

describe('Account settings: password', () => {
  it('checks the confirmation in the browser and sends nothing while it differs', async () => {
    const server = account();
    renderApp('/account');
    const password = await section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret-words');
    await userEvent.type(within(password).getByLabelText('New password'), 'a-brand-new-phrase');
    await userEvent.type(
      within(password).getByLabelText('Confirm new password'),
      'a-brand-new-phrasE',
    );
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    const confirm = within(password).getByLabelText('Confirm new password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(within(password).getByText('Passwords do not match')).toBeTruthy();
    expect(within(password).getByText('At least 10 characters')).toBeTruthy();
    expect(server.calls).not.toContain('POST /api/account/password');
  });

  it("puts the server's refusal under the current password", async () => {
    const server = account();
    server.answer({
      'POST /api/account/password': reply(
        {
          message: 'Current password is incorrect',
          issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        },
        400,
      ),
    });
    renderApp('/account');
    const password = await section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(within(password).getByLabelText('New password'), 'a-brand-new-phrase');
    await userEvent.type(
      within(password).getByLabelText('Confirm new password'),
      'a-brand-new-phrase',
    );
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    const current = within(password).getByLabelText('Current password');
    await within(password).findByText('Current password is incorrect');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect((await findToast()).textContent).toContain('Current password is incorrect');
  });

  it('sends the current and new password only, then says other devices were signed out', async () => {
    const requests: Request[] = [];
    const server = account();
    server.answer({
      'POST /api/account/password': (request) => {
        requests.push(request);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/account');
    const password = await section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret-words');
    await userEvent.type(within(password).getByLabelText('New password'), 'a-brand-new-phrase');
    await userEvent.type(
      within(password).getByLabelText('Confirm new password'),
      'a-brand-new-phrase',
    );
    const devicesBefore = server.calls.filter((c) => c === 'GET /api/account/sessions').length;
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect((await findToast()).textContent).toContain(
      'Password changed. Other devices were signed out.',
    );
    expect(await bodyOf(requests, '/api/account/password')).toEqual({
      currentPassword: 'old-secret-words',
      newPassword: 'a-brand-new-phrase',
    });
    expect(within(password).getByLabelText('Current password')).toHaveProperty('value', '');
    // The device list is asked again: the others are gone.
    expect(server.calls.filter((c) => c === 'GET /api/account/sessions').length).toBe(
      devicesBefore + 1,
    );
  });

  it('tells a member who signs in through a provider that it manages their password', async () => {
    account({ hasPassword: false, passwordManagedByProvider: true, pendingEmail: null });
    renderApp('/account');
    const password = await section('Password');
    expect(
      within(password).getByText(
        'Your password is managed by your sign-in provider. Change it there.',
      ),
    ).toBeTruthy();
    expect(within(password).queryByRole('textbox')).toBeNull();
    expect(within(password).queryByLabelText(/password/i)).toBeNull();
    // Nor does changing the address ask for a password they do not have here.
    const email = await section('E-mail address');
    expect(within(email).queryByLabelText('Current password')).toBeNull();
  });

  it('says so when an account has no password at all, and offers no form', async () => {
    account({ hasPassword: false, passwordManagedByProvider: false, pendingEmail: null });
    renderApp('/account');
    const password = await section('Password');
    expect(within(password).getByText('Your account has no password here.')).toBeTruthy();
    expect(within(password).queryByRole('button')).toBeNull();
  });
});

describe('Account settings: e-mail address', () => {
  it('shows the current address and a change waiting for its link', async () => {
    account({ ...withPassword, pendingEmail: 'ada@new.example.com' });
    renderApp('/account');
    const email = await section('E-mail address');
    expect(within(email).getByText('ada@example.com')).toBeTruthy();
    expect(within(email).getByText('Waiting for confirmation: ada@new.example.com')).toBeTruthy();
  });

  it("sends the new address with the password, then shows the server's answer and the wait", async () => {
    const requests: Request[] = [];
    const server = account();
    const message = 'We sent a link to ada@new.example.com. Your address changes when you open it.';
    server.answer({
      'POST /api/account/email': (request) => {
        requests.push(request);
        return json({ message }, 202);
      },
    });
    renderApp('/account');
    const email = await section('E-mail address');
    expect(within(email).queryByText(/Waiting for confirmation/)).toBeNull();
    await userEvent.type(within(email).getByLabelText('New e-mail address'), 'Ada@New.Example.com');
    await userEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    // A password is asked for first.
    expect(await within(email).findByText('Current password is required')).toBeTruthy();
    expect(server.calls).not.toContain('POST /api/account/email');

    await userEvent.type(within(email).getByLabelText('Current password'), 'old-secret-words');
    await userEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    expect((await within(email).findByRole('status')).textContent).toBe(message);
    expect(within(email).getByText('Waiting for confirmation: ada@new.example.com')).toBeTruthy();
    expect(await bodyOf(requests, '/api/account/email')).toEqual({
      email: 'ada@new.example.com',
      currentPassword: 'old-secret-words',
    });
  });
});

describe('Account settings: signed-in devices', () => {
  it('lists each device with its address and last activity, this one first and marked', async () => {
    account(withPassword, [phone, thisDevice, laptop]);
    renderApp('/account');
    const devices = await section('Signed-in devices');
    const rows = await within(devices).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Chrome on macOSThis device192\.0\.2\.10 · Last active less than a minute ago$/,
      ),
      expect.stringMatching(/^Safari on iOS198\.51\.100\.7 · Last active 5 minutes agoSign out/),
      expect.stringMatching(/^Firefox on WindowsUnknown address · Last active about 3 hours ago/),
    ]);
    // Every other device has its own Sign out, named for the device; this one has none.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(devices).getByRole('button', { name: 'Sign out Safari on iOS, 198.51.100.7' }),
    ).toBeTruthy();
  });

  it('signs one device out after asking, and lists the devices again', async () => {
    const server = account(withPassword, [thisDevice, phone, laptop]);
    server.answer({
      'DELETE /api/account/sessions/bbbbbbbbbbbbbbbbbbbbbb': () =>
        new Response(null, { status: 204 }),
    });
    renderApp('/account');
    const devices = await section('Signed-in devices');
    await userEvent.click(
      await within(devices).findByRole('button', { name: /^Sign out Safari on iOS/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out this device?' });
    expect(dialog.textContent).toContain('Safari on iOS (198.51.100.7) will be signed out');
    server.answer({ 'GET /api/account/sessions': reply([thisDevice, laptop]) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect((await findToast()).textContent).toContain('Signed out of Safari on iOS');
    expect(server.calls).toContain('DELETE /api/account/sessions/bbbbbbbbbbbbbbbbbbbbbb');
    await within(devices).findByRole('button', { name: /^Sign out Firefox/ });
    expect(within(devices).queryByText('Safari on iOS')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(within(devices).getByRole('heading', { level: 2 }));
  });

  it('Cancel signs nobody out', async () => {
    const server = account();
    renderApp('/account');
    const devices = await section('Signed-in devices');
    await userEvent.click(await within(devices).findByRole('button', { name: /^Sign out Safari/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it.each([
    [1, 'Signed out of 1 other device'],
    [2, 'Signed out of 2 other devices'],
  ])('signs every other device out after asking (%i ended)', async (ended, text) => {
    const server = account(withPassword, [thisDevice, phone, laptop]);
    server.answer({ 'POST /api/account/sessions/sign-out-others': reply({ ended }) });
    renderApp('/account');
    const devices = await section('Signed-in devices');
    await userEvent.click(
      await within(devices).findByRole('button', { name: 'Sign out everywhere else' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(dialog.textContent).toContain('2 other devices will be signed out');
    server.answer({ 'GET /api/account/sessions': reply([thisDevice]) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    // The whole title: "1 other device" is also the start of "1 other devices".
    expect(within(await findToast()).getByText(text)).toBeTruthy();
    expect(await within(devices).findByText('No other devices are signed in.')).toBeTruthy();
    expect(within(devices).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('a device already gone says so and leaves the list', async () => {
    const server = account();
    server.answer({
      'DELETE /api/account/sessions/bbbbbbbbbbbbbbbbbbbbbb': reply(
        { message: 'That device is no longer signed in' },
        404,
      ),
    });
    renderApp('/account');
    const devices = await section('Signed-in devices');
    await userEvent.click(await within(devices).findByRole('button', { name: /^Sign out Safari/ }));
    server.answer({ 'GET /api/account/sessions': reply([thisDevice]) });
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    const toast = await findToast();
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('That device is no longer signed in');
    expect(await within(devices).findByText('No other devices are signed in.')).toBeTruthy();
  });

  it('a failed list says so and tries again', async () => {
    const server = account();
    server.answer({ 'GET /api/account/sessions': reply({ message: 'boom' }, 500) });
    renderApp('/account');
    const devices = await section('Signed-in devices');
    expect(await within(devices).findByText('Failed to fetch signed-in devices')).toBeTruthy();
    server.answer({ 'GET /api/account/sessions': reply([thisDevice, phone]) });
    await userEvent.click(within(devices).getByRole('button', { name: 'Try again' }));
    expect(await within(devices).findByText('Safari on iOS')).toBeTruthy();
  });
});

describe('Account settings: the page', () => {
  it('is reached from the user menu and has one h1 and a heading per section', async () => {
    account();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    expect(window.location.pathname).toBe('/account');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'E-mail address',
      'Password',
      'Signed-in devices',
      'E-mail notifications',
    ]);
    expect(
      screen.getByRole('link', { name: 'Choose your e-mail notifications' }).getAttribute('href'),
    ).toBe('/settings/notifications');
  });
});
