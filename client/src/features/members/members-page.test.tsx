import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import type { DirectoryMember } from './api';

const me = member({ id: 'member-1', firstName: 'Fail', lastName: 'Whale' });
const card: DirectoryMember = {
  id: me.id,
  email: me.email,
  firstName: me.firstName,
  lastName: me.lastName,
  profileImageUrl: null,
  title: null,
  company: null,
  pastCompanies: null,
  bio: null,
  openToConnect: false,
  joinedAt: me.joinedAt,
  skills: [],
};

describe('member directory failures', () => {
  it("says 'Failed to fetch members', and Try again brings the list", async () => {
    const server = fakeServer({ ...signedIn(me), 'GET /api/users': failWith(500) });
    renderApp('/members');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch members');

    server.answer({ 'GET /api/users': reply([card], 200, { 'X-Total-Count': '1' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fail Whale' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a failed skills fetch leaves an empty list, with 'Failed to fetch skills' said", async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/users': reply([card], 200, { 'X-Total-Count': '1' }),
      'GET /api/users/member-1/skills': failWith(500, ''),
    });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('button', { name: 'View Skills of Fail Whale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Skills' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Failed to fetch skills',
    );
    expect(within(dialog).getByText('No skills listed yet')).toBeTruthy();
  });
});
