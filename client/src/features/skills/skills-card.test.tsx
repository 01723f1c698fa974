import type { CatalogSkill, MemberSkill } from '@shared/contracts/skills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const me = member();
const skill = (id: number, name: string): CatalogSkill => ({
  id,
  name,
  category: 'Finance',
  description: null,
});
const owned: MemberSkill = {
  id: 40,
  userId: me.id,
  skillId: 1,
  proficiencyLevel: 'expert',
  yearsOfExperience: 4,
  isEndorsed: false,
  endorsementCount: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  endorsedByMe: false,
  skill: skill(1, 'Accounting'),
  canDelete: true,
  canEndorse: false,
};

describe('skills card and Add New Skill', () => {
  it('offers Remove only where the server allows it', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/users/member-1/skills': reply([
        owned,
        { ...owned, id: 41, skillId: 2, skill: skill(2, 'Auditing'), canDelete: false },
      ]),
    });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Your skills' });
    expect(within(list).getAllByTestId('skill-card')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Remove Accounting' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Remove Auditing' })).toBeNull();
  });

  it('pages the catalog by cursor: Load more skills adds the next page to the choices', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/users/member-1/skills': reply([owned]),
      'GET /api/skills?limit=200': reply([skill(1, 'Accounting'), skill(2, 'Auditing')], 200, {
        'X-Total-Count': '3',
        Link: '</api/skills?limit=200&cursor=page-2>; rel="next"',
      }),
      'GET /api/skills?limit=200&cursor=page-2': reply([skill(3, 'Budgeting')], 200, {
        'X-Total-Count': '3',
      }),
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Skill' });
    // Accounting is already the member's: one of the first page's two is on offer.
    expect(await within(dialog).findByText('1 skill available')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more skills' }));
    expect(await within(dialog).findByText('2 skills available')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Load more skills' })).toBeNull();
    expect(server.calls.filter((c) => c.startsWith('GET /api/skills'))).toEqual([
      'GET /api/skills?limit=200',
      'GET /api/skills?limit=200&cursor=page-2',
    ]);
  });
});
