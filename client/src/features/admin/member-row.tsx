import { Ban, MoreHorizontal, ShieldCheck, Undo2, UserX } from 'lucide-react';
import { useRef } from 'react';
import { MemberLink } from '@/components/member-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayName } from '@/lib/names';
import type { AdminMember } from './api';
import { joinedText, ROLE_LABELS, suspensionText } from './labels';

export type MemberAction = 'role' | 'suspend' | 'lift' | 'remove';

/**
 * One member of the console's list, a card at every width (so a narrow screen never
 * scrolls sideways): who they are, their address, role, when they joined, whether they
 * are suspended and why, and the menu of what an admin may do to them.
 */
export function MemberRow({
  member,
  onAction,
}: {
  member: AdminMember;
  /** The page opens the action's dialog; focus returns to this row's menu button after. */
  onAction: (member: AdminMember, action: MemberAction) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  const name = displayName(member);
  const choose = (action: MemberAction) => {
    chosen.current = true;
    // The dialog returns the focus to whatever had it when it opened: the menu button,
    // not the menu item that is about to go.
    trigger.current?.focus();
    onAction(member, action);
  };
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-card p-4 sm:gap-4">
      <MemberLink
        member={member}
        show="avatar"
        decorative
        avatarClassName="size-10"
        className="shrink-0"
      />
      <div className="flex min-w-0 flex-1 flex-wrap gap-x-4 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <MemberLink member={member} nameClassName="font-semibold" />
          <p className="text-sm wrap-anywhere text-muted-foreground">{member.email}</p>
          <p className="text-xs text-muted-foreground">{joinedText(member.joinedAt)}</p>
        </div>
        <div className="grid min-w-0 basis-56 content-start justify-items-start gap-1 sm:justify-items-end">
          <div className="flex flex-wrap items-start gap-2">
            <Badge className="bg-muted text-foreground">{ROLE_LABELS[member.role]}</Badge>
            {member.suspended ? (
              <Badge className="border-destructive-text/40 text-destructive-text whitespace-normal sm:whitespace-nowrap">
                {suspensionText(member.suspendedUntil)}
              </Badge>
            ) : null}
          </div>
          {member.suspended && member.suspensionReason ? (
            <p className="text-sm wrap-anywhere sm:text-right">
              <span className="font-medium">Reason:</span> {member.suspensionReason}
            </p>
          ) : null}
        </div>
      </div>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            type="button"
            variant="ghost"
            size="icon"
            className="-my-1 shrink-0"
            aria-label={`Actions for ${name}`}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            // An action's dialog takes the focus; Radix would pull it back to the button.
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
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
    </li>
  );
}
