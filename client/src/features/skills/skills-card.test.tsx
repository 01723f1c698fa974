import type { CatalogSkill, MemberSkill } from '@shared/contracts/skills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

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
  mine: true,
  canEdit: true,
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

  it('offers Edit only where the server allows it', async () => {
    fakeServer({
      ...signedIn(me),
      'GET /api/users/member-1/skills': reply([
        owned,
        { ...owned, id: 41, skillId: 2, skill: skill(2, 'Auditing'), canEdit: false },
      ]),
    });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Your skills' });
    expect(within(list).getByRole('button', { name: 'Edit Accounting' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Edit Auditing' })).toBeNull();
  });

  it('edits the level and years: starts from the skill, sends both, shows the new badge', async () => {
    const edited = { ...owned, proficiencyLevel: 'advanced', yearsOfExperience: 6 };
    let sent: unknown = null;
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/users/member-1/skills': reply([owned]),
      'PATCH /api/user-skills/40': async (request) => {
        sent = await request.json();
        server.answer({ 'GET /api/users/member-1/skills': reply([edited]) });
        return json(edited);
      },
    });
    renderApp('/profile');
    const editButton = await screen.findByRole('button', { name: 'Edit Accounting' });
    await userEvent.click(editButton);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Accounting' });
    const level = within(dialog).getByRole('combobox', { name: 'Proficiency Level' });
    expect(level.textContent).toBe('Expert');
    const years = within(dialog).getByRole('spinbutton', { name: 'Years of Experience' });
    expect((years as HTMLInputElement).value).toBe('4');

    await userEvent.click(level);
    await userEvent.click(await screen.findByRole('option', { name: 'Advanced' }));
    await userEvent.clear(years);
    await userEvent.type(years, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect((await findToast()).textContent).toContain('Skill updated successfully');
    expect(sent).toEqual({ proficiencyLevel: 'advanced', yearsOfExperience: 6 });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByTestId('skill-card');
    await vi.waitFor(() =>
      expect(within(card).getByText('Advanced').getAttribute('data-proficiency')).toBe('advanced'),
    );
    expect(within(card).getByText('6 years experience')).toBeTruthy();
    // Focus is back on the Edit button that opened the dialog.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Accounting' })),
    );
  });

  it('checks the years in the browser first, and puts a 400 from the server on its field', async () => {
    const server = fakeServer({
      ...signedIn(me),
      'GET /api/users/member-1/skills': reply([owned]),
      'PATCH /api/user-skills/40': reply(
        {
          message: 'Years of experience must be between 0 and 50',
          issues: [
            { path: 'yearsOfExperience', message: 'Years of experience must be between 0 and 50' },
          ],
        },
        400,
      ),
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Accounting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Accounting' });
    const years = within(dialog).getByRole('spinbutton', { name: 'Years of Experience' });
    await userEvent.clear(years);
    await userEvent.type(years, '51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Years of experience must be between 0 and 50'),
    ).toBeTruthy();
    expect(years.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);

    // The server's own refusal lands on the same field.
    await userEvent.clear(years);
    await userEvent.type(years, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(server.calls.filter((c) => c.startsWith('PATCH'))).toEqual([
        'PATCH /api/user-skills/40',
      ]),
    );
    expect(
      await within(dialog).findByText('Years of experience must be between 0 and 50'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Accounting' })).toBeTruthy();
  });
});
