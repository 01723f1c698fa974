import { userCredentials, users } from '../../../shared/schema/users';
import { hashPassword } from '../../auth/password';
import type { SeedContext } from './context';

/** A believable Houston founding cohort for demos and local development. */
const DEMO_MEMBERS = [
  [
    'Maya',
    'Patel',
    'Founder & CEO',
    'Bayou Analytics',
    ['Shell', 'Deloitte'],
    'Builds data platforms for Gulf Coast energy firms.',
  ],
  [
    'Marcus',
    'Johnson',
    'Managing Partner',
    'Third Ward Ventures',
    ['Goldman Sachs'],
    'Early-stage investor backing Houston founders.',
  ],
  [
    'Elena',
    'Rodriguez',
    'Chief Operating Officer',
    'MedCenter Logistics',
    ['Texas Children’s Hospital', 'McKinsey', 'HCA'],
    'Runs supply chains for the Texas Medical Center.',
  ],
  [
    'David',
    'Nguyen',
    'CTO',
    'Portside Robotics',
    ['NASA JSC', 'Boeing'],
    'Automation for the Port of Houston.',
  ],
  [
    'Aisha',
    'Williams',
    'Owner',
    'Heights Creative Studio',
    [],
    'Brand strategy for restaurants and retail in the Heights.',
  ],
  [
    'James',
    'Okafor',
    'VP Sales',
    'Lone Star Solar',
    ['NRG Energy'],
    'Commercial solar across Harris County.',
  ],
  [
    'Sofia',
    'Martinez',
    'Attorney',
    'Martinez & Cole PLLC',
    ['Baker Botts'],
    'Corporate law for growing companies.',
  ],
  [
    'Ryan',
    'Chen',
    'Product Lead',
    'Energy Corridor Labs',
    ['ExxonMobil', 'Microsoft'],
    'Product management for industrial software.',
  ],
  [
    'Grace',
    'Thompson',
    'Executive Director',
    'Houston Small Business Alliance',
    [],
    'Advocate for main-street businesses.',
  ],
  ['Carlos', 'Garcia', 'Founder', 'Tacos del Norte Group', [], 'Six restaurants and counting.'],
  [
    'Priya',
    'Shah',
    'CFO',
    'Galleria Health Partners',
    ['EY', 'Memorial Hermann'],
    'Finance leader in healthcare services.',
  ],
  [
    'Michael',
    'Brown',
    'Principal',
    'Brown Architecture',
    ['Gensler'],
    'Designs mixed-use spaces downtown.',
  ],
  // Earlier in their careers: the people who apply to the members' job postings.
  [
    'Jordan',
    'Lee',
    'Data Engineer',
    'Gulf Freight Systems',
    ['Accenture'],
    'Builds data pipelines for freight and logistics teams.',
  ],
  [
    'Olivia',
    'Harris',
    'Brand Designer',
    'Montrose Design Co.',
    ['Phoenix Creative'],
    'Identity and interface design for local startups and restaurants.',
  ],
  [
    'Daniel',
    'Kim',
    'Sales Associate',
    'Greenway Energy Services',
    ['Comcast Business'],
    'Sells energy-efficiency upgrades to commercial property owners.',
  ],
  [
    'Emily',
    'Foster',
    'Marketing Associate',
    'Bayou City Events',
    [],
    'Runs social media and event marketing for Houston hospitality brands.',
  ],
] as const;

/** Years since each demo member started work, in DEMO_MEMBERS order (their skills never exceed it). */
export const CAREER_YEARS = [16, 20, 22, 18, 12, 14, 11, 10, 24, 15, 17, 19, 5, 6, 3, 2] as const;

/** How many of DEMO_MEMBERS are the founding cohort (seasoned leaders who start threads and host events). */
export const FOUNDING_MEMBERS = 12;

export const DEMO_PASSWORD = 'roundtable-demo';
export const DEMO_LOGIN = 'maya.patel@example.com';

/** Members first: every later seeder picks authors and attendees from `ctx.members`. */
export async function seedMembers(ctx: SeedContext) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = DEMO_MEMBERS.map(([firstName, lastName, title, company, past, bio], i) => ({
    id: crypto.randomUUID(),
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    firstName,
    lastName,
    title,
    company,
    pastCompanies: past.length ? [...past] : null,
    bio,
    phone: `(713) 555-${String(100 + i).padStart(4, '0')}`,
    openToConnect: i % 3 !== 0,
    joinedAt: new Date(Date.now() - (DEMO_MEMBERS.length - i) * 9 * 24 * 3600 * 1000),
    // Demo members have confirmed their addresses: no banner on a demo. They have been
    // here before, too: "Welcome back", no first-steps checklist.
    emailVerifiedAt: new Date(),
    welcomedAt: new Date(),
    onboardedAt: new Date(),
    // The first account of an install is its admin (server/auth/roles.ts): the demo login.
    role: i === 0 ? ('admin' as const) : ('member' as const),
  }));
  const inserted = await ctx.db.insert(users).values(rows).returning();
  await ctx.db.insert(userCredentials).values(rows.map((r) => ({ userId: r.id, passwordHash })));
  ctx.members.push(...inserted);
  return `${inserted.length} members`;
}
