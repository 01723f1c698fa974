import type { Wire } from '@shared/contracts/common';
import type {
  download,
  ResourceCategory,
  ResourceItem,
  resourceFormSchema,
} from '@shared/contracts/resources';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { Deletion } from '@/components/delete-with-reason-dialog';
import { deleteWithReason, getJson, getJsonOr, queryClient, saveItem, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';

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

/** The query string for one page; 'all' and empty filters are left out. */
function resourcesUrl(filters: ResourceFilters, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(RESOURCE_PAGE_SIZE) });
  if (filters.categoryId !== null) query.set('categoryId', String(filters.categoryId));
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.search) query.set('search', filters.search);
  if (cursor) query.set('cursor', cursor);
  return `${RESOURCES_KEY[0]}?${query}`;
}

/**
 * The resources feature's queries, one factory each: every hook and every invalidation
 * reads its key and function from here, so a key can never drift from its URL.
 */
export const resourceQueries = {
  /** Every resources list, whatever its filters. */
  all: RESOURCES_KEY,
  /** The Categories panel, each with its count. */
  categories: () =>
    queryOptions({
      queryKey: RESOURCE_CATEGORIES_KEY,
      queryFn: () => getJsonOr<ResourceCategory[]>(RESOURCE_CATEGORIES_KEY[0], FAILED),
    }),
  /** One resource by id (a shared `/resources?resource=ID` address). */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...RESOURCES_KEY, 'detail', id] as const,
      queryFn: () => getJson<ResourceItem>(`${RESOURCES_KEY[0]}/${id}`),
      retry: false,
    }),
  /** Newest first, filtered and searched by the server (spec-notes: resources search). */
  list: (filters: ResourceFilters) =>
    infiniteQueryOptions({
      queryKey: [...RESOURCES_KEY, filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => fetchPage<ResourceItem>(resourcesUrl(filters, pageParam), FAILED),
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/** The resource a shared address names, or nothing when there is no id. */
export function useResource(id: number | null) {
  return useQuery({ ...resourceQueries.detail(id ?? 0), enabled: id !== null });
}

export function useResourceCategories() {
  return useQuery(resourceQueries.categories());
}

/** `total` is how many match in all (X-Total-Count), not the pages' length. */
export function useResources(filters: ResourceFilters) {
  return useInfiniteQuery({
    ...resourceQueries.list(filters),
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/** The lists and the category counts change together. */
function invalidateResources() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceQueries.all }),
    queryClient.invalidateQueries({ queryKey: resourceQueries.categories().queryKey }),
  ]);
}

export function useSaveResource(resourceId: number | null) {
  return useMutation({
    mutationFn: (body: ResourcePayload) =>
      saveItem<ResourceItem>(RESOURCES_KEY[0], resourceId, body),
    onSuccess: invalidateResources,
  });
}

export function useDeleteResource() {
  return useMutation({
    mutationFn: ({ id, reason }: Deletion) => deleteWithReason(`${RESOURCES_KEY[0]}/${id}`, reason),
    onSuccess: invalidateResources,
  });
}

/** `POST /api/resources/{id}/download`: counts one open and answers with the address. */
export function useOpenResource() {
  return useMutation({
    mutationFn: (resourceId: number) =>
      sendJson<Wire<typeof download>>('POST', `${RESOURCES_KEY[0]}/${resourceId}/download`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceQueries.all }),
  });
}
