import { Users } from 'lucide-react';
import { MemberLink } from '@/components/member-link';
import { memberLine } from '@/components/member-option';
import { Button } from '@/components/ui/button';
import type { MessageMember } from './api';
import { memberCountText } from './conversation-names';

/** A group's "4 members" (issue 37): shows and hides the list of who is in it. */
export function MembersButton({
  members,
  open,
  onToggle,
  listId,
}: {
  members: MessageMember[];
  open: boolean;
  onToggle: () => void;
  listId: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      onClick={onToggle}
    >
      <Users aria-hidden="true" />
      {memberCountText({ members })}
    </Button>
  );
}

/** Who is in a group: the viewer, then the others in the order they joined, each a profile link. */
export function MemberList({ members, id }: { members: MessageMember[]; id: string }) {
  return (
    <ul id={id} aria-label="Members of this conversation" className="grid gap-2 border-t pt-3">
      <li className="text-sm text-muted-foreground">You</li>
      {members.map((member) => {
        const line = memberLine(member);
        return (
          <li key={member.id} className="flex min-w-0 items-center gap-2 text-sm">
            <MemberLink
              member={member}
              show="both"
              avatarClassName="size-8"
              fallbackClassName="text-xs"
              nameClassName="font-medium"
            />
            {line ? <span className="truncate text-muted-foreground">{line}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
