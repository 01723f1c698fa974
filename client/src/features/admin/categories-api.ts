import type { AdminCategory } from '@shared/contracts/settings';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { discussionQueries } from '@/features/discussions';
import { queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';
import { AUDIT_LOG_KEY } from './audit-api';

export type { AdminCategory } from '@shared/contracts/settings';

export const CATEGORIES_FAILED = 'Failed to fetch categories';
const CATEGORIES_KEY = ['/api/admin/categories'] as const;
const categoryUrl = (id: number) => `${CATEGORIES_KEY[0]}/${encodeURIComponent(String(id))}`;

export const categoryQueries = {
  /** In the admins' order, a page at a time (a community has a handful). */
  list: () =>
    infiniteQueryOptions({
      queryKey: CATEGORIES_KEY,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: '200' });
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<AdminCategory>(`${CATEGORIES_KEY[0]}?${params}`, CATEGORIES_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useAdminCategories() {
  return useInfiniteQuery({
    ...categoryQueries.list(),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** A change shows in the console's list, the forum's and the audit log. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
    queryClient.invalidateQueries({ queryKey: discussionQueries.categories().queryKey }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

export function useAddCategory() {
  return useMutation({
    mutationFn: ({ name }: { name: string }) =>
      sendJson<AdminCategory>('POST', CATEGORIES_KEY[0], { name }),
    onSettled: refresh,
  });
}

export function useRenameCategory(id: number) {
  return useMutation({
    mutationFn: ({ name }: { name: string }) =>
      sendJson<AdminCategory>('PATCH', categoryUrl(id), { name }),
    onSettled: refresh,
  });
}

export function useMoveCategory() {
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      sendJson<AdminCategory>('POST', `${categoryUrl(id)}/move`, { direction }),
    onSettled: refresh,
  });
}

export function useArchiveCategory() {
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      sendJson<AdminCategory>('PUT', `${categoryUrl(id)}/archived`, { archived }),
    onSettled: refresh,
  });
}
