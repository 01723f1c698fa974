import { Bookmark, LogOut, MailPlus, ShieldCheck, UserCog, UserPen } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useStaffWaiting } from '@/features/admin';
import { useSignOut } from '@/features/auth/api';
import { useMayInvite } from '@/features/invitations';
import type { CurrentMember } from '@/hooks/use-auth';
import { useFirstItemFocus } from '@/hooks/use-first-item-focus';
import type { OpenedWith } from '@/hooks/use-open-on-intent';
import { displayName } from '@/lib/names';
import { UserMenuButton } from './user-menu-button';

/**
 * The user menu itself, loaded the first time the member reaches for it
 * (user-menu-slot.tsx) and mounted open then; it stays for the rest of the visit.
 */
export function UserMenu({
  user,
  openedWith,
}: {
  user: CurrentMember | null;
  openedWith: OpenedWith;
}) {
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const { mayInvite } = useMayInvite();
  const name = displayName(user);
  const waiting = useStaffWaiting(user?.abilities);
  const onMenuFocus = useFirstItemFocus(openedWith);

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={onMenuFocus}>
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserPen aria-hidden="true" />
          Edit Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/account')}>
          <UserCog aria-hidden="true" />
          Account settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/saved')}>
          <Bookmark aria-hidden="true" />
          Saved
        </DropdownMenuItem>
        {mayInvite ? (
          <DropdownMenuItem onSelect={() => navigate('/invite')}>
            <MailPlus aria-hidden="true" />
            Invite people
          </DropdownMenuItem>
        ) : null}
        {/* The server says who may use the console (its abilities), never the role. */}
        {user?.abilities.administer || user?.abilities.moderate ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck aria-hidden="true" />
            Admin
            {/* The space keeps "Admin 3 waiting" apart in the item's name; flex drops it on screen. */}
            {waiting > 0 ? ' ' : null}
            {waiting > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="ml-auto rounded-full bg-gold px-1.5 text-xs font-semibold text-ink"
                >
                  {waiting}
                </span>
                <span className="sr-only">{waiting} waiting</span>
              </>
            ) : null}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
