import type { AboutFigure, StoredAboutLeader } from '../../../shared/contracts/about';
import { DEFAULT_ABOUT_FIGURES } from '../../../shared/contracts/choices';

/**
 * The About page of a fresh install (spec §3, §9): the texts every part shows until the
 * admins replace it or leave it out (decision 049). The city is the community's as set now,
 * so renaming the city changes the standard texts with it.
 */
export function standardAbout(place: { city: string; region: string }) {
  const { city } = place;
  return {
    intro: `A members-only community for ${city}'s business leaders and entrepreneurs.`,
    mission: `To connect ${city}'s business leaders and entrepreneurs so they can learn from one another, find the right partners and opportunities, and build companies that make our city stronger.`,
    vision: `A ${city} where every founder and executive is one trusted introduction away from the advice, talent or capital they need — and where success is shared.`,
    values: [
      {
        title: 'Collaboration',
        text: 'We grow faster together. Members open their networks, share what worked and what did not, and team up on projects that no one could take on alone.',
      },
      {
        title: 'Innovation',
        text: 'We stay curious. From energy and healthcare to the next wave of start-ups, we trade new ideas early and test them with people who will tell us the truth.',
      },
      {
        title: 'Excellence',
        text: 'We hold a high bar for our work and our community: thoughtful events, useful conversations, and follow-through on every introduction.',
      },
    ],
    leaders: [
      {
        memberId: null,
        name: 'Marcus Thibodeaux',
        role: 'Co-Founder & Community Manager',
        bio: 'A third-generation Houstonian, Marcus spent fifteen years in energy logistics before founding two supply-chain start-ups in EaDo. He hosts the monthly founders’ dinners and loves connecting people who should already know each other.',
      },
      {
        memberId: null,
        name: 'Priya Raman',
        role: 'Co-Founder & Community Manager',
        bio: 'Priya led partnerships at a Texas Medical Center health-tech company and now advises early-stage founders across the city. She runs the workshop series and the mentorship program, and keeps the job board full.',
      },
    ] satisfies StoredAboutLeader[],
    figures: DEFAULT_ABOUT_FIGURES satisfies AboutFigure[],
    contactLocation: `${city}, ${place.region}`,
  };
}

/** The labels of the live figures, in the spec's order (decision 049). */
export const LIVE_FIGURE_LABELS = {
  members: 'Active Members',
  events: 'Events Hosted',
  jobs: 'Job Opportunities',
  resources: 'Resources Shared',
} as const;
