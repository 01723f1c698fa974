import { STANDARD_ABOUT_SETTINGS } from '@shared/contracts/about';
import { DEFAULT_ABOUT_FIGURES } from '@shared/contracts/choices';
import { reply } from '@/test/fake-server';

/** The About page's standard texts, shortened (component tests only). */
export const STANDARD_ABOUT = {
  intro: 'A members-only community for Houston.',
  mission: 'To connect Houston.',
  vision: 'A Houston where success is shared.',
  values: [
    { title: 'Collaboration', text: 'We grow faster together.' },
    { title: 'Innovation', text: 'We stay curious.' },
    { title: 'Excellence', text: 'We hold a high bar.' },
  ],
  leaders: [
    { memberId: null, name: 'Marcus Thibodeaux', role: 'Co-Founder', bio: 'Hosts dinners.' },
    { memberId: null, name: 'Priya Raman', role: 'Co-Founder', bio: 'Runs workshops.' },
  ],
  figures: DEFAULT_ABOUT_FIGURES,
  contactEmail: 'hello@roundtablehouston.com',
  contactPhone: '(713) 555-0142',
  contactLocation: 'Houston, TX',
};

/** What the settings tab's parts read, answered plainly (component tests only). */
export const settingsTabAnswers = () => ({
  'GET /api/admin/settings/joining': reply({ joinMode: 'approval', membersMayInvite: false }),
  'GET /api/admin/settings/application-questions': reply({ questions: [] }),
  'GET /api/admin/settings/community': reply({
    settings: {
      communityName: null,
      city: null,
      region: null,
      timeZone: null,
    },
    defaults: {
      communityName: 'Roundtable Houston',
      city: 'Houston',
      region: 'TX',
      timeZone: 'America/Chicago',
    },
  }),
  'GET /api/admin/settings/about': reply({
    settings: STANDARD_ABOUT_SETTINGS,
    defaults: STANDARD_ABOUT,
  }),
  'GET /api/admin/categories': reply(
    [
      {
        id: 1,
        name: 'Networking',
        color: '#2E8B57',
        position: 1,
        archived: false,
        discussionCount: 2,
      },
      { id: 2, name: 'Events', color: '#E07A1F', position: 2, archived: true, discussionCount: 1 },
    ],
    200,
    { 'X-Total-Count': '2' },
  ),
  'GET /api/admin/skills': reply(
    [
      { id: 1, name: 'JavaScript', category: null, memberCount: 3 },
      { id: 2, name: 'JS', category: null, memberCount: 1 },
    ],
    200,
    { 'X-Total-Count': '2' },
  ),
});
