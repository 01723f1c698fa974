import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import type { DirectoryMember, Endorsement } from './api';

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
  website: null,
  openToConnect: false,
  joinedAt: me.joinedAt,
  skills: [],
  isSelf: true,
  canEdit: true,
  hidden: false,
  canReport: false,
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

describe('member skills dialog', () => {
  const other: DirectoryMember = {
    ...card,
    id: 'member-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    isSelf: false,
    canEdit: false,
    skills: [
      {
        id: 7,
        skillId: 3,
        name: 'Compilers',
        category: 'Technology',
        proficiencyLevel: 'expert',
        yearsOfExperience: 30,
        endorsementCount: 3,
        isEndorsed: true,
        endorsedByMe: false,
        canEndorse: true,
      },
    ],
  };
  const endorsementBy = (id: number, firstName: string): Endorsement => ({
    id,
    comment: `Said by ${firstName}`,
    createdAt: '2026-01-05T10:00:00.000Z',
    endorser: {
      id: `endorser-${id}`,
      firstName,
      lastName: 'Endorser',
      email: null,
      profileImageUrl: null,
      title: null,
      company: null,
    },
  });

  it('shows the card as the server marks it, and pages who endorsed with Load more', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/users': reply([card, other], 200, { 'X-Total-Count': '2' }),
      'GET /api/user-skills/7/endorsements?limit=20': reply(
        [endorsementBy(3, 'Cy'), endorsementBy(2, 'Bo')],
        200,
        {
          'X-Total-Count': '3',
          Link: '</api/user-skills/7/endorsements?limit=20&cursor=next-1>; rel="next"',
        },
      ),
      'GET /api/user-skills/7/endorsements?limit=20&cursor=next-1': () =>
        json([endorsementBy(1, 'Al')], 200, { 'X-Total-Count': '3' }),
    });
    renderApp('/members');
    // isSelf, not an id comparison, makes a card the viewer's own.
    expect(await screen.findByRole('button', { name: 'Message Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Message Fail Whale' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View Skills of Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: "Grace Hopper's Skills" });
    expect(within(dialog).getByRole('button', { name: /^Endorse\s?Compilers$/ })).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Who endorsed\s?Compilers$/ }),
    );
    const list = await within(dialog).findByRole('list', { name: 'Endorsed by' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Cy Endorser'), expect.stringContaining('Bo Endorser')]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more endorsements' }));
    expect(await within(list).findByText('Said by Al')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'Load more endorsements' })).toBeNull();
    expect(server.calls.filter((c) => c.includes('/endorsements'))).toEqual([
      'GET /api/user-skills/7/endorsements?limit=20',
      'GET /api/user-skills/7/endorsements?limit=20&cursor=next-1',
    ]);
  });
});
