import type { ComponentProps } from 'react';
import { CountBadge } from '@/components/count-badge';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useStaffWaiting } from '@/features/admin';
import type { CurrentMember } from '@/hooks/use-auth';
import { displayName, userInitials } from '@/lib/names';

/** ", 3 waiting in Admin": what the badge on the avatar says, in the button's name. */
export const waitingLabel = (waiting: number) =>
  waiting > 0 ? `, ${waiting} waiting in Admin` : '';

export function UserAvatar({
  user,
  className,
}: {
  user: CurrentMember | null;
  className?: string;
}) {
  // The initials are a picture of the name the menu button is labelled with, so they are
  // drawn (a pseudo-element from data-initials), not written: as text they would be part of
  // what the button shows but not of its name ("DR" is not in "User menu: Dana Reyes"),
  // which fails WCAG 2.5.3 (label in name, axe's label-content-name-mismatch) — a speech
  // user says the name they see beside it, or "User menu".
  return (
    <Avatar className={className} aria-hidden="true">
      {user?.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback
        data-initials={userInitials(user)}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}

/**
 * The top bar's avatar and name: the user menu's trigger, the same button before the
 * menu's code has loaded (user-menu-slot.tsx) and after (user-menu.tsx).
 */
export function UserMenuButton({
  user,
  ...props
}: { user: CurrentMember | null } & ComponentProps<'button'>) {
  const name = displayName(user);
  const waiting = useStaffWaiting(user?.abilities);
  return (
    <button
      type="button"
      aria-label={`User menu: ${name}${waitingLabel(waiting)}`}
      aria-haspopup="menu"
      className="flex max-w-[16rem] min-w-12 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold data-[state=open]:bg-white/10"
      {...props}
    >
      <span className="relative shrink-0">
        <UserAvatar user={user} className="size-8" />
        <CountBadge count={waiting} testId="staff-waiting-badge" className="-top-1.5 -right-1.5" />
      </span>
      <span className="hidden truncate lg:inline" data-testid="user-menu-name">
        {name}
      </span>
    </button>
  );
}
