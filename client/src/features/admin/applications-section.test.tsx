import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import type { AdminApplication } from './applications-api';
import { decisionToast } from './applications-section';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });

function application(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: 1,
    company: 'Acme',
    title: 'CTO',
    website: 'https://www.linkedin.com/in/grace',
    reason: 'I build compilers.\nAnd I like meetups.',
    answers: [],
    state: 'pending',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    decidedAt: null,
    decisionMessage: null,
    applicant: {
      id: 'user-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      profileImageUrl: null,
      title: null,
      company: null,
      emailVerified: true,
    },
    emailDomain: 'navy.example',
    invitedBy: null,
    ...overrides,
  };
}

const alan = application({
  id: 2,
  company: null,
  title: null,
  website: 'javascript:alert(1)',
  reason: 'x'.repeat(300),
  applicant: {
    id: 'user-2',
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    profileImageUrl: null,
    title: null,
    company: null,
    emailVerified: false,
  },
  emailDomain: 'example.com',
  invitedBy: {
    id: 'member-9',
    firstName: 'Ida',
    lastName: 'Rhodes',
    email: null,
    profileImageUrl: null,
    title: null,
    company: null,
  },
});
const ida = application({
  id: 3,
  applicant: { ...alan.applicant, id: 'user-3', firstName: 'Ida', lastName: 'Noether' },
});

const page = <T,>(rows: T[], total = rows.length, headers: Record<string, string> = {}) =>
  reply(rows, 200, { 'X-Total-Count': String(total), ...headers });

const PENDING = 'GET /api/admin/applications?state=pending&limit=25';
const COUNT = 'GET /api/admin/applications?state=pending&limit=1';

async function cardOf(name: string) {
  const list = await screen.findByRole('list', { name: 'Applications' });
  return within(list).getByRole('listitem', { name });
}

