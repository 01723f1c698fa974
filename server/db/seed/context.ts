import type { User } from '../../../shared/schema/users';
import type { ObjectStore } from '../../storage/object-store';
import type { Database } from '../client';

/** What every seeder gets: the database, the object store, and the rows made before it. */
export interface SeedContext {
  db: Database;
  store: ObjectStore;
  members: User[];
  /** Deterministic pseudo-random numbers, so every seeded demo looks the same. */
  random: () => number;
}

/** A small seeded PRNG (mulberry32). */
export function seededRandom(seed = 20261122) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(ctx: SeedContext, list: readonly T[]) =>
  list[Math.floor(ctx.random() * list.length)];
