import type { MemberRole } from '@shared/schema/choices';
import { format } from 'date-fns';

export const ROLE_LABELS: Record<MemberRole, string> = {
  member: 'Member',
  moderator: 'Moderator',
  admin: 'Admin',
};

export const STATE_LABELS = { active: 'Active', suspended: 'Suspended' } as const;

/** "Suspended until 07/04/2027, 5:30 PM", or "Suspended" for an indefinite suspension. */
export function suspensionText(until: string | null): string {
  return until ? `Suspended until ${format(new Date(until), 'MM/dd/yyyy, h:mm a')}` : 'Suspended';
}

/** "Joined 01/05/2026" (spec §9 date format). */
export const joinedText = (joinedAt: string) =>
  `Joined ${format(new Date(joinedAt), 'MM/dd/yyyy')}`;

/** "3 members" / "1 member". */
export const memberCountText = (total: number) => `${total} ${total === 1 ? 'member' : 'members'}`;
