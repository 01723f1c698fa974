import type { AdminSkill } from '@shared/contracts/settings';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
} from '@tanstack/react-query';
import { skillQueries } from '@/features/skills';
import { queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';
import { ADMIN_PAGE_SIZE } from './api';
import { AUDIT_LOG_KEY } from './audit-api';

export type { AdminSkill } from '@shared/contracts/settings';

export const SKILLS_FAILED = 'Failed to fetch skills';
const SKILLS_KEY = ['/api/admin/skills'] as const;
const skillUrl = (id: number) => `${SKILLS_KEY[0]}/${encodeURIComponent(String(id))}`;

export const skillCatalogQueries = {
  /** By name, searched by name, a page at a time. */
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: [...SKILLS_KEY, search] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
        if (search) params.set('q', search);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<AdminSkill>(`${SKILLS_KEY[0]}?${params}`, SKILLS_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useSkillCatalog(search: string) {
  return useInfiniteQuery({
    ...skillCatalogQueries.list(search),
    select: (data) => ({
      skills: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A change shows in the console, the members' catalog and their skill cards, and the log. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: SKILLS_KEY }),
    queryClient.invalidateQueries({ queryKey: skillQueries.catalogs }),
    queryClient.invalidateQueries({ queryKey: skillQueries.memberLists }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

export function useAddSkill() {
  return useMutation({
    mutationFn: ({ name }: { name: string }) =>
      sendJson<AdminSkill>('POST', SKILLS_KEY[0], { name }),
    onSettled: refresh,
  });
}

export function useRenameSkill(id: number) {
  return useMutation({
    mutationFn: ({ name }: { name: string }) =>
      sendJson<AdminSkill>('PATCH', skillUrl(id), { name }),
    onSettled: refresh,
  });
}

export function useMergeSkill(id: number) {
  return useMutation({
    mutationFn: ({ targetId }: { targetId: number }) =>
      sendJson<AdminSkill>('POST', `${skillUrl(id)}/merge`, { targetId }),
    onSettled: refresh,
  });
}
