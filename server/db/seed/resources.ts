import { resourceCategories, resources } from '../../../shared/schema/resources';
import type { SeedContext } from './context';
import { resourcePdf } from './documents';
import { storeSeedObject } from './images';
import { FOUNDING_MEMBERS } from './members';

type Seed = [
  title: string,
  type: string,
  category: string,
  description: string,
  url: string | null,
  duration?: string,
];

const RESOURCES: Seed[] = [
  [
    'Seed fundraising playbook',
    'document',
    'Guides & Playbooks',
    'How three Houston founders raised their first round, step by step.',
    null,
  ],
  [
    'Mutual NDA template',
    'template',
    'Templates',
    'A plain-English mutual NDA reviewed by member attorneys.',
    null,
  ],
  [
    'Financial model template (SaaS)',
    'template',
    'Templates',
    'Three-statement model with cohort revenue.',
    null,
  ],
  [
    'Texas LLC formation checklist',
    'document',
    'Legal & Finance',
    'Filing, franchise tax and registered agent basics.',
    null,
  ],
  [
    'SBA loan guide for Harris County',
    'link',
    'Legal & Finance',
    'Official SBA guidance for small-business loans.',
    'https://www.sba.gov/funding-programs/loans',
  ],
  [
    'Texas Secretary of State: business filings',
    'link',
    'Legal & Finance',
    'Where Texas entities are formed and kept in good standing (SOSDirect).',
    'https://www.sos.state.tx.us/corp/index.shtml',
  ],
  [
    'Start with why: how great leaders inspire action',
    'video',
    'Marketing',
    'Simon Sinek’s TED talk, the starting point of our spring brand positioning workshop.',
    'https://www.ted.com/talks/simon_sinek_how_great_leaders_inspire_action',
    '18m',
  ],
  [
    'Local SEO for service businesses',
    'link',
    'Marketing',
    'Google’s SEO Starter Guide: the basics every service business should get right.',
    'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
  ],
  [
    'Choosing a CRM under 50 people',
    'document',
    'Technology',
    'Notes from the technology roundtable.',
    null,
  ],
  [
    'Cybersecurity basics for small teams',
    'link',
    'Technology',
    'CISA’s checklist for small businesses.',
    'https://www.cisa.gov/cyber-essentials',
  ],
  [
    'Innovating to zero: Bill Gates on energy',
    'video',
    'Events & Talks',
    'The TED talk we watched before the Energy Transition Roundtable: why the world needs zero-carbon energy.',
    'https://www.ted.com/talks/bill_gates_innovating_to_zero',
    '28m',
  ],
  [
    'SCORE Houston: free business mentoring',
    'link',
    'Guides & Playbooks',
    'Volunteer mentors and workshops for Houston small businesses, backed by the SBA.',
    'https://www.score.org/houston',
  ],
  [
    'Pitch night slides',
    'document',
    'Events & Talks',
    'Decks from the five finalists, shared with permission.',
    null,
  ],
];

/** Who shares each document: the member its byline names. */
const AUTHORS: Record<string, string> = {
  'Seed fundraising playbook': 'marcus.johnson',
  'Mutual NDA template': 'sofia.martinez',
  'Financial model template (SaaS)': 'priya.shah',
  'Texas LLC formation checklist': 'sofia.martinez',
  'Choosing a CRM under 50 people': 'ryan.chen',
  'Pitch night slides': 'grace.thompson',
};

/** Resources of every type in every starter category, the documents as stored multi-page PDFs. */
export async function seedResources(ctx: SeedContext) {
  const categories = await ctx.db.select().from(resourceCategories);
  const byName = new Map(categories.map((c) => [c.name, c.id]));
  let files = 0;
  const rows = [];
  for (const [i, [title, type, category, description, link, duration]] of RESOURCES.entries()) {
    const categoryId = byName.get(category);
    if (!categoryId) continue;
    const author = AUTHORS[title];
    const uploader =
      ctx.members.find((m) => author && m.email === `${author}@example.com`) ??
      ctx.members[(i * 5) % Math.min(FOUNDING_MEMBERS, ctx.members.length)];
    let url = link;
    let fileSize: number | null = null;
    if (!url) {
      const pdf = resourcePdf(title, `${uploader.firstName} ${uploader.lastName}`);
      url = await storeSeedObject(ctx, `seed/resource-${i}`, uploader.id, pdf, 'application/pdf');
      fileSize = pdf.length;
      files++;
    }
    rows.push({
      title,
      type,
      description,
      url,
      fileSize,
      duration: duration ?? null,
      categoryId,
      uploadedBy: uploader.id,
      downloadCount: Math.floor(ctx.random() * 40),
      createdAt: new Date(Date.now() - (RESOURCES.length - i) * 3 * 86_400_000),
    });
  }
  if (rows.length) await ctx.db.insert(resources).values(rows);
  return `${rows.length} resources (${files} stored files)`;
}
