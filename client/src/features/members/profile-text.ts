import { monthYearText } from '@/lib/dates';
import { zonedDayClockText } from '@/lib/zoned-time';

/** '1 discussion', '12 discussions'. */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Under a preview list that holds fewer than all: 'Showing the latest 5 of 12'. */
export function previewNote(shown: number, total: number, order: 'latest' | 'next'): string | null {
  if (total <= shown) return null;
  return `Showing the ${order} ${shown} of ${total}`;
}

/** 'Member since November 2025'; nothing when the date is missing or invalid. */
export function memberSinceText(joinedAt: string | null | undefined): string | null {
  if (!joinedAt) return null;
  const date = new Date(joinedAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Member since ${monthYearText(date)}`;
}

/**
 * An event's start as the calendar writes it, on the clock of the community's zone and
 * labelled with it: '07/04/2027 6:30 PM CDT' (the same for a member reading elsewhere).
 */
export function eventStartText(startDate: string, timeZone: string): string {
  const date = new Date(startDate);
  if (Number.isNaN(date.getTime())) return 'Date to be announced';
  return zonedDayClockText(date, timeZone);
}

const JOB_TYPE_LABELS: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  remote: 'Remote',
};

/** A job type's label; one the client does not know shows as it is. */
export const jobTypeText = (jobType: string) => JOB_TYPE_LABELS[jobType] ?? jobType;

/**
 * A member id from the address. The router decodes the path with `decodeURI`, which leaves
 * reserved characters escaped (`%3A` for the `:` in an OpenID member's id), so the segment
 * is decoded once more; text that is not a valid escape stays as it is.
 */
export function memberIdFromPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
