import { REACTION_FACES, type Reaction } from '@shared/contracts/reaction-kinds';
import type { ReactionCounts } from '@shared/contracts/reactions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { MemberLink } from '@/components/member-link';
import { QueryStates } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { reactionQueries } from './api';

type Filter = Reaction | 'all';

/**
 * The who-reacted dialog's content (loaded when it first opens): a tab for everyone and
 * one per reaction left, each listing its members newest first, a page at a time.
 */
export function WhoReactedList({ path, reactions }: { path: string; reactions: ReactionCounts }) {
  const [filter, setFilter] = useState<Filter>('all');
  // A reaction whose last member took it back has no tab any more.
  const shown = reactions.some((r) => r.reaction === filter) ? filter : 'all';
  const total = reactions.reduce((sum, r) => sum + r.count, 0);
  const filters: (Reaction | null)[] = [null, ...reactions.map((r) => r.reaction)];
  return (
    <Tabs value={shown} onValueChange={(value) => setFilter(value as Filter)}>
      <TabsList aria-label="Show reactions" className="flex h-auto flex-wrap justify-start">
        <TabsTrigger value="all" className="gap-1.5 px-3">
          All <span className="tabular-nums">{total}</span>
        </TabsTrigger>
        {reactions.map(({ reaction, count }) => (
          <TabsTrigger key={reaction} value={reaction} className="gap-1.5 px-3">
            <span aria-hidden="true">{REACTION_FACES[reaction].emoji}</span>
            <span className="sr-only">{REACTION_FACES[reaction].name} </span>
            <span className="tabular-nums">{count}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {filters.map((reaction) => (
        <TabsContent key={reaction ?? 'all'} value={reaction ?? 'all'} className="mt-4">
          <Reactors path={path} reaction={reaction} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Who left `reaction` (everyone's reactions when null), with Load more. */
function Reactors({ path, reaction }: { path: string; reaction: Reaction | null }) {
  const query = useInfiniteQuery(reactionQueries.list(path, reaction));
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryStates
      query={query}
      loading={
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">Loading reactions</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      }
      error="Failed to fetch reactions"
      errorClassName="py-6"
      isEmpty={entries.length === 0}
      empty={<p className="py-6 text-center text-sm text-muted-foreground">No reactions yet.</p>}
    >
      {() => (
        <div className="grid gap-2">
          <ul
            aria-label={reaction ? `Reacted with ${REACTION_FACES[reaction].name}` : 'Reacted'}
            className="grid gap-1"
          >
            {entries.map((entry) => (
              <li
                key={`${entry.member.id} ${entry.reaction}`}
                className="flex min-w-0 items-center gap-3 py-1"
              >
                <MemberLink
                  member={entry.member}
                  show="both"
                  className="min-w-0 flex-1"
                  avatarClassName="size-8"
                  fallbackClassName="text-xs"
                  nameClassName="text-sm font-medium"
                />
                {reaction ? null : (
                  <span role="img" aria-label={REACTION_FACES[entry.reaction].name}>
                    {REACTION_FACES[entry.reaction].emoji}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <LoadMore pages={query} />
        </div>
      )}
    </QueryStates>
  );
}
