import { seededRandom } from '../seed/context';

/**
 * The large seed's dice: every choice comes from one seeded stream, so the same seed
 * number and scale build the same community row for row.
 */
export class Dice {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  /** A float in [0, 1). */
  float() {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number) {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** `n` distinct items of `list` (n ≤ list.length), in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** `n` distinct integers in [0, size), cheap when n is much smaller than size. */
  distinctIndexes(size: number, n: number): number[] {
    const seen = new Set<number>();
    const wanted = Math.min(n, size);
    while (seen.size < wanted) seen.add(Math.floor(this.next() * size));
    return [...seen];
  }

  /** A UUID-shaped id (version 4 layout) drawn from the stream, so member ids repeat too. */
  uuid() {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  /** An instant between `daysAgo` days ago and `daysAhead` days ahead of `now`. */
  dateAround(now: Date, daysAgo: number, daysAhead = 0) {
    const span = (daysAgo + daysAhead) * 86_400_000;
    return new Date(now.getTime() - daysAgo * 86_400_000 + Math.floor(this.next() * span));
  }

  /** A count with a long tail: most draws near `mean`, a few several times larger. */
  skewed(mean: number) {
    return Math.max(0, Math.round(-Math.log(1 - this.next()) * mean));
  }
}

/** `date`, or `now` if it would be later: nothing the seed writes has happened yet. */
export const notAfter = (now: Date, date: Date) =>
  date.getTime() > now.getTime() ? new Date(now) : date;
