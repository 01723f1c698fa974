import { REPLY_DELETED_TEXT } from '@shared/contracts/choices';
import type {
  DiscussionCategoryWithCount,
  DiscussionForm,
  DiscussionItem,
  DiscussionListItem,
  DiscussionReplyItem,
  DiscussionSort,
  OpenedDiscussionItem,
  ReplyForm,
} from '@shared/contracts/discussions';
import type { DiscussionEditForm, ReplyEditForm } from '@shared/contracts/editing';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { Deletion } from '@/components/delete-with-reason-dialog';
import { DASHBOARD_KEY } from '@/features/dashboard';
import type { ReactionCache } from '@/features/reactions';
import { toast } from '@/hooks/use-toast';
import {
  ApiError,
  apiRequest,
  deleteWithReason,
  getJsonOr,
  queryClient,
  sendJson,
} from '@/lib/api';
import { handleMutationError } from '@/lib/errors';
import { LIST_REFRESH, THREAD_REFRESH } from '@/lib/freshness';
import { fetchPage, type Page } from '@/lib/pages';
import { DEFAULT_SORT } from './sort';

export type { MemberSummary as DiscussionAuthor } from '@shared/contracts/common';
export type {
  CategorySummary,
  DiscussionCategoryWithCount,
  DiscussionItem,
  DiscussionListItem,
  DiscussionReplyItem,
  DiscussionSort,
  OpenedDiscussionItem,
} from '@shared/contracts/discussions';

/** Cards per page of the list; the server allows up to 200. */
export const DISCUSSION_PAGE_SIZE = 20;
/** Replies per page: a thread reads best whole, so pages are as large as the API allows. */
const REPLY_PAGE_SIZE = 200;
/** Categories per request; the curated list fits in one, and any more pages follow. */
const CATEGORY_PAGE_SIZE = 200;

const DISCUSSIONS_FAILED = 'Failed to fetch discussions';
const DISCUSSION_FAILED = 'Failed to fetch discussion';
const REPLIES_FAILED = 'Failed to fetch replies';

const DISCUSSIONS_KEY = ['/api/discussions'] as const;
/** Every list (each category, each sort): what opening a discussion makes stale. */
const LISTS_KEY = [...DISCUSSIONS_KEY, 'list'] as const;
const CATEGORIES_KEY = ['/api/discussion-categories'] as const;

const withCursor = (base: string, params: Record<string, string>, cursor: string | null) => {
  const query = new URLSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  return `${base}?${query}`;
};

/** Every category, page after page (the sidebar shows them all, with their counts). */
async function fetchAllCategories(): Promise<DiscussionCategoryWithCount[]> {
  const categories: DiscussionCategoryWithCount[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<DiscussionCategoryWithCount> = await fetchPage(
      withCursor(CATEGORIES_KEY[0], { limit: String(CATEGORY_PAGE_SIZE) }, cursor),
      DISCUSSIONS_FAILED,
    );
    categories.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return categories;
}

/**
 * The discussions feature's queries, one factory each: every hook and every invalidation
 * reads its key and function from here, so a key can never drift from its URL.
 */
export const discussionQueries = {
  /** Every discussion query: the lists, each discussion and its replies. */
  all: DISCUSSIONS_KEY,
  categories: () =>
    queryOptions({
      queryKey: CATEGORIES_KEY,
      queryFn: fetchAllCategories,
    }),
  /** Every list, whatever its category and order. */
  lists: LISTS_KEY,
  /**
   * Pinned first, then by `sort` (latest activity or newest); `categoryId` null means All
   * Categories. Each card says what is new to the member.
   */
  list: (categoryId: number | null, sort: DiscussionSort = DEFAULT_SORT) =>
    infiniteQueryOptions({
      queryKey: [...LISTS_KEY, { categoryId, sort }] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params: Record<string, string> = { limit: String(DISCUSSION_PAGE_SIZE), sort };
        if (categoryId !== null) params.categoryId = String(categoryId);
        return fetchPage<DiscussionListItem>(
          withCursor(DISCUSSIONS_KEY[0], params, pageParam),
          DISCUSSIONS_FAILED,
        );
      },
      getNextPageParam: (last) => last.nextCursor,
      ...LIST_REFRESH,
    }),
  /**
   * One discussion; a 404 fails with `isDiscussionNotFound` true. Opening it marks it read
   * on the server, so once it has loaded the lists' New and new-reply marks are stale.
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...DISCUSSIONS_KEY, id] as const,
      queryFn: async () => {
        const discussion = await getJsonOr<OpenedDiscussionItem>(
          `${DISCUSSIONS_KEY[0]}/${id}`,
          DISCUSSION_FAILED,
        );
        void queryClient.invalidateQueries({ queryKey: LISTS_KEY });
        return discussion;
      },
      ...THREAD_REFRESH,
    }),
  /** The replies, oldest first: a reply never arrives before the one it answers. */
  replies: (id: number) =>
    infiniteQueryOptions({
      queryKey: [...DISCUSSIONS_KEY, id, 'replies'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) =>
        fetchPage<DiscussionReplyItem>(
          withCursor(
            `${DISCUSSIONS_KEY[0]}/${id}/replies`,
            { limit: String(REPLY_PAGE_SIZE) },
            pageParam,
          ),
          REPLIES_FAILED,
        ),
      getNextPageParam: (last) => last.nextCursor,
      ...THREAD_REFRESH,
    }),
};

