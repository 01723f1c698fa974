import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import type { AdminMember } from './api';
import type { AuditEntry } from './audit-api';
import { changeLines } from './audit-section';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 'admin-1', name: 'Ada Admin', removed: false },
    action: 'member.role',
    targetType: 'member',
    targetId: 'member-2',
    targetLabel: 'Grace Hopper',
    targetRemoved: false,
    before: { role: 'member' },
    after: { role: 'moderator' },
    reason: null,
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

const grace: AdminMember = {
  id: 'member-2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  title: null,
  company: null,
  role: 'member',
  joinedAt: '2026-01-05T10:00:00.000Z',
  emailVerifiedAt: '2026-01-05T10:00:00.000Z',
  suspended: false,
  suspendedUntil: null,
  suspensionReason: null,
};

const page = <T,>(rows: T[], total = rows.length, headers: Record<string, string> = {}) =>
  reply(rows, 200, { 'X-Total-Count': String(total), ...headers });

/** The log's cards (each may hold a list of its changes). */
async function cards() {
  const list = await screen.findByRole('list', { name: 'Audit log entries' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('the audit log', () => {
  it('says who did what to which member, what changed, why and when', async () => {
    const at = '2026-07-04T17:30:00.000Z';
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': page(
        [
          entry(),
          entry({
            id: 2,
            actor: { id: null, name: 'Mo Derator', removed: false },
            action: 'member.suspend',
            targetId: 'member-3',
            targetLabel: 'Alan Turing',
            before: null,
            after: { until: at, reason: 'Spam in discussions' },
            reason: 'Spam in discussions',
            createdAt: at,
          }),
          entry({
            id: 3,
            action: 'discussion.lock',
            targetType: 'discussion',
            targetId: '42',
            targetLabel: 'Welcome thread',
            before: null,
            after: null,
            reason: 'Heated',
          }),
        ],
        3,
      ),
    });
    renderApp('/admin?tab=audit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeTruthy();
    const top = await cards();
    expect(top).toHaveLength(3);
    await waitFor(() =>
      expect(screen.getByTestId('audit-entry-count').textContent).toBe('3 entries'),
    );
    const [role, suspension, lock] = top;

    expect(role.querySelector('p')?.textContent).toBe('Ada Admin changed the role of Grace Hopper');
    expect(within(role).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/members/member-2',
    );
    expect(within(role).getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe(
      '/members/admin-1',
    );
    expect(within(role).getByRole('list', { name: 'Changes' }).textContent).toBe(
      'Role: Member → Moderator',
    );
    const time = role.querySelector('time');
    expect(time?.textContent).toBe('3 minutes ago');
    expect(time?.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);

    // A removed actor: the name stays, without a link.
    expect(suspension.querySelector('p')?.textContent).toBe('Mo Derator suspended Alan Turing');
    expect(within(suspension).queryByRole('link', { name: 'Mo Derator' })).toBeNull();
    expect(within(suspension).getByRole('list', { name: 'Changes' }).textContent).toMatch(
      /^Until: 07\/0[45]\/2026, \d{1,2}:30 [AP]M$/,
    );
    expect(suspension.textContent).toContain('Reason: Spam in discussions');
    expect(suspension.textContent?.match(/Spam in discussions/g)).toHaveLength(1);

    // Not a member: the item's label, no profile link.
    expect(lock.querySelector('p')?.textContent).toBe('Ada Admin locked Welcome thread');
    expect(within(lock).queryByRole('link', { name: 'Welcome thread' })).toBeNull();
    expect(within(lock).queryByRole('list', { name: 'Changes' })).toBeNull();
    expect(lock.textContent).toContain('Reason: Heated');
  });

  it('names a removed member as recorded, marked (removed), with no link to the profile that is gone', async () => {
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': page([
        entry({
          action: 'member.remove',
          actor: { id: 'mod-9', name: 'Mo Derator', removed: true },
          targetLabel: 'Grace Hopper',
          targetRemoved: true,
          before: null,
          after: null,
          reason: 'Asked to leave',
        }),
      ]),
    });
    renderApp('/admin?tab=audit');
    const [removal] = await cards();
    expect(removal.querySelector('p')?.textContent).toBe(
      'Mo Derator (removed) removed Grace Hopper (removed)',
    );
    expect(within(removal).queryByRole('link')).toBeNull();
  });

  it('names the command line or the configuration as the actor of an operator’s change, with no link', async () => {
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': page([
        entry({ actor: { id: null, name: 'Command line (npm run admin)', removed: false } }),
        entry({
          id: 2,
          actor: { id: null, name: 'Configuration (ADMIN_EMAILS)', removed: false },
          before: { role: 'member', membership: 'pending' },
          after: { role: 'admin', membership: 'active' },
        }),
      ]),
    });
    renderApp('/admin?tab=audit');
    const [script, config] = await cards();
    expect(script.querySelector('p')?.textContent).toBe(
      'Command line (npm run admin) changed the role of Grace Hopper',
    );
    expect(
      within(script)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Grace Hopper']);
    expect(config.querySelector('p')?.textContent).toBe(
      'Configuration (ADMIN_EMAILS) changed the role of Grace Hopper',
    );
    expect(within(config).getByRole('list', { name: 'Changes' }).textContent).toBe(
      'Role: Member → AdminMembership: pending → active',
    );
    expect(
      within(config)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Grace Hopper']);
  });

  it('filters by action and by a name, debounced', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': page([entry()]),
    });
    renderApp('/admin?tab=audit');
    await cards();
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Member suspended' }));
    await waitFor(() =>
      expect(server.calls).toContain('GET /api/admin/audit?limit=25&action=member.suspend'),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Who or what' }), 'gra');
    await waitFor(() =>
      expect(server.calls).toContain('GET /api/admin/audit?limit=25&action=member.suspend&q=gra'),
    );
    expect(server.calls.filter((call) => /audit\?.*q=g(&|$)/.test(call))).toEqual([]);
  });

  it('says when nothing matches, and Load more follows the Link cursor', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': page([entry()], 2, {
        Link: '</api/admin/audit?limit=25&cursor=abc>; rel="next"',
      }),
      'GET /api/admin/audit?limit=25&cursor=abc': page(
        [
          entry({
            id: 7,
            action: 'member.unsuspend',
            before: { until: null, reason: 'Spam' },
            after: null,
          }),
        ],
        2,
      ),
    });
    renderApp('/admin?tab=audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more entries' }));
    expect(await screen.findByText('lifted the suspension of', { exact: false })).toBeTruthy();
    expect(server.calls).toContain('GET /api/admin/audit?limit=25&cursor=abc');
    expect(screen.queryByRole('button', { name: 'Load more entries' })).toBeNull();

    server.answer({ 'GET /api/admin/audit': page([]) });
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Member removed' }));
    expect(await screen.findByText('No entries found')).toBeTruthy();
    expect(screen.getByTestId('audit-entry-count').textContent).toBe('0 entries');
  });

  it("says 'Failed to fetch the audit log' with Try again", async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': failWith(500),
    });
    renderApp('/admin?tab=audit');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch the audit log',
    );
    server.answer({ 'GET /api/admin/audit': page([entry()]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('changed the role of', { exact: false })).toBeTruthy();
  });

  it('asks again after a console action, so the new entry shows', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([grace]),
      'GET /api/admin/audit': page([]),
      'PUT /api/admin/members/member-2/role': () => {
        server.answer({ 'GET /api/admin/audit': page([entry()]) });
        return json({ ...grace, role: 'moderator' });
      },
    });
    renderApp('/admin?tab=audit');
    expect(await screen.findByText('No entries found')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The log, shown again, was asked again: the new entry is there.
    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    const [card] = await cards();
    expect(card.querySelector('p')?.textContent).toBe('Ada Admin changed the role of Grace Hopper');
  });
});

describe('changeLines', () => {
  it('a line per changed field, a new value alone, a value that went → None', () => {
    expect(
      changeLines({ before: { role: 'admin' }, after: { role: 'member' }, reason: null }),
    ).toEqual([{ key: 'role', label: 'Role', from: 'Admin', to: 'Member' }]);
    expect(
      changeLines({
        before: { until: null, reason: 'Spam' },
        after: { until: null, reason: 'Harassment' },
        reason: 'Harassment',
      }),
    ).toEqual([{ key: 'reason', label: 'Reason', from: 'Spam', to: 'Harassment' }]);
    expect(
      changeLines({ before: { until: null, reason: 'Spam' }, after: null, reason: null }),
    ).toEqual([
      { key: 'until', label: 'Until', from: 'Indefinitely', to: 'None' },
      { key: 'reason', label: 'Reason', from: 'Spam', to: 'None' },
    ]);
    expect(changeLines({ before: null, after: { name: 'Roundtable' }, reason: null })).toEqual([
      { key: 'name', label: 'Name', from: null, to: 'Roundtable' },
    ]);
  });
});
