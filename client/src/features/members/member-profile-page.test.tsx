import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, json, member, never, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import type { MemberProfile } from './api';

const me = member({ id: 'member-1', firstName: 'Vera', lastName: 'Viewer' });
const OIDC_ID = 'oidc:login.example.com:42';
const PROFILE_URL = `GET /api/users/${encodeURIComponent(OIDC_ID)}/profile`;

const priya: MemberProfile = {
  member: {
    id: OIDC_ID,
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya@example.com',
    profileImageUrl: null,
    title: 'Managing Partner',
    company: 'Bayou Capital',
    pastCompanies: ['Goldman Sachs', 'Shell'],
    bio: 'Notes at https://example.com/priya and javascript:alert(1)',
    website: 'https://www.linkedin.com/in/priya-example',
    openToConnect: true,
    joinedAt: '2025-11-03T15:00:00.000Z',
    skills: [
      {
        id: 7,
        skillId: 3,
        name: 'Venture Capital',
        category: 'Finance',
        proficiencyLevel: 'expert',
        yearsOfExperience: 12,
        endorsementCount: 3,
        isEndorsed: true,
        endorsedByMe: false,
        canEndorse: true,
      },
    ],
    isSelf: false,
    canEdit: false,
    hidden: false,
    canReport: true,
  },
  discussions: [
    {
      id: 41,
      title: 'Energy transition funding',
      categoryName: 'Finance',
      replyCount: 1,
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  discussionCount: 12,
  events: [
    {
      id: 9,
      title: 'Founders breakfast',
      startDate: '2030-07-04T13:30:00.000Z',
      endDate: null,
      location: null,
      isVirtual: true,
      timeZone: null,
    },
  ],
  upcomingEventCount: 1,
  jobs: [
    {
      id: 5,
      title: 'Investment Analyst',
      company: 'Bayou Capital',
      location: 'Houston, TX',
      jobType: 'full-time',
      createdAt: '2026-01-04T10:00:00.000Z',
    },
  ],
  openJobCount: 1,
};

const path = `/members/${OIDC_ID}`;

describe('member profile page', () => {
  it("shows who they are, their lists with full counts, and Message (not one's own)", async () => {
    const server = fakeServer({ ...signedIn(me), [PROFILE_URL]: reply(priya) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Shah' })).toBeTruthy();
    expect(server.calls).toContain(PROFILE_URL);
    expect(screen.getByText('Managing Partner')).toBeTruthy();
    expect(screen.getByText('Open to connect')).toBeTruthy();
    expect(screen.getByText('Member since November 2025')).toBeTruthy();
    // Their LinkedIn, named for it, opened apart from the site.
    const linkedIn = screen.getByRole('link', {
      name: 'Priya Shah on LinkedIn (opens in a new tab)',
    });
    expect(linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/in/priya-example');
    expect(linkedIn.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(linkedIn.textContent).toBe('LinkedIn');

    // The bio's http(s) address is a link; the javascript: one stays text.
    const bioLink = screen.getByRole('link', { name: 'https://example.com/priya' });
    expect(bioLink.getAttribute('href')).toBe('https://example.com/priya');
    expect(screen.queryByRole('link', { name: /javascript:/ })).toBeNull();

    const past = screen.getByRole('list', { name: "Priya Shah's past companies" });
    expect(
      within(past)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Goldman Sachs', 'Shell']);

    const skills = screen.getByRole('list', { name: "Priya Shah's skills" });
    expect(within(skills).getByText('Venture Capital')).toBeTruthy();
    expect(within(skills).getByText('3 endorsements')).toBeTruthy();
    expect(within(skills).getByText('12 years experience')).toBeTruthy();

    // One discussion of twelve: the count says so, the preview says it is a preview.
    expect(screen.getByText('12 discussions')).toBeTruthy();
    expect(screen.getByText('Showing the latest 1 of 12')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Energy transition funding' }).getAttribute('href'),
    ).toBe('/discussions/41');
    expect(screen.getByText('1 upcoming event')).toBeTruthy();
    expect(screen.getByText('Founders breakfast')).toBeTruthy();
    expect(screen.getByText('Virtual')).toBeTruthy();
    expect(screen.getByText('1 open job')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Investment Analyst' }).getAttribute('href')).toBe(
      '/jobs',
    );

    expect(screen.getByRole('button', { name: 'Message Priya Shah' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();

    // Endorse from the profile: the skills dialog with Endorse on her skill.
    await userEvent.click(screen.getByRole('button', { name: 'Endorse skills' }));
    const dialog = await screen.findByRole('dialog', { name: "Priya Shah's Skills" });
    expect(
      within(dialog).getByRole('button', { name: /^Endorse\s?Venture Capital$/ }),
    ).toBeTruthy();
  });

  it("one's own profile offers Edit Profile instead of Message", async () => {
    const own = { ...priya, member: { ...priya.member, isSelf: true, canEdit: true } };
    fakeServer({ ...signedIn(me), [PROFILE_URL]: reply(own) });
    renderApp(path);
    const edit = await screen.findByRole('link', { name: 'Edit Profile' });
    expect(edit.getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
    expect(screen.getByText('You')).toBeTruthy();
  });

  it('says when a member has nothing yet', async () => {
    const quiet: MemberProfile = {
      member: { ...priya.member, bio: null, pastCompanies: null, skills: [], firstName: 'Quinn' },
      discussions: [],
      discussionCount: 0,
      events: [],
      upcomingEventCount: 0,
      jobs: [],
      openJobCount: 0,
    };
    fakeServer({ ...signedIn(me), [PROFILE_URL]: reply(quiet) });
    renderApp(path);
    expect(await screen.findByText("Quinn hasn't started a discussion yet.")).toBeTruthy();
    expect(screen.getByText('0 discussions')).toBeTruthy();
    expect(screen.getByText('No upcoming events organised.')).toBeTruthy();
    expect(screen.getByText('No open jobs posted.')).toBeTruthy();
    expect(screen.getByText('No skills listed yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Past Companies' })).toBeNull();
  });

  it('shows a not-found state with a way back to the directory', async () => {
    fakeServer({
      ...signedIn(me),
      [PROFILE_URL]: () => json({ message: 'Member not found' }, 404),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Member Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Members' }).getAttribute('href')).toBe(
      '/members',
    );
  });

  it("says 'Failed to fetch member', and Try again brings the profile", async () => {
    const server = fakeServer({ ...signedIn(me), [PROFILE_URL]: failWith(500) });
    renderApp(path);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch member');
    server.answer({ [PROFILE_URL]: reply(priya) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Shah' })).toBeTruthy();
  });

  it('shows a loading state while the profile is on its way', async () => {
    fakeServer({ ...signedIn(me), [PROFILE_URL]: never });
    renderApp(path);
    expect(await screen.findByText('Loading profile')).toBeTruthy();
  });

  it('reads an id whose colons arrive escaped', async () => {
    const server = fakeServer({ ...signedIn(me), [PROFILE_URL]: reply(priya) });
    renderApp(`/members/${encodeURIComponent(OIDC_ID)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Shah' })).toBeTruthy();
    expect(server.calls).toContain(PROFILE_URL);
  });
});
