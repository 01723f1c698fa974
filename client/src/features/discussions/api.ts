import type { DiscussionForm, ReplyForm } from '@shared/schema/forms/discussions';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '@/features/dashboard';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

export interface DiscussionAuthor {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

export interface CategorySummary {
  id: number;
  name: string;
  color: string;
}

/** `GET /api/discussion-categories`: a category with how many discussions it holds. */
export interface DiscussionCategoryWithCount extends CategorySummary {
  description: string | null;
  createdAt: string;
  discussionCount: number;
}

/** A discussion as every discussion route answers it (spec §3). */
export interface DiscussionItem {
  id: number;
  title: string;
  content: string;
  categoryId: number;
  authorId: string;
  isPinned: boolean;
  isLocked: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  author: DiscussionAuthor;
  category: CategorySummary;
  replyCount: number;
}

export interface DiscussionReplyItem {
  id: number;
  discussionId: number;
  authorId: string;
  content: string;
  parentReplyId: number | null;
  createdAt: string;
  updatedAt: string;
  author: DiscussionAuthor;
}

/** Cards per page of the list; the server allows up to 200. */
export const DISCUSSION_PAGE_SIZE = 20;
/** Replies per page: a thread reads best whole, so pages are as large as the API allows. */
const REPLY_PAGE_SIZE = 200;
/** The curated categories fit in one page. */
const CATEGORY_LIMIT = 200;

export const CATEGORIES_KEY = ['/api/discussion-categories'] as const;
export const DISCUSSIONS_KEY = ['/api/discussions'] as const;
const listKey = (categoryId: number | null) => [...DISCUSSIONS_KEY, { categoryId }] as const;
const detailKey = (id: number) => [...DISCUSSIONS_KEY, id] as const;
const repliesKey = (id: number) => [...DISCUSSIONS_KEY, id, 'replies'] as const;

const withCursor = (base: string, params: Record<string, string>, cursor: string | null) => {
  const query = new URLSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  return `${base}?${query}`;
};

export function useDiscussionCategories() {
  return useQuery<DiscussionCategoryWithCount[]>({
    queryKey: CATEGORIES_KEY,
    queryFn: async () =>
      (
        await fetchPage<DiscussionCategoryWithCount>(
          `${CATEGORIES_KEY[0]}?limit=${CATEGORY_LIMIT}`,
          'Failed to fetch discussions',
        )
      ).items,
  });
}

/** Pinned first, then newest; `categoryId` null means All Categories. */
export function useDiscussions(categoryId: number | null) {
  return useInfiniteQuery<
    Page<DiscussionItem>,
    Error,
    DiscussionItem[],
    ReturnType<typeof listKey>,
    string | null
  >({
    queryKey: listKey(categoryId),
    initialPageParam: null,
    queryFn: ({ pageParam }) => {
      const params: Record<string, string> = { limit: String(DISCUSSION_PAGE_SIZE) };
      if (categoryId !== null) params.categoryId = String(categoryId);
      return fetchPage(
        withCursor('/api/discussions', params, pageParam),
        'Failed to fetch discussions',
      );
    },
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** One discussion, or null when it does not exist (the 'Discussion Not Found' state). */
export function useDiscussion(id: number | null) {
  return useQuery<DiscussionItem | null>({
    queryKey: detailKey(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      let res: Response;
      try {
        res = await fetch(`/api/discussions/${id}`, { credentials: 'include' });
      } catch {
        throw new Error('Failed to fetch discussion');
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new Error('Failed to fetch discussion');
      return (await res.json()) as DiscussionItem;
    },
  });
}

/** The replies, oldest first: a reply never arrives before the one it answers. */
export function useReplies(id: number | null) {
  return useInfiniteQuery<
    Page<DiscussionReplyItem>,
    Error,
    DiscussionReplyItem[],
    ReturnType<typeof repliesKey>,
    string | null
  >({
    queryKey: repliesKey(id ?? 0),
    enabled: id !== null,
    initialPageParam: null,
    queryFn: ({ pageParam }) =>
      fetchPage(
        withCursor(`/api/discussions/${id}/replies`, { limit: String(REPLY_PAGE_SIZE) }, pageParam),
        'Failed to fetch replies',
      ),
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** Lists, category counts and the dashboard (New Posts, Recent Activity) all change. */
function invalidateDiscussionLists() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DISCUSSIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

export function useCreateDiscussion() {
  return useMutation({
    mutationFn: async (body: DiscussionForm): Promise<DiscussionItem> =>
      (await apiRequest('POST', '/api/discussions', body)).json(),
    onSuccess: invalidateDiscussionLists,
  });
}

export function useCreateReply(discussionId: number) {
  return useMutation({
    mutationFn: async (body: ReplyForm): Promise<DiscussionReplyItem> =>
      (await apiRequest('POST', `/api/discussions/${discussionId}/replies`, body)).json(),
    // The thread, the detail's reply count and the list cards' counts; refetching the
    // detail never counts a second view (the server counts one per member).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCUSSIONS_KEY }),
  });
}

export function useDeleteDiscussion() {
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await apiRequest('DELETE', `/api/discussions/${id}`);
    },
    onSuccess: (_, id) => {
      // Dropped, not refetched: a refetch would only find it gone.
      queryClient.removeQueries({ queryKey: detailKey(id) });
      return invalidateDiscussionLists();
    },
  });
}
