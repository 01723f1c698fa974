import { REACTIONS, type Reaction } from '@shared/contracts/reaction-kinds';
import type { ItemReactions, ReactionEntry } from '@shared/contracts/reactions';
import {
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  useMutation,
} from '@tanstack/react-query';
import { queryClient, sendJson } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';
import { fetchPage } from '@/lib/pages';

/** Names a tooltip shows: a few, and "and N others" for the rest. */
export const TOOLTIP_NAMES = 10;
/** Who reacted, a page at a time, in the dialog. */
const DIALOG_PAGE_SIZE = 50;

const WHO_FAILED = 'Failed to fetch reactions';

/**
 * Where the page that shows an item keeps it (issue 37): the query whose cached data holds
 * the item, and how to change the item's reactions inside that data. A toggle changes them
 * there at once, puts them back if the server refuses, and sets the server's answer.
 */
export interface ReactionCache<T> {
  queryKey: QueryKey;
  /** The data with the item's `reactions` and `myReactions` replaced by `change`'s. */
  patch: (data: T, change: (item: ItemReactions) => ItemReactions) => T;
}

/** Leaving a reaction (`on`) or taking it back. */
export interface ReactionToggle {
  reaction: Reaction;
  on: boolean;
}

const inOrder = (reactions: Iterable<Reaction>) => {
  const set = new Set(reactions);
  return REACTIONS.filter((r) => set.has(r));
};

/**
 * An item's reactions after the viewer left (`on`) or took back one, as the server will
 * answer: counts in REACTIONS order, none at zero. Leaving one already theirs, or taking
 * back one that is not, changes nothing.
 */
export function toggled(item: ItemReactions, { reaction, on }: ReactionToggle): ItemReactions {
  const mine = item.myReactions.includes(reaction);
  if (mine === on) return { reactions: item.reactions, myReactions: item.myReactions };
  const counts = new Map(item.reactions.map((r) => [r.reaction, r.count]));
  counts.set(reaction, Math.max(0, (counts.get(reaction) ?? 0) + (on ? 1 : -1)));
  return {
    reactions: REACTIONS.flatMap((r) => {
      const count = counts.get(r) ?? 0;
      return count > 0 ? [{ reaction: r, count }] : [];
    }),
    myReactions: inOrder(
      on ? [...item.myReactions, reaction] : item.myReactions.filter((r) => r !== reaction),
    ),
  };
}

/** `/api/discussions/12` → its who-reacted lists' keys all start with this. */
const listsKey = (path: string) => [`${path}/reactions`] as const;

function listUrl(path: string, params: Record<string, string>, cursor: string | null) {
  const query = new URLSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  return `${path}/reactions?${query}`;
}

/** Who reacted to an item (`path`, the item's API address), newest first. */
export const reactionQueries = {
  /** The first few who left `reaction`: what a pill's tooltip names. */
  names: (path: string, reaction: Reaction) =>
    queryOptions({
      queryKey: [...listsKey(path), { reaction, limit: TOOLTIP_NAMES }] as const,
      queryFn: () =>
        fetchPage<ReactionEntry>(
          listUrl(path, { reaction, limit: String(TOOLTIP_NAMES) }, null),
          WHO_FAILED,
        ),
    }),
  /** Everyone who reacted (or left `reaction`, when given), a page at a time: the dialog. */
  list: (path: string, reaction: Reaction | null) =>
    infiniteQueryOptions({
      queryKey: [...listsKey(path), 'list', { reaction }] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params: Record<string, string> = { limit: String(DIALOG_PAGE_SIZE) };
        if (reaction) params.reaction = reaction;
        return fetchPage<ReactionEntry>(listUrl(path, params, pageParam), WHO_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/**
 * Leaves or takes back one of the viewer's reactions on the item at `path`
 * (`PUT|DELETE <path>/reactions/:reaction`). The item's reactions change in `cache` at once;
 * a refusal puts them back and shows the usual error toast; the answer, the item's
 * reactions as they now are, replaces them once no other toggle of the item is on its way.
 * Toggles of one item reach the server one after another, in the order they were made.
 */
export function useToggleReaction<T>({ path, cache }: { path: string; cache: ReactionCache<T> }) {
  const mutationKey = ['reaction', path];
  const change = (to: (item: ItemReactions) => ItemReactions) =>
    queryClient.setQueryData<T>(cache.queryKey, (data) =>
      data === undefined ? data : cache.patch(data, to),
    );
  return useMutation({
    mutationKey,
    scope: { id: `reaction ${path}` },
    mutationFn: ({ reaction, on }: ReactionToggle) =>
      sendJson<ItemReactions>(on ? 'PUT' : 'DELETE', `${path}/reactions/${reaction}`),
    onMutate: async (toggle) => {
      // A refetch on its way would land over the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: cache.queryKey });
      change((item) => toggled(item, toggle));
    },
    onError: (error, toggle) => {
      change((item) => toggled(item, { ...toggle, on: !toggle.on }));
      handleMutationError(error);
    },
    onSuccess: (answer) => {
      // A later toggle's change stays on screen until its own answer.
      if (queryClient.isMutating({ mutationKey }) === 1) change(() => answer);
    },
    // Who reacted has changed: the tooltips and the dialog ask again when next shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey(path) }),
  });
}
