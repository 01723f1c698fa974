import { DEFAULT_ABOUT_FIGURES } from '@shared/contracts/choices';
import { reply } from '@/test/fake-server';

/** What the settings tab's parts read, answered plainly (component tests only). */
export const settingsTabAnswers = () => ({
  'GET /api/admin/settings/joining': reply({ joinMode: 'approval', membersMayInvite: false }),
  'GET /api/admin/settings/community': reply({
    settings: {
      communityName: null,
      city: null,
      region: null,
      timeZone: null,
      aboutText: null,
      aboutFigures: null,
      contactEmail: null,
      contactPhone: null,
    },
    defaults: {
      communityName: 'Roundtable Houston',
      city: 'Houston',
      region: 'TX',
      timeZone: 'America/Chicago',
      contactEmail: 'hello@roundtablehouston.com',
      contactPhone: '(713) 555-0142',
      aboutFigures: DEFAULT_ABOUT_FIGURES,
    },
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
