import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { userInitials } from '@/lib/names';
import type { MessageMember } from './api';

/** The other member's photo, else their initials (spec §2 avatar rules). */
export function MemberAvatar({
  member,
  className,
}: {
  member: MessageMember | null;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {member?.profileImageUrl ? <AvatarImage src={member.profileImageUrl} alt="" /> : null}
      <AvatarFallback>{userInitials(member)}</AvatarFallback>
    </Avatar>
  );
}