describe('the applications tab', () => {
  it('shows each answer to the admins’ own questions under the question as asked', async () => {
    const answered = application({
      answers: [
        { id: 'qreferred01', question: 'Who referred you?', answer: 'Ada Admin' },
        {
          id: 'qstage0001',
          question: 'What stage is your company at?',
          answer: 'Seed.\nTwo of us.',
        },
      ],
    });
    fakeServer({
      ...signedIn(admin),
      [COUNT]: page([answered], 1),
      [PENDING]: page([answered]),
    });
    renderApp('/admin?tab=applications');
    const card = await cardOf('Grace Hopper');
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Who referred you?', 'What stage is your company at?']);
    const definitions = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(definitions).toEqual(['Ada Admin', 'Seed.\nTwo of us.']);
  });

  it('the tab says how many wait, and opens from the address', async () => {
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([]),
      [COUNT]: page([application()], 3),
      [PENDING]: page([application(), alan, ida]),
    });
    renderApp('/admin');
    const tab = await screen.findByRole('tab', { name: 'Applications (3)' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    await userEvent.click(tab);
    expect(window.location.search).toBe('?tab=applications');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Applications' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    expect(window.location.pathname + window.location.search).toBe('/admin');
  });

  it('no count in the tab when none wait; an unknown tab opens Members', async () => {
    fakeServer({
      ...signedIn(admin),
      'GET /api/admin/members': page([]),
      [COUNT]: page([], 0),
    });
    renderApp('/admin?tab=nonsense');
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Applications' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Members' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows each applicant's answers, domain, confirmation, inviter and when they applied", async () => {
    fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 3),
      [PENDING]: page([application(), alan, ida], 3),
    });
    renderApp('/admin?tab=applications');
    const grace = await cardOf('Grace Hopper');
    expect(screen.getByTestId('application-count').textContent).toBe('3 applications');
    expect(grace.textContent).toContain('grace@navy.example');
    expect(grace.textContent).toContain('E-mail confirmed');
    expect(grace.textContent).toContain('Domain: navy.example');
    expect(grace.textContent).toContain('CTO at Acme');
    expect(grace.textContent).not.toContain('Invited by');
    const link = within(grace).getByRole('link', { name: 'https://www.linkedin.com/in/grace' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/grace');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    const reason = within(grace).getByText(/I build compilers/);
    expect(reason.textContent).toBe('I build compilers.\nAnd I like meetups.');
    expect(reason.className).toContain('whitespace-pre-wrap');
    const time = grace.querySelector('time');
    expect(time?.textContent).toBe('about 2 hours ago');
    expect(time?.getAttribute('title')).toMatch(/^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/);
    expect(within(grace).getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeTruthy();

    const turing = await cardOf('Alan Turing');
    expect(turing.textContent).toContain('E-mail not confirmed');
    expect(turing.textContent).toContain('Invited by Ida Rhodes');
    // Not http(s): shown, never a link.
    expect(turing.textContent).toContain('javascript:alert(1)');
    expect(within(turing).queryByRole('link')).toBeNull();
  });

  it('approves one by its button: "Application approved", and the list is asked again', async () => {
    let sent: unknown = null;
    const server = fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 1),
      [PENDING]: page([application()]),
      'POST /api/admin/applications/decide': async (request) => {
        sent = await request.json();
        server.answer({ [PENDING]: page([], 0), [COUNT]: page([], 0) });
        return json({ decided: 1, skipped: [] });
      },
    });
    renderApp('/admin?tab=applications');
    const card = await cardOf('Grace Hopper');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve Grace Hopper' }));
    expect((await findToast()).textContent).toContain('Application approved');
    expect(sent).toEqual({ ids: [1], decision: 'approve' });
    expect(await screen.findByText('No applications are waiting.')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Applications' })).toBeTruthy();
  });

  it('declines one with a message through the dialog', async () => {
    let sent: unknown = null;
    fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 1),
      [PENDING]: page([application()]),
      'POST /api/admin/applications/decide': async (request) => {
        sent = await request.json();
        return json({ decided: 1, skipped: [] });
      },
    });
    renderApp('/admin?tab=applications');
    const card = await cardOf('Grace Hopper');
    await userEvent.click(within(card).getByRole('button', { name: 'Decline Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline application' });
    const message = within(dialog).getByRole('textbox', { name: 'Message to the applicant' });
    expect(message.getAttribute('maxlength')).toBe('1000');
    await userEvent.type(message, 'We are full this season.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await findToast()).textContent).toContain('Application declined');
    expect(sent).toEqual({ ids: [1], decision: 'decline', message: 'We are full this season.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selects all, approves the selection and says how many were already decided', async () => {
    let sent: unknown = null;
    fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 3),
      [PENDING]: page([application(), alan, ida]),
      'POST /api/admin/applications/decide': async (request) => {
        sent = await request.json();
        return json({ decided: 2, skipped: [3] });
      },
    });
    renderApp('/admin?tab=applications');
    await cardOf('Grace Hopper');
    const approve = screen.getByRole('button', { name: 'Approve selected (0)' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline selected (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('2 applications approved');
    expect(toast.textContent).toContain('1 was already decided');
    expect(sent).toEqual({ ids: [1, 2, 3], decision: 'approve' });
    expect(await screen.findByRole('button', { name: 'Approve selected (0)' })).toBeTruthy();
  });

  it('declines the selection with one dialog', async () => {
    let sent: unknown = null;
    fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 3),
      [PENDING]: page([application(), alan, ida]),
      'POST /api/admin/applications/decide': async (request) => {
        sent = await request.json();
        return json({ decided: 2, skipped: [] });
      },
    });
    renderApp('/admin?tab=applications');
    await cardOf('Grace Hopper');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ida Noether' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline 2 applications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await findToast()).textContent).toContain('2 applications declined');
    expect(sent).toEqual({ ids: [1, 3], decision: 'decline', message: null });
  });

  it('filters by state; decided cards have no actions and show the decision', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 0),
      [PENDING]: page([], 0),
      'GET /api/admin/applications?state=declined&limit=25': page([
        application({
          state: 'declined',
          decidedAt: new Date(Date.now() - 60_000).toISOString(),
          decisionMessage: 'Not this time.',
        }),
      ]),
    });
    renderApp('/admin?tab=applications');
    expect(await screen.findByText('No applications are waiting.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Declined' }));
    const card = await cardOf('Grace Hopper');
    expect(server.calls).toContain('GET /api/admin/applications?state=declined&limit=25');
    expect(card.textContent).toContain('Declined 1 minute ago');
    expect(card.textContent).toContain('Message: Not this time.');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });

  it('Load more asks for the next page; a failure says so with Try again', async () => {
    const server = fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], 2),
      [PENDING]: page([application()], 2, {
        Link: '</api/admin/applications?state=pending&limit=25&cursor=abc>; rel="next"',
      }),
      'GET /api/admin/applications?state=pending&limit=25&cursor=abc': page([alan], 2),
    });
    renderApp('/admin?tab=applications');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more applications' }));
    expect(await cardOf('Alan Turing')).toBeTruthy();
    expect(server.calls).toContain('GET /api/admin/applications?state=pending&limit=25&cursor=abc');
  });

  it("says 'Failed to fetch applications' with Try again", async () => {
    const server = fakeServer({
      ...signedIn(admin),
      [COUNT]: failWith(500),
      [PENDING]: failWith(500),
    });
    renderApp('/admin?tab=applications');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch applications',
    );
    // The tab's count failing shows no number, not an error.
    expect(screen.getByRole('tab', { name: 'Applications' })).toBeTruthy();
    server.answer({ [PENDING]: page([application()]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Grace Hopper')).toBeTruthy();
  });
});

