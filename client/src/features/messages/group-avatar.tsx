import { Users } from 'lucide-react';
import { type LinkedMember, MemberAvatarImage } from '@/components/member-link';
import { cn } from '@/lib/utils';

/**
 * A group conversation's face (issue 37): its first two other members' avatars, one over
 * the other's corner, or a group icon once no one else is left. Decorative: the
 * conversation's name beside it says who is in it.
 */
export function GroupAvatar({
  members,
  className,
}: {
  members: readonly LinkedMember[];
  /** The whole face's size (`size-11`); each avatar takes most of it. */
  className?: string;
}) {
  const [first, second] = members;
  if (!first) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
          className,
        )}
      >
        <Users className="size-1/2" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cn('relative shrink-0', className)}>
      <MemberAvatarImage
        member={first}
        className={cn('absolute top-0 left-0', second ? 'size-[70%]' : 'size-full')}
        fallbackClassName="text-xs"
      />
      {second ? (
        <MemberAvatarImage
          member={second}
          // A ring of the surface's colour parts the two faces.
          className="absolute right-0 bottom-0 size-[70%] ring-2 ring-card"
          fallbackClassName="text-xs"
        />
      ) : null}
    </span>
  );
}
