import { count, sql } from 'drizzle-orm';
import { conversations } from '../../../shared/schema/messages';
import { sessions } from '../../../shared/schema/sessions';
import { users } from '../../../shared/schema/users';
import type { ObjectStore } from '../../storage/object-store';
import type { Database } from '../client';
import { formatCount, step } from './bulk';
import { type LargeSeedContext, sizesAt } from './context';
import { seedDiscussions } from './discussions';
import { seedEvents } from './events';
import { seedGallery } from './gallery';
import { seedJobs } from './jobs';
import { seedMembers, seedSkills } from './members';
import { seedMessages } from './messages';
import { Dice } from './random';
import { seedResources } from './resources';

export { LARGE_SEED_PASSWORD, largeSeedEmail } from './members';

export interface LargeSeedOptions {
  seed: number;
  /** 1 is full size (issue 10's figures); 0.1 one tenth of every count. */
  scale: number;
  /** Delete every member (and with them everything they made) first. */
  reset: boolean;
}

export class NotEmptyError extends Error {}

/** In order: every later step draws authors and attendees from the members. */
const STEPS: [string, (ctx: LargeSeedContext) => Promise<string>][] = [
  ['members', seedMembers],
  ['skills and endorsements', seedSkills],
  ['events and RSVPs', seedEvents],
  ['discussions and replies', seedDiscussions],
  ['jobs, applications and saves', seedJobs],
  ['resources', seedResources],
  ['albums and photos', seedGallery],
  ['messages', seedMessages],
];

export async function memberCount(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n;
}

/**
 * Every member goes, and through the foreign keys everything a member made (posts,
 * events, photos, messages, uploads); sessions and conversations go too. Reference data (skill catalog,
 * categories) stays. Only ever called when the caller asked for a reset by name.
 */
async function deleteCommunity(db: Database) {
  // Conversations belong to no one member (issue 37): they go by name, their members and
  // messages with them.
  await db.execute(
    sql`truncate table ${users}, ${sessions}, ${conversations} restart identity cascade`,
  );
}

/**
 * Builds the large community. Refuses a database that already has members unless
 * `reset` was asked for, so it can never mix generated rows into a real community.
 */
export async function seedLarge(db: Database, store: ObjectStore, options: LargeSeedOptions) {
  const existing = await memberCount(db);
  if (existing > 0 && !options.reset) {
    throw new NotEmptyError(
      `The database already has ${formatCount(existing)} members; seed:large fills an empty one. Pass --reset to delete them and everything they made first.`,
    );
  }
  if (existing > 0) {
    await step(`deleting ${formatCount(existing)} members and their content`, async () => {
      await deleteCommunity(db);
      return 'done';
    });
  }
  const now = new Date();
  const ctx: LargeSeedContext = {
    db,
    store,
    dice: new Dice(options.seed),
    sizes: sizesAt(options.scale),
    // Minutes and below dropped, so two runs on one day place dates alike.
    now: new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours()),
    ),
    members: [],
  };
  for (const [label, run] of STEPS) await step(label, () => run(ctx));
  // Fresh planner statistics and visibility maps, so the first queries on the new data
  // use the indexes (index-only scans among them) as they would on a settled database.
  await step('vacuum analyze', async () => {
    await db.execute(sql`vacuum analyze`);
    return 'done';
  });
  return ctx.members;
}