describe('focus after deciding a card', () => {
  /** The queue answers without the decided ones once the decision is in. */
  function queue(start: AdminApplication[]) {
    const server = fakeServer({
      ...signedIn(admin),
      [COUNT]: page([], start.length),
      [PENDING]: page(start),
      'POST /api/admin/applications/decide': async (request) => {
        const { ids } = (await request.json()) as { ids: number[] };
        const left = start.filter((a) => !ids.includes(a.id));
        server.answer({ [PENDING]: page(left), [COUNT]: page([], left.length) });
        return json({ decided: ids.length, skipped: [] });
      },
    });
    return server;
  }

  it('moves to the next card after approving one in the middle', async () => {
    queue([application(), alan, ida]);
    renderApp('/admin?tab=applications');
    const card = await cardOf('Alan Turing');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve Alan Turing' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Ida Noether' })),
    );
    expect(screen.queryByRole('listitem', { name: 'Alan Turing' })).toBeNull();
  });

  it('moves to the previous card when the last one is decided, through the decline dialog', async () => {
    queue([application(), alan]);
    renderApp('/admin?tab=applications');
    const card = await cardOf('Alan Turing');
    await userEvent.click(within(card).getByRole('button', { name: 'Decline Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Grace Hopper' })),
    );
    // The dialog's own return of the focus (to the Decline button, gone) does not undo it.
    // Radix queues that return as a 0 ms timer when the dialog unmounts, before this line:
    // a 0 ms timer queued now runs after it (timers of one delay run in order), with no
    // guess at how long it takes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Grace Hopper' }));
  });

  it('after deciding a selection, moves to the first card left', async () => {
    queue([application(), alan, ida]);
    renderApp('/admin?tab=applications');
    await cardOf('Grace Hopper');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Ida Noether' })),
    );
  });

  it('moves to the heading when the queue is empty', async () => {
    queue([application()]);
    renderApp('/admin?tab=applications');
    const card = await cardOf('Grace Hopper');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve Grace Hopper' }));
    expect(await screen.findByText('No applications are waiting.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Applications' }),
      ),
    );
  });
});

describe('decisionToast', () => {
  it('one, several, and the ones already decided', () => {
    expect(decisionToast('approve', 1, { decided: 1, skipped: [] })).toEqual({
      title: 'Application approved',
    });
    expect(decisionToast('decline', 1, { decided: 1, skipped: [] })).toEqual({
      title: 'Application declined',
    });
    expect(decisionToast('decline', 3, { decided: 3, skipped: [] })).toEqual({
      title: '3 applications declined',
    });
    expect(decisionToast('approve', 4, { decided: 2, skipped: [5, 6] })).toEqual({
      title: '2 applications approved',
      description: '2 were already decided',
    });
    expect(decisionToast('approve', 1, { decided: 0, skipped: [5] })).toEqual({
      title: 'Nothing changed',
      description: '1 was already decided',
    });
  });
});
