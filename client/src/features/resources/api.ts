import type { ResourceCategory, ResourceItem } from '@shared/contracts/resources';
import type { resourceFormSchema } from '@shared/schema/forms/resources';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

export type { ResourceCategory, ResourceItem } from '@shared/contracts/resources';

/** What the dialog sends (the shared rules' output). */
export type ResourcePayload = z.output<typeof resourceFormSchema>;

export interface ResourceFilters {
  /** null: All Resources. */
  categoryId: number | null;
  /** 'all' or one type. */
  type: string;
  /** Trimmed search text; '' for none. */
  search: string;
}

const FAILED = 'Failed to fetch resources';
/** Cards per page; the server allows up to 200. */
export const RESOURCE_PAGE_SIZE = 20;

export const RESOURCES_KEY = ['/api/resources'] as const;
export const RESOURCE_CATEGORIES_KEY = ['/api/resource-categories'] as const;
const listKey = (filters: ResourceFilters) => [...RESOURCES_KEY, filters] as const;

export function useResourceCategories() {
  return useQuery<ResourceCategory[]>({
    queryKey: RESOURCE_CATEGORIES_KEY,
    queryFn: async () => {
      let res: Response;
      try {
        res = await fetch(RESOURCE_CATEGORIES_KEY[0], { credentials: 'include' });
      } catch {
        throw new Error(FAILED);
      }
      if (!res.ok) throw new Error(FAILED);
      return (await res.json()) as ResourceCategory[];
    },
  });
}

/** Newest first, filtered and searched by the server (spec-notes: resources search). */
export function useResources(filters: ResourceFilters) {
  return useInfiniteQuery<
    Page<ResourceItem>,
    Error,
    { items: ResourceItem[]; total: number | null },
    ReturnType<typeof listKey>,
    string | null
  >({
    queryKey: listKey(filters),
    initialPageParam: null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(RESOURCE_PAGE_SIZE) });
      if (filters.categoryId !== null) query.set('categoryId', String(filters.categoryId));
      if (filters.type !== 'all') query.set('type', filters.type);
      if (filters.search) query.set('search', filters.search);
      if (pageParam) query.set('cursor', pageParam);
      return fetchPage(`${RESOURCES_KEY[0]}?${query}`, FAILED);
    },
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/** The lists and the category counts change together. */
function invalidateResources() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: RESOURCES_KEY }),
    queryClient.invalidateQueries({ queryKey: RESOURCE_CATEGORIES_KEY }),
  ]);
}

export function useSaveResource(resourceId: number | null) {
  return useMutation({
    mutationFn: async (body: ResourcePayload): Promise<ResourceItem> => {
      const res = resourceId
        ? await apiRequest('PUT', `${RESOURCES_KEY[0]}/${resourceId}`, body)
        : await apiRequest('POST', RESOURCES_KEY[0], body);
      return res.json();
    },
    onSuccess: invalidateResources,
  });
}

export function useDeleteResource() {
  return useMutation({
    mutationFn: async (resourceId: number): Promise<void> => {
      await apiRequest('DELETE', `${RESOURCES_KEY[0]}/${resourceId}`);
    },
    onSuccess: invalidateResources,
  });
}

/** `POST /api/resources/{id}/download`: counts one open and answers with the address. */
export function useOpenResource() {
  return useMutation({
    mutationFn: async (
      resourceId: number,
    ): Promise<{ url: string | null; downloadCount: number }> =>
      (await apiRequest('POST', `${RESOURCES_KEY[0]}/${resourceId}/download`)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
}