/** Whether a discussion query failed because there is no such discussion (the server's 404). */
export function isDiscussionNotFound(error: unknown): boolean {
  return error instanceof Error && error.cause instanceof ApiError && error.cause.status === 404;
}

export function useDiscussionCategories() {
  return useQuery(discussionQueries.categories());
}

/** Pinned first, then by `sort`; `categoryId` null means All Categories. */
export function useDiscussions(categoryId: number | null, sort: DiscussionSort) {
  return useInfiniteQuery({
    ...discussionQueries.list(categoryId, sort),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** One discussion (none asked for while `id` is null: it cannot name one). */
export function useDiscussion(id: number | null) {
  return useQuery({ ...discussionQueries.detail(id ?? 0), enabled: id !== null });
}

/** The replies, oldest first, a page at a time. */
export function useReplies(id: number) {
  return useInfiniteQuery({
    ...discussionQueries.replies(id),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** Lists, category counts and the dashboard (New Posts, Recent Activity) all change. */
function invalidateDiscussionLists() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: discussionQueries.all }),
    queryClient.invalidateQueries({ queryKey: discussionQueries.categories().queryKey }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

export function useCreateDiscussion() {
  return useMutation({
    mutationFn: (body: DiscussionForm) =>
      sendJson<DiscussionItem>('POST', DISCUSSIONS_KEY[0], body),
    onSuccess: invalidateDiscussionLists,
  });
}

export function useCreateReply(discussionId: number) {
  return useMutation({
    mutationFn: (body: ReplyForm) =>
      sendJson<DiscussionReplyItem>('POST', `${DISCUSSIONS_KEY[0]}/${discussionId}/replies`, body),
    // The thread, the detail's reply count and the list cards' counts; refetching the
    // detail never counts a second view (the server counts one per member).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionQueries.all }),
  });
}

/**
 * The thread as the server now has it, without waiting for the refetch: a reply that others
 * answered becomes its tombstone (decision 011), any other leaves.
 */
function dropReply(data: InfiniteData<Page<DiscussionReplyItem>> | undefined, replyId: number) {
  if (!data) return data;
  const answered = data.pages.some((page) =>
    page.items.some((item) => item.parentReplyId === replyId),
  );
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: answered
        ? page.items.map((item) =>
            item.id === replyId
              ? {
                  ...item,
                  content: REPLY_DELETED_TEXT,
                  isDeleted: true,
                  canEdit: false,
                  canDelete: false,
                }
              : item,
          )
        : page.items.filter((item) => item.id !== replyId),
    })),
  };
}

/**
 * Deletes a reply: the member's own, or anyone's by staff with a reason (decision 011: one
 * with answers stays as a tombstone).
 */
export function useDeleteReply(discussionId: number) {
  return useMutation({
    mutationFn: async ({ id, reason }: Deletion) => {
      await deleteWithReason(`${DISCUSSIONS_KEY[0]}/${discussionId}/replies/${id}`, reason);
    },
    onSuccess: (_, { id: replyId }) => {
      queryClient.setQueryData(discussionQueries.replies(discussionId).queryKey, (data) =>
        dropReply(data, replyId),
      );
      // The thread (a tombstone left without answers goes too), the reply counts and the
      // lists' last activity.
      return queryClient.invalidateQueries({ queryKey: discussionQueries.all });
    },
  });
}

/**
 * "Mark all read" on the list: every discussion started until now is read as of now, so
 * the cards' New and "N new replies" marks go; replies after it are new again.
 */
export function useMarkAllDiscussionsRead() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `${DISCUSSIONS_KEY[0]}/read-all`);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LISTS_KEY });
      toast({ title: 'All discussions marked as read' });
    },
    onError: handleMutationError,
  });
}

