import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const trigger = () => screen.findByRole('button', { name: /^User menu/ });

// The menu's code loads the first time it is asked for (user-menu-slot.tsx): the first
// opening must behave as every later one does.
describe('the user menu, opened before its code is there', () => {
  it('from the keyboard, focuses its first item, and Escape returns to the button', async () => {
    fakeServer({ ...signedIn() });
    renderApp('/about');
    const first = await trigger();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(first.getAttribute('aria-haspopup')).toBe('menu');
    first.focus();
    await userEvent.keyboard('{Enter}');
    const edit = await screen.findByRole('menuitem', { name: 'Edit Profile' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect((await trigger()).getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(await trigger());
  });

  it('with ArrowDown, opens as the loaded menu does', async () => {
    fakeServer({ ...signedIn() });
    renderApp('/about');
    (await trigger()).focus();
    await userEvent.keyboard('{ArrowDown}');
    const edit = await screen.findByRole('menuitem', { name: 'Edit Profile' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('by pointer, opens once (the click after the press does not close it)', async () => {
    fakeServer({ ...signedIn() });
    renderApp('/about');
    await userEvent.click(await trigger());
    expect(await screen.findByRole('menu')).toBeTruthy();
    // Opened by pointer, Radix focuses the menu, not an item.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The loaded menu opens and closes as before.
    await userEvent.click(await trigger());
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});

// What needs the staff comes to them (issue 36): the console's waiting items on the menu.
describe('what waits in the console', () => {
  const waiting = {
    'GET /api/admin/applications?state=pending&limit=1': reply([], 200, { 'X-Total-Count': '2' }),
    'GET /api/moderation/reports?limit=1': reply([], 200, { 'X-Total-Count': '1' }),
  };

  it('an admin sees the applications and reports waiting, on the button and on Admin', async () => {
    fakeServer({ ...signedIn(member({ role: 'admin' })), ...waiting });
    renderApp('/about');
    const button = await screen.findByRole('button', {
      name: /^User menu: .*, 3 waiting in Admin$/,
    });
    expect(screen.getByTestId('staff-waiting-badge').textContent).toBe('3');
    await userEvent.click(button);
    await screen.findByRole('menuitem', { name: 'Logout' });
    expect(await screen.findByRole('menuitem', { name: 'Admin 3 waiting' })).toBeTruthy();
  });

  it('a moderator counts only the reports; a member asks for neither', async () => {
    const staff = fakeServer({ ...signedIn(member({ role: 'moderator' })), ...waiting });
    renderApp('/about');
    expect(
      await screen.findByRole('button', { name: /^User menu: .*, 1 waiting in Admin$/ }),
    ).toBeTruthy();
    expect(staff.calls).not.toContain('GET /api/admin/applications?state=pending&limit=1');
  });

  it('a plain member sees no count and asks for none', async () => {
    const server = fakeServer({ ...signedIn(), ...waiting });
    renderApp('/about');
    expect(await screen.findByRole('button', { name: /^User menu: [^,]*$/ })).toBeTruthy();
    expect(screen.queryByTestId('staff-waiting-badge')).toBeNull();
    expect(server.calls.filter((c) => /applications|moderation/.test(c))).toEqual([]);
  });
});
