import { MEMBER_ROLES, MEMBER_STATES, type MemberRole } from '@shared/contracts/choices';
import { Search, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ChoiceField, choicesOf } from '@/components/fields/choice-field';
import { lazyMountedDialog } from '@/components/lazy-dialog';
import { ListCount } from '@/components/list-count';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  ADMIN_MEMBERS_FAILED,
  type AdminMember,
  type AdminMemberFilters,
  useAdminMembers,
} from './api';
import { memberCountText, ROLE_LABELS, STATE_LABELS } from './labels';
import { type MemberAction, MemberRow } from './member-row';

// The row actions' dialogs (their forms, and zod for the suspension's checks) download the
// first time one opens, not with the members list.
const ChangeRoleDialog = lazyMountedDialog(() =>
  import('./change-role-dialog').then((m) => m.ChangeRoleDialog),
);
const SuspendMemberDialog = lazyMountedDialog(() =>
  import('./suspend-dialog').then((m) => m.SuspendMemberDialog),
);
const RemoveMemberDialog = lazyMountedDialog(() =>
  import('./remove-member-dialog').then((m) => m.RemoveMemberDialog),
);
const LiftSuspensionDialog = lazyMountedDialog(() =>
  import('./lift-suspension-dialog').then((m) => m.LiftSuspensionDialog),
);

/** The server is asked once the admin pauses typing for this long. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX = 100;
const ANY = '';

const asRole = (value: string): MemberRole | '' =>
  (MEMBER_ROLES as readonly string[]).includes(value) ? (value as MemberRole) : ANY;
const asState = (value: string): AdminMemberFilters['state'] =>
  (MEMBER_STATES as readonly string[]).includes(value)
    ? (value as AdminMemberFilters['state'])
    : ANY;

/** The audit log filtered to removals (decision 022), by the name searched for if any. */
export const removalsHref = (q: string) =>
  `/admin?${new URLSearchParams({ tab: 'audit', action: 'member.remove', ...(q ? { q } : {}) })}`;

/** Members: search, role and state filters, the list newest first, and each member's actions. */
export function MembersSection() {
  const ids = useId();
  const [text, setText] = useState('');
  const [role, setRole] = useState<MemberRole | ''>(ANY);
  const [state, setState] = useState<AdminMemberFilters['state']>(ANY);
  const q = useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS).trim();
  const list = useAdminMembers({ q, role, state });
  const members = list.data?.members ?? [];
  const total = list.data?.total ?? members.length;
  const [open, setOpen] = useState<{ member: AdminMember; action: MemberAction } | null>(null);
  const close = () => setOpen(null);

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        Members
      </h2>
      <search className="grid gap-3 md:grid-cols-[1fr_12rem_12rem]" aria-label="Find members">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-search`}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${ids}-search`}
              type="search"
              value={text}
              maxLength={SEARCH_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name or e-mail address"
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        <ChoiceField
          id={`${ids}-role`}
          label="Role"
          value={role}
          onValueChange={(value) => setRole(asRole(value))}
          choices={choicesOf(ROLE_LABELS)}
          noneLabel="All roles"
        />
        <ChoiceField
          id={`${ids}-state`}
          label="State"
          value={state}
          onValueChange={(value) => setState(asState(value))}
          choices={choicesOf(STATE_LABELS)}
          noneLabel="All states"
        />
      </search>

      <ListCount
        testId="admin-member-count"
        text={list.isSuccess ? memberCountText(total) : null}
      />

      <QueryStates
        query={list}
        loading={<ListLoading label="Loading members" />}
        error={ADMIN_MEMBERS_FAILED}
        isEmpty={members.length === 0}
        empty={
          <EmptyState
            icon={<Users className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="No members found"
            text="Try a different name or address, or another role or state. Removed members leave this list; the audit log keeps each removal under the name they had."
            action={
              <Link href={removalsHref(q)} className="text-sm font-medium underline">
                See removals in the audit log
              </Link>
            }
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-3" aria-label="Members">
              {members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  onAction={(who, action) => setOpen({ member: who, action })}
                />
              ))}
            </ul>
            <LoadMore pages={list} label="Load more members" />
          </>
        )}
      </QueryStates>

      {open?.action === 'role' ? <ChangeRoleDialog member={open.member} onClose={close} /> : null}
      {open?.action === 'suspend' ? (
        <SuspendMemberDialog member={open.member} onClose={close} />
      ) : null}
      {open?.action === 'remove' ? (
        <RemoveMemberDialog member={open.member} onClose={close} />
      ) : null}
      {open?.action === 'lift' ? (
        <LiftSuspensionDialog member={open.member} onClose={close} />
      ) : null}
    </section>
  );
}
