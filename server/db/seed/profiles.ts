import { eq } from 'drizzle-orm';
import { PROFICIENCY_LEVELS, skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import type { SeedContext } from './context';
import { generatedImage, storeSeedObject } from './images';

const PALETTES = [
  ['#D4AF37', '#F5E6A8'],
  ['#E8C766', '#B8860B'],
  ['#F0D98C', '#C9A227'],
  ['#DAA520', '#FFF3C4'],
] as const;

/** Skill names from the catalog migration, grouped loosely by what each member does. */
const SKILLS_BY_MEMBER: string[][] = [
  ['Data Analytics', 'Strategic Planning', 'Fundraising', 'Public Speaking', 'Energy Transition'],
  ['Venture Capital', 'Financial Modeling', 'Negotiation', 'Board Governance', 'Startup Advising'],
  ['Supply Chain Management', 'Operations Management', 'Healthcare Administration', 'Logistics'],
  ['Cloud Architecture', 'Software Engineering', 'Cybersecurity', 'Artificial Intelligence'],
  ['Brand Strategy', 'Content Marketing', 'Social Media Strategy'],
  ['Business Development', 'Enterprise Sales', 'Renewable Energy', 'Negotiation'],
  ['Corporate Law', 'Contract Negotiation', 'Intellectual Property', 'Regulatory Compliance'],
  ['Product Management', 'Data Science', 'Digital Transformation'],
  ['Economic Development', 'Public Speaking', 'Nonprofit Management'],
  ['Entrepreneurship', 'Team Building', 'Operations Management'],
  ['Financial Planning & Analysis', 'Accounting', 'Corporate Finance', 'Healthcare Administration'],
  ['Commercial Real Estate', 'Project Management', 'Real Estate Development'],
];

/** Photos for most demo members (two keep the initials avatar, as real members do) and their skills. */
export async function seedProfiles(ctx: SeedContext) {
  const catalog = await ctx.db.select({ id: skills.id, name: skills.name }).from(skills);
  const idByName = new Map(catalog.map((s) => [s.name, s.id]));
  let photos = 0;
  let skillRows = 0;
  for (const [i, member] of ctx.members.entries()) {
    if (i % 6 !== 5) {
      const [from, to] = PALETTES[i % PALETTES.length];
      const initials = `${member.firstName?.[0] ?? ''}${member.lastName?.[0] ?? ''}`;
      const png = await generatedImage({ width: 256, height: 256, from, to, text: initials });
      const path = await storeSeedObject(
        ctx,
        `seed/avatar-${member.id}`,
        member.id,
        png,
        'image/png',
      );
      await ctx.db.update(users).set({ profileImageUrl: path }).where(eq(users.id, member.id));
      member.profileImageUrl = path;
      photos++;
    }
    const names = SKILLS_BY_MEMBER[i % SKILLS_BY_MEMBER.length];
    const rows = names
      .map((name) => idByName.get(name))
      .filter((id): id is number => id !== undefined)
      .map((skillId, j) => ({
        userId: member.id,
        skillId,
        proficiencyLevel: PROFICIENCY_LEVELS[(i + j) % PROFICIENCY_LEVELS.length],
        yearsOfExperience: 1 + Math.floor(ctx.random() * 20),
      }));
    if (rows.length) await ctx.db.insert(userSkills).values(rows);
    skillRows += rows.length;
  }
  return `${photos} profile photos and ${skillRows} member skills`;
}
