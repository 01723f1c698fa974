import { MemberLink } from '@/components/member-link';
import { OpenOnIntent } from '@/components/open-on-intent';
import { Badge } from '@/components/ui/badge';
import { lazyComponent } from '@/lib/lazy-component';
import { displayName } from '@/lib/names';
import type { AdminMember } from './api';
import { joinedText, ROLE_LABELS, suspensionText } from './labels';
import { MemberActionsButton } from './member-actions-button';

export type MemberAction = 'role' | 'suspend' | 'lift' | 'remove';

// Radix's menu (floating-ui and the focus layers, ~20 KB gzip) downloads when the admin
// reaches for a row's button (decision 044), not with the members list.
const { Component: MemberActionsMenu, preload } = lazyComponent(() =>
  import('./member-actions-menu').then((m) => m.MemberActionsMenu),
);

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
  const name = displayName(member);
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
      <OpenOnIntent
        preload={preload}
        options={{ opensOn: 'pointerdown', keys: ['ArrowDown'], what: 'Actions menu' }}
        standIn={(intent) => <MemberActionsButton name={name} {...intent} />}
        opened={(openedWith) => (
          <MemberActionsMenu
            member={member}
            name={name}
            onAction={onAction}
            openedWith={openedWith}
          />
        )}
      />
    </li>
  );
}