export function useDeleteDiscussion() {
  return useMutation({
    mutationFn: async ({ id, reason }: Deletion) => {
      await deleteWithReason(`${DISCUSSIONS_KEY[0]}/${id}`, reason);
    },
    onSuccess: (_, { id }) => {
      // Dropped (its replies with it), not refetched: a refetch would only find it gone.
      queryClient.removeQueries({ queryKey: discussionQueries.detail(id).queryKey });
      return invalidateDiscussionLists();
    },
  });
}

/**
 * A discussion as a change answered it, where the page shows it: where the member left off
 * and its reactions are the opening's answer alone (the change does not say them), and
 * stay as they were.
 */
const keepLeftOff = (
  shown: OpenedDiscussionItem | undefined,
  changed: DiscussionItem,
): OpenedDiscussionItem => ({
  ...changed,
  firstUnreadReplyId: shown?.firstUnreadReplyId ?? null,
  reactions: shown?.reactions ?? [],
  myReactions: shown?.myReactions ?? [],
  subscription: shown?.subscription ?? 'normal',
});

/** Where the page keeps a discussion's reactions (issue 37): its opened answer. */
export const discussionReactionCache = (id: number): ReactionCache<OpenedDiscussionItem> => ({
  queryKey: discussionQueries.detail(id).queryKey,
  patch: (discussion, change) => ({ ...discussion, ...change(discussion) }),
});

/** Where the page keeps a reply's reactions: its item in the thread's pages. */
export const replyReactionCache = (
  discussionId: number,
  replyId: number,
): ReactionCache<InfiniteData<Page<DiscussionReplyItem>>> => ({
  queryKey: discussionQueries.replies(discussionId).queryKey,
  patch: (data, change) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((reply) =>
        reply.id === replyId ? { ...reply, ...change(reply) } : reply,
      ),
    })),
  }),
});

/** What staff set on a discussion (decision 018): pinned or locked, on or off. */
export interface FlagChange {
  flag: 'pin' | 'lock';
  on: boolean;
}

/** Pins or unpins, locks or unlocks a discussion; the answer is the discussion as it now is. */
export function useSetDiscussionFlag(id: number) {
  return useMutation({
    mutationFn: ({ flag, on }: FlagChange) =>
      sendJson<DiscussionItem>(on ? 'PUT' : 'DELETE', `${DISCUSSIONS_KEY[0]}/${id}/${flag}`),
    onSuccess: (discussion) => {
      queryClient.setQueryData(discussionQueries.detail(id).queryKey, (shown) =>
        keepLeftOff(shown, discussion),
      );
      // Pinned ones sort first: every list's order may change.
      return invalidateDiscussionLists();
    },
  });
}

/** The author's edit (issue 23): the answer is the discussion as it now reads. */
export function useEditDiscussion(id: number) {
  return useMutation({
    mutationFn: (body: DiscussionEditForm) =>
      sendJson<DiscussionItem>('PATCH', `${DISCUSSIONS_KEY[0]}/${id}`, body),
    onSuccess: (discussion) => {
      queryClient.setQueryData(discussionQueries.detail(id).queryKey, (shown) =>
        keepLeftOff(shown, discussion),
      );
      // A new title or category shows in the lists and the categories' counts.
      return invalidateDiscussionLists();
    },
  });
}

/** The author's edit of their reply; the thread refetches to show it with its mark. */
export function useEditReply(discussionId: number, replyId: number) {
  return useMutation({
    mutationFn: (body: ReplyEditForm) =>
      sendJson<DiscussionReplyItem>(
        'PATCH',
        `${DISCUSSIONS_KEY[0]}/${discussionId}/replies/${replyId}`,
        body,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: discussionQueries.replies(discussionId).queryKey }),
  });
}
