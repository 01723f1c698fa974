import type { DirectoryMember } from '@shared/contracts/members';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { MemberOption } from '@/components/member-option';
import { QueryError } from '@/components/query-states';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { fetchPage } from '@/lib/pages';
import { cn } from '@/lib/utils';

/** The server refuses longer searches. */
const SEARCH_MAX = 100;
/** Members per page of the picker. */
export const PICKER_PAGE_SIZE = 20;
/** The picker asks the server once the member pauses typing for this long. */
export const PICKER_DEBOUNCE_MS = 300;

/** The directory's members matching `search`, a page at a time, for a picker. */
export const memberSearchQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/users', 'picker', { search }] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PICKER_PAGE_SIZE) });
      if (search) query.set('search', search);
      if (pageParam) query.set('cursor', pageParam);
      return fetchPage<DirectoryMember>(`/api/users?${query}`, 'Failed to fetch members');
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export interface MemberSearchListProps {
  /** Enter or a click on a member. */
  onChoose: (member: DirectoryMember) => void;
  /** Whether the viewer may be offered (a leader may be them; a recipient may not). */
  includeSelf?: boolean;
  /** Members not offered at all (those already in a conversation). */
  excludeIds?: ReadonlySet<string>;
  /**
   * Picking several (aria-multiselectable): which are chosen, and which may not be chosen
   * now. Without it the list picks one, and the active member is the selected one.
   */
  multiple?: {
    isChosen: (member: DirectoryMember) => boolean;
    isDisabled: (member: DirectoryMember) => boolean;
  };
  /** The search text starts again after each choice (to look for the next person). */
  clearOnChoose?: boolean;
  /** Keys the list does not use (Backspace in an empty field, say). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>, text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The id of a hint about the keys, which the search box is described by. */
  keysHintId?: string;
  /** The options' test id, for the journeys that pick. */
  optionTestId?: string;
}

/**
 * A search box over the directory with the matching members under it (a combobox and its
 * listbox): the arrow keys, Home and End move through the members, Enter chooses, and a
 * click or tap chooses too. The field keeps the focus throughout.
 */
export function MemberSearchList({
  onChoose,
  includeSelf = false,
  excludeIds,
  multiple,
  clearOnChoose = false,
  onOtherKey,
  inputRef,
  keysHintId,
  optionTestId,
}: MemberSearchListProps) {
  const ids = useId();
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, PICKER_DEBOUNCE_MS).trim();
  const recipients = useInfiniteQuery({
    ...memberSearchQuery(search),
    select: (data) => ({
      members: data.pages.flatMap((page) => page.items),
    }),
    // While the member types, the last answer stays on screen.
    placeholderData: keepPreviousData,
  });
  const members = (recipients.data?.members ?? []).filter(
    (m) => (includeSelf || !m.isSelf) && !excludeIds?.has(m.id),
  );
  const [active, setActive] = useState(0);

  // A new answer starts again at its first member.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new search only
  useEffect(() => setActive(0), [search]);
  const current = Math.min(active, Math.max(members.length - 1, 0));

  // The active member stays in view as the arrow keys move.
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (member: DirectoryMember) => {
    if (multiple?.isDisabled(member)) return;
    onChoose(member);
    if (clearOnChoose) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, members.length - 1),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: members.length - 1,
    };
    if (
      members.length > 0 &&
      event.key in moves &&
      (event.key.startsWith('Arrow') || event.ctrlKey)
    ) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const member = members[current];
      if (member) choose(member);
    } else {
      onOtherKey?.(event, text);
    }
  };

  // The viewer's own entry may not be offered, so the count is of what is listed: exact once
  // every page is in, otherwise how many are shown so far.
  const countText = recipients.hasNextPage
    ? `Showing the first ${members.length}; type to narrow, or scroll for more`
    : `${members.length} ${members.length === 1 ? 'member' : 'members'}`;
  const stale = recipients.isPlaceholderData || text.trim() !== search;

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-search`}>Search members</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={`${ids}-search`}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={members.length > 0}
            aria-controls={listId}
            aria-activedescendant={members.length > 0 ? optionId(current) : undefined}
            aria-describedby={keysHintId}
            autoComplete="off"
            maxLength={SEARCH_MAX}
            placeholder="Name, title, company or skill"
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
          {recipients.isLoading || recipients.isError ? '' : stale ? 'Searching...' : countText}
        </p>
      </div>

      <div className="-mx-2 min-h-24 overflow-y-auto px-2">
        {recipients.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only">Loading members</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : recipients.isError ? (
          <QueryError
            message="Failed to fetch members"
            onRetry={() => void recipients.refetch()}
            className="py-6"
          />
        ) : members.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {search ? `No members match “${search}”.` : 'No other members yet.'}
          </p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label="Members"
          aria-multiselectable={multiple ? true : undefined}
          className={cn('grid gap-1', members.length === 0 && 'hidden')}
        >
          {members.map((member, index) => (
            <MemberOption
              key={member.id}
              member={member}
              id={optionId(index)}
              active={index === current}
              chosen={multiple?.isChosen(member)}
              trailing={
                multiple?.isChosen(member) ? (
                  <Check aria-hidden="true" className="ml-auto size-4 shrink-0" />
                ) : null
              }
              disabled={multiple?.isDisabled(member)}
              data-testid={optionTestId}
              onActivate={() => setActive(index)}
              onPick={() => choose(member)}
            />
          ))}
        </div>
        {members.length > 0 ? <LoadMore pages={recipients} label="Load more members" /> : null}
      </div>
    </>
  );
}
