import type { MemberSummary } from '@shared/contracts/common';
import type { CalendarEvent } from '@shared/contracts/events';
import type { Photo } from '@shared/contracts/gallery';
import type { Job } from '@shared/contracts/jobs';
import type { ResourceItem } from '@shared/contracts/resources';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { findToast, loadPage, renderApp } from '@/test/render-app';

// Issue 36: staff's actions on someone else's item are grouped the same way on every kind,
// in one Moderate menu (as on a discussion's page), whose code loads on intent (decision 044).

beforeAll(() =>
  Promise.all(['/jobs', '/resources', '/gallery', '/calendar'].map((path) => loadPage(path))),
);

const moderator = member({ id: 'mod-1', role: 'moderator' });
const rosa: MemberSummary = {
  id: 'rosa-1',
  firstName: 'Rosa',
  lastName: 'Moreno',
  email: null,
  profileImageUrl: null,
  title: null,
  company: null,
};
const created = new Date().toISOString();
/** What staff are told about someone else's item (decision 022). */
const staffOnOthers = {
  mine: false,
  canEdit: false,
  canDelete: true,
  deleteNeedsReason: true,
  hidden: false,
  canReport: false,
};

const job: Job = {
  id: 42,
  title: 'Senior Data Engineer',
  company: 'Bayou Analytics',
  description: 'Build pipelines.',
  preview: 'Build pipelines.',
  location: 'Houston, TX',
  jobType: 'full-time',
  experienceLevel: null,
  department: null,
  salaryRange: null,
  skills: null,
  skillList: [],
  requirements: null,
  benefits: null,
  applicationUrl: null,
  contactEmail: null,
  postedBy: rosa.id,
  isActive: true,
  expiresAt: null,
  createdAt: created,
  updatedAt: created,
  poster: rosa,
  saved: false,
  myApplication: null,
  applicationCount: null,
  canApply: true,
  ...staffOnOthers,
};

const resource: ResourceItem = {
  id: 7,
  title: 'SBA loan checklist',
  type: 'link',
  description: null,
  url: 'https://sba.gov',
  fileSize: null,
  fileName: null,
  duration: null,
  categoryId: 1,
  uploadedBy: rosa.id,
  isPublic: true,
  downloadCount: 0,
  createdAt: created,
  updatedAt: created,
  uploader: rosa,
  category: null,
  ...staffOnOthers,
};

const photo: Photo = {
  id: 5,
  albumId: 1,
  title: 'Stage',
  description: null,
  fileName: 'stage.png',
  fileSize: 10,
  mimeType: 'image/png',
  objectPath: '/objects/p5',
  thumbnailPath: null,
  uploadedBy: rosa.id,
  width: 10,
  height: 10,
  createdAt: created,
  url: '/objects/p5',
  thumbnailUrl: '/objects/p5',
  uploader: rosa,
  reactions: [],
  myReactions: [],
  ...staffOnOthers,
};

const noon = new Date();
noon.setHours(12, 0, 0, 0);
const event: CalendarEvent = {
  id: 9,
  title: 'Founders Breakfast',
  description: null,
  startDate: noon.toISOString(),
  endDate: null,
  location: null,
  isVirtual: false,
  meetingUrl: null,
  createdBy: rosa.id,
  maxAttendees: null,
  createdAt: created,
  updatedAt: created,
  creator: rosa,
  attendeeCount: 0,
  isAttending: false,
  isFull: false,
  attendeePreview: [],
  waitingCount: 0,
  waitingPosition: null,
  seatOpened: false,
  timeZone: 'America/Chicago',
  canSeeAttendees: false,
  ...staffOnOthers,
};

const list = (items: unknown[]) =>
  reply(items, 200, { 'X-Total-Count': String(items.length) }) as Answer;

