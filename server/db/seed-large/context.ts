import type { ObjectStore } from '../../storage/object-store';
import type { Database } from '../client';
import type { Dice } from './random';

/** Full-size figures (issue 10); `--scale` multiplies each of them. */
export const FULL_SIZE = {
  members: 10_000,
  skillsPerMember: 5,
  events: 2_000,
  discussions: 50_000,
  replies: 250_000,
  jobs: 5_000,
  resources: 10_000,
  albums: 500,
  photos: 20_000,
  messages: 100_000,
} as const;

export type Sizes = { -readonly [K in keyof typeof FULL_SIZE]: number };

export function sizesAt(scale: number): Sizes {
  const sizes = {} as Sizes;
  for (const [key, full] of Object.entries(FULL_SIZE) as [keyof Sizes, number][]) {
    // Skills per member is a shape, not a size: a smaller community has the same profiles.
    sizes[key] = key === 'skillsPerMember' ? full : Math.max(1, Math.round(full * scale));
  }
  return sizes;
}

/** A seeded member as later steps need them: id and name, no more. */
export interface LargeMember {
  id: string;
  firstName: string;
  lastName: string;
}

export interface LargeSeedContext {
  db: Database;
  store: ObjectStore;
  dice: Dice;
  sizes: Sizes;
  /** Today at the moment the seed started: dates are spread around it. */
  now: Date;
  members: LargeMember[];
}
