import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { userCredentials, users } from '../../../shared/schema/users';
import { hashPassword } from '../../auth/password';
import { ensureRows, formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import {
  COMPANY_PLACES,
  COMPANY_TRADES,
  companyName,
  FIRST_NAMES,
  LAST_NAMES,
  NEIGHBORHOODS,
  PAST_EMPLOYERS,
  SENTENCES,
  TITLES,
} from './vocabulary';

/**
 * Every large-seed member signs in with this password. It is hashed once and the hash
 * shared: argon2id per member would cost 10,000 × ~50 ms for nothing.
 */
export const LARGE_SEED_PASSWORD = 'roundtable-large';

/** The n-th member's sign-in address (0-based), e.g. for the benchmark's sessions. */
export const largeSeedEmail = (n: number, firstName: string, lastName: string) =>
  `${firstName}.${lastName}.${n + 1}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');

const PROFICIENCY = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

/** Used only when the skill catalog (migration 0002) was removed. */
const FALLBACK_SKILLS = [
  ['Strategic Planning', 'Strategy'],
  ['Fundraising', 'Finance'],
  ['Financial Modeling', 'Finance'],
  ['Enterprise Sales', 'Sales'],
  ['Brand Strategy', 'Marketing'],
  ['Product Management', 'Product'],
  ['Software Engineering', 'Technology'],
  ['Data Analysis', 'Technology'],
  ['Negotiation', 'Leadership'],
  ['Public Speaking', 'Leadership'],
] as const;

export async function seedMembers(ctx: LargeSeedContext) {
  const { dice, now } = ctx;
  const passwordHash = await hashPassword(LARGE_SEED_PASSWORD);
  const rows = Array.from({ length: ctx.sizes.members }, (_, n) => {
    const firstName = dice.pick(FIRST_NAMES);
    const lastName = dice.pick(LAST_NAMES);
    const company = companyName(dice.pick(COMPANY_PLACES), dice.pick(COMPANY_TRADES));
    const joinedAt = dice.dateAround(now, 3 * 365);
    return {
      id: dice.uuid(),
      email: largeSeedEmail(n, firstName, lastName),
      firstName,
      lastName,
      title: dice.pick(TITLES),
      company,
      pastCompanies: dice.chance(0.6) ? dice.sample(PAST_EMPLOYERS, dice.int(1, 3)) : null,
      phone: `(${dice.pick(['713', '281', '832', '346'])}) 555-${String(dice.int(0, 9999)).padStart(4, '0')}`,
      bio: `Based in ${dice.pick(NEIGHBORHOODS)}. ${dice.pick(SENTENCES)}`,
      openToConnect: dice.chance(0.7),
      joinedAt,
      emailVerifiedAt: joinedAt,
      // Established members: welcomed long ago, their first steps behind them.
      welcomedAt: joinedAt,
      onboardedAt: joinedAt,
      role: n === 0 ? ('admin' as const) : ('member' as const),
      createdAt: joinedAt,
      updatedAt: joinedAt,
    };
  });
  await insertAll(ctx.db, users, rows);
  await insertAll(
    ctx.db,
    userCredentials,
    rows.map((r) => ({ userId: r.id, passwordHash })),
  );
  ctx.members.push(
    ...rows.map((r) => ({ id: r.id, firstName: r.firstName, lastName: r.lastName })),
  );
  return `${formatCount(rows.length)} members (password "${LARGE_SEED_PASSWORD}")`;
}

/**
 * Five catalog skills per member, each endorsed by a few other members; the counters on
 * user_skill agree with the endorsement rows, as the endorse route keeps them.
 */
export async function seedSkills(ctx: LargeSeedContext) {
  const { dice, members } = ctx;
  const catalog = await ensureRows(
    ctx.db,
    skills,
    FALLBACK_SKILLS.map(([name, category]) => ({ name, category })),
  );
  const perMember = Math.min(ctx.sizes.skillsPerMember, catalog.length);
  const mine: (typeof userSkills.$inferInsert)[] = [];
  const endorsements: (typeof skillEndorsements.$inferInsert)[] = [];
  let id = 0;
  for (const member of members) {
    for (const skillId of dice.sample(catalog, perMember)) {
      id++;
      const endorsers = dice
        .distinctIndexes(members.length, Math.min(dice.skewed(1.5), 12))
        .map((i) => members[i].id)
        .filter((e) => e !== member.id);
      const createdAt = dice.dateAround(ctx.now, 700);
      mine.push({
        id,
        userId: member.id,
        skillId,
        proficiencyLevel: dice.pick(PROFICIENCY),
        yearsOfExperience: dice.int(0, 25),
        isEndorsed: endorsers.length > 0,
        endorsementCount: endorsers.length,
        createdAt,
        updatedAt: createdAt,
      });
      for (const endorsedBy of endorsers) {
        endorsements.push({
          userSkillId: id,
          endorsedBy,
          comment: dice.chance(0.3) ? dice.pick(SENTENCES) : null,
          createdAt: dice.dateAround(ctx.now, 300),
        });
      }
    }
  }
  await insertAll(ctx.db, userSkills, mine);
  await syncSequence(ctx.db, userSkills);
  await insertAll(ctx.db, skillEndorsements, endorsements);
  return `${formatCount(mine.length)} member skills, ${formatCount(endorsements.length)} endorsements`;
}