/** Each kind's page for a moderator, and where its item's staff actions sit. */
const KINDS: {
  kind: string;
  path: string;
  routes: Record<string, Answer>;
  item: () => Promise<HTMLElement>;
  moderate: string;
}[] = [
  {
    kind: 'a job posting',
    path: '/jobs',
    routes: { 'GET /api/jobs': list([job]) },
    item: async () =>
      (await screen.findByRole('heading', { name: job.title })).closest('article') as HTMLElement,
    moderate: 'Moderate',
  },
  {
    kind: 'a resource',
    path: '/resources',
    routes: { 'GET /api/resource-categories': reply([]), 'GET /api/resources': list([resource]) },
    item: () => screen.findByTestId('resource-card'),
    moderate: 'Moderate',
  },
  {
    kind: 'a photo',
    path: '/gallery',
    routes: { 'GET /api/photo-albums': reply([]), 'GET /api/photos': list([photo]) },
    item: () => screen.findByTestId('photo-card'),
    moderate: 'Moderate Stage',
  },
  {
    kind: 'an event',
    path: '/calendar',
    routes: { 'GET /api/events?upcoming=5': reply([]), 'GET /api/events': list([event]) },
    item: async () => {
      const day = await screen.findByRole('list', { name: /^Events on / });
      await userEvent.click(await within(day).findByRole('button', { name: /Founders Breakfast/ }));
      return screen.findByRole('dialog', { name: 'Founders Breakfast' });
    },
    moderate: 'Moderate',
  },
];

describe('the Moderate menu on every kind of item', () => {
  it.each(KINDS)(
    'is the same on $kind: no inline Delete or Hide, one menu with both',
    async ({ path, routes, item, moderate }) => {
      fakeServer({ ...signedIn(moderator), ...routes });
      renderApp(path);
      const card = await item();
      expect(within(card).queryByRole('button', { name: /^(Delete|Hide)\b/ })).toBeNull();
      const button = within(card).getByRole('button', { name: moderate });
      expect(button.textContent).toBe('Moderate');
      expect(button.getAttribute('aria-haspopup')).toBe('menu');
      expect(button.getAttribute('aria-expanded')).toBe('false');

      await userEvent.click(button);
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Hide from members', 'Delete…']);
      expect(
        within(card).getByRole('button', { name: moderate }).getAttribute('aria-expanded'),
      ).toBe('true');
    },
  );

  it('opens from the keyboard on its first item; Escape returns to the button', async () => {
    fakeServer({ ...signedIn(moderator), 'GET /api/jobs': list([job]) });
    renderApp('/jobs');
    const stand = await screen.findByRole('button', { name: 'Moderate' });
    stand.focus();
    await userEvent.keyboard('{Enter}');
    const hide = await screen.findByRole('menuitem', { name: 'Hide from members' });
    await waitFor(() => expect(document.activeElement).toBe(hide));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Moderate' }));

    // Space, on the loaded menu: the same.
    await userEvent.keyboard(' ');
    const first = await screen.findByRole('menuitem', { name: 'Hide from members' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('Delete… opens the reason dialog, which gives the focus back to the button', async () => {
    fakeServer({
      ...signedIn(moderator),
      'GET /api/resource-categories': reply([]),
      'GET /api/resources': list([resource]),
    });
    renderApp('/resources');
    (await screen.findByRole('button', { name: 'Moderate' })).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menuitem', { name: 'Delete…' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this resource?' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Moderate' })),
    );
  });

  it('hides the item from members, and its mark offers Unhide', async () => {
    const server = fakeServer({
      ...signedIn(moderator),
      'GET /api/jobs': list([job]),
      'POST /api/moderation/reports/job/42/resolve': async (request) => {
        expect(await request.json()).toEqual({ action: 'hide' });
        server.answer({ 'GET /api/jobs': list([{ ...job, hidden: true }]) });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Moderate' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide from members' }));
    expect((await findToast()).textContent).toContain('Hidden from members');
    const card = (await screen.findByText('Hidden by moderators')).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Unhide' })).toBeTruthy();
    // Hidden already: the menu keeps Delete… only.
    await userEvent.click(within(card).getByRole('button', { name: 'Moderate' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Delete…']);
  });
});
