import type { DirectoryMember } from '@shared/contracts/members';
import { X } from 'lucide-react';
import { MemberAvatarImage } from '@/components/member-link';
import { displayName } from '@/lib/names';

/**
 * The members picked so far in a picker that takes several: a chip each, whose button
 * (named "Remove Ada Lovelace") takes them off the list again.
 */
export function ChosenMembers({
  members,
  onRemove,
}: {
  members: readonly DirectoryMember[];
  onRemove: (member: DirectoryMember) => void;
}) {
  if (members.length === 0) return null;
  return (
    <ul aria-label="Chosen members" className="flex flex-wrap gap-1.5">
      {members.map((member) => {
        const name = displayName(member);
        return (
          <li key={member.id} className="min-w-0">
            <button
              type="button"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(member)}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-muted py-0.5 pr-2 pl-0.5 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              data-testid="chosen-member"
            >
              <MemberAvatarImage
                member={member}
                className="size-6"
                fallbackClassName="text-[10px]"
              />
              <span className="truncate">{name}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
