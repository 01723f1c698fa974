import { eq } from 'drizzle-orm';
import { skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import type { SeedContext } from './context';
import { storeSeedObject } from './images';
import { portrait } from './scenes';

type Level = 'beginner' | 'intermediate' | 'advanced' | 'expert';

/**
 * Each member's skills (names from the catalog migration) with a level and years that fit
 * their career: an expert has years behind it, a newcomer's years stay short.
 */
export const SKILLS_BY_MEMBER: [name: string, level: Level, years: number][][] = [
  // Maya Patel, Founder & CEO (16 years)
  [
    ['Data Analytics', 'expert', 14],
    ['Strategic Planning', 'advanced', 9],
    ['Fundraising', 'advanced', 6],
    ['Public Speaking', 'intermediate', 5],
    ['Energy Transition', 'advanced', 7],
  ],
  // Marcus Johnson, Managing Partner (20)
  [
    ['Venture Capital', 'expert', 12],
    ['Financial Modeling', 'expert', 18],
    ['Negotiation', 'advanced', 15],
    ['Board Governance', 'advanced', 10],
    ['Startup Advising', 'expert', 11],
  ],
  // Elena Rodriguez, COO (22)
  [
    ['Supply Chain Management', 'expert', 18],
    ['Operations Management', 'expert', 16],
    ['Healthcare Administration', 'advanced', 12],
    ['Logistics', 'advanced', 14],
  ],
  // David Nguyen, CTO (18)
  [
    ['Cloud Architecture', 'advanced', 9],
    ['Software Engineering', 'expert', 18],
    ['Cybersecurity', 'intermediate', 4],
    ['Artificial Intelligence', 'advanced', 7],
  ],
  // Aisha Williams, Owner (12)
  [
    ['Brand Strategy', 'expert', 12],
    ['Content Marketing', 'advanced', 8],
    ['Social Media Strategy', 'advanced', 7],
  ],
  // James Okafor, VP Sales (14)
  [
    ['Business Development', 'expert', 12],
    ['Enterprise Sales', 'expert', 14],
    ['Renewable Energy', 'advanced', 7],
    ['Negotiation', 'advanced', 10],
  ],
  // Sofia Martinez, Attorney (11)
  [
    ['Corporate Law', 'expert', 11],
    ['Contract Negotiation', 'advanced', 9],
    ['Intellectual Property', 'intermediate', 4],
    ['Regulatory Compliance', 'advanced', 8],
  ],
  // Ryan Chen, Product Lead (10)
  [
    ['Product Management', 'advanced', 7],
    ['Data Science', 'intermediate', 4],
    ['Digital Transformation', 'advanced', 6],
  ],
  // Grace Thompson, Executive Director (24)
  [
    ['Economic Development', 'expert', 20],
    ['Public Speaking', 'expert', 18],
    ['Nonprofit Management', 'expert', 15],
  ],
  // Carlos Garcia, Founder (15)
  [
    ['Entrepreneurship', 'expert', 12],
    ['Team Building', 'advanced', 10],
    ['Operations Management', 'advanced', 11],
  ],
  // Priya Shah, CFO (17)
  [
    ['Financial Planning & Analysis', 'expert', 15],
    ['Accounting', 'expert', 17],
    ['Corporate Finance', 'advanced', 11],
    ['Healthcare Administration', 'intermediate', 6],
  ],
  // Michael Brown, Principal (19)
  [
    ['Commercial Real Estate', 'advanced', 12],
    ['Project Management', 'expert', 17],
    ['Real Estate Development', 'advanced', 9],
  ],
  // Jordan Lee, Data Engineer (5)
  [
    ['Data Analytics', 'advanced', 5],
    ['Cloud Architecture', 'intermediate', 3],
    ['Software Engineering', 'intermediate', 4],
  ],
  // Olivia Harris, Brand Designer (6)
  [
    ['Brand Strategy', 'advanced', 6],
    ['Digital Marketing', 'intermediate', 3],
  ],
  // Daniel Kim, Sales Associate (3)
  [
    ['Account Management', 'intermediate', 3],
    ['Enterprise Sales', 'beginner', 1],
    ['Renewable Energy', 'beginner', 1],
  ],
  // Emily Foster, Marketing Associate (2)
  [
    ['Social Media Strategy', 'intermediate', 2],
    ['Content Marketing', 'beginner', 1],
  ],
];

/** The least years of experience a level stands for (the seed test holds every skill to it). */
export const MIN_YEARS_FOR_LEVEL: Record<Level, number> = {
  beginner: 0,
  intermediate: 2,
  advanced: 5,
  expert: 8,
};

/** Portraits for most demo members (two keep the initials avatar, as real members do) and their skills. */
export async function seedProfiles(ctx: SeedContext) {
  const catalog = await ctx.db.select({ id: skills.id, name: skills.name }).from(skills);
  const idByName = new Map(catalog.map((s) => [s.name, s.id]));
  let photos = 0;
  let skillRows = 0;
  for (const [i, member] of ctx.members.entries()) {
    if (i % 6 !== 5) {
      const jpeg = await portrait(ctx.random, 320);
      const path = await storeSeedObject(
        ctx,
        `seed/avatar-${member.id}`,
        member.id,
        jpeg,
        'image/jpeg',
      );
      await ctx.db.update(users).set({ profileImageUrl: path }).where(eq(users.id, member.id));
      member.profileImageUrl = path;
      photos++;
    }
    const rows = (SKILLS_BY_MEMBER[i] ?? []).flatMap(
      ([name, proficiencyLevel, yearsOfExperience]) => {
        const skillId = idByName.get(name);
        return skillId === undefined
          ? []
          : [{ userId: member.id, skillId, proficiencyLevel, yearsOfExperience }];
      },
    );
    if (rows.length) await ctx.db.insert(userSkills).values(rows);
    skillRows += rows.length;
  }
  return `${photos} profile photos and ${skillRows} member skills`;
}
