import { Ban, ShieldCheck, Undo2, UserX } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useFirstItemFocus } from '@/hooks/use-first-item-focus';
import { useMenuDialogFocus } from '@/hooks/use-menu-dialog-focus';
import type { OpenedWith } from '@/hooks/use-open-on-intent';
import type { AdminMember } from './api';
import { MemberActionsButton } from './member-actions-button';
import type { MemberAction } from './member-row';

/**
 * A console row's menu of what an admin may do to the member (member-row.tsx), loaded the
 * first time the admin reaches for its button and mounted open then, in the button's
 * place; it stays for the rest of the visit.
 */
export function MemberActionsMenu({
  member,
  name,
  onAction,
  openedWith,
}: {
  member: AdminMember;
  name: string;
  /** The list opens the action's dialog; focus returns to this row's menu button after. */
  onAction: (member: AdminMember, action: MemberAction) => void;
  openedWith: OpenedWith;
}) {
  const menu = useMenuDialogFocus();
  const onMenuFocus = useFirstItemFocus(openedWith);
  const choose = (action: MemberAction) => menu.choose(() => onAction(member, action));
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <MemberActionsButton ref={menu.trigger} name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={onMenuFocus}
        onCloseAutoFocus={menu.onCloseAutoFocus}
      >
        <DropdownMenuItem onSelect={() => choose('role')}>
          <ShieldCheck aria-hidden="true" />
          Change role
        </DropdownMenuItem>
        {member.suspended ? (
          <DropdownMenuItem onSelect={() => choose('lift')}>
            <Undo2 aria-hidden="true" />
            Lift suspension
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => choose('suspend')}>
            <Ban aria-hidden="true" />
            Suspend
          </DropdownMenuItem>
        )}
        <DropdownMenuItem className="text-destructive-text" onSelect={() => choose('remove')}>
          <UserX aria-hidden="true" />
          Remove member…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
