import type { MemberFilter } from './api';

/** A card shows this many past companies, then '+N more' (spec §9). */
export const CARD_PAST_COMPANIES = 2;
/** A card shows this many skills, then '+N more' (spec §9). */
export const CARD_SKILLS = 3;

/** The first `shown` items and how many are left over for '+N more'. */
export function splitForCard<T>(items: readonly T[] | null | undefined, shown: number) {
  const list = items ?? [];
  return { visible: list.slice(0, shown), more: Math.max(0, list.length - shown) };
}

/** '1 endorsement', '3 endorsements', '0 endorsements'. */
export function endorsementCountText(count: number): string {
  return `${count} ${count === 1 ? 'endorsement' : 'endorsements'}`;
}

/** The line above the grid: how many members the search and filter found. */
export function resultCountText(total: number, search: string, filter: MemberFilter): string {
  const noun = total === 1 ? 'member' : 'members';
  if (search) return `${total} ${noun} found for “${search}”`;
  if (filter === 'leadership') return `${total} ${noun} in leadership roles`;
  if (filter === 'new') return `${total} new ${noun} (joined in the last 30 days)`;
  return `${total} ${noun}`;
}
