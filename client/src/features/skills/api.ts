import type { CatalogSkill, MemberSkill } from '@shared/contracts/skills';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest, getJsonOr, queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';

export type { CatalogSkill, MemberSkill } from '@shared/contracts/skills';

export interface NewMemberSkill {
  skillId: number;
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/** Catalog entries per page (the server's maximum): one page holds today's whole catalog. */
export const CATALOG_PAGE_SIZE = 200;
const CATALOG_KEY = ['/api/skills'] as const;
/**
 * The prefix every list of members' skills shares: each member's skill list here and the
 * directory's pages (members feature), whose cards embed the skills.
 */
const MEMBER_LISTS_KEY = ['/api/users'] as const;

/**
 * The skills feature's queries: every hook and every invalidation reads its key and
 * function from here, so a key can never drift from its URL.
 */
export const skillQueries = {
  /** Every catalog query, whatever its search. */
  catalogs: CATALOG_KEY,
  memberLists: MEMBER_LISTS_KEY,
  /** The catalog by category then name, searched by name or category, a page at a time. */
  catalog: (search: string) =>
    infiniteQueryOptions({
      queryKey: [...CATALOG_KEY, { search }] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(CATALOG_PAGE_SIZE) });
        if (search) params.set('search', search);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<CatalogSkill>(`${CATALOG_KEY[0]}?${params}`, 'Failed to fetch skills');
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** One member's skills, strongest first (bounded by the catalog: one answer). */
  ofMember: (userId: string) =>
    queryOptions({
      queryKey: [...MEMBER_LISTS_KEY, userId, 'skills'] as const,
      queryFn: () =>
        getJsonOr<MemberSkill[]>(
          `${MEMBER_LISTS_KEY[0]}/${encodeURIComponent(userId)}/skills`,
          'Failed to fetch skills',
        ),
    }),
};

/** The catalog's entries loaded so far, and whether more pages match the search. */
export function useSkillCatalog(search: string, enabled = true) {
  return useInfiniteQuery({
    ...skillQueries.catalog(search.trim()),
    enabled,
    select: (data) => data.pages.flatMap((page) => page.items),
    placeholderData: keepPreviousData,
  });
}

export function useUserSkills(userId: string | undefined) {
  return useQuery({ ...skillQueries.ofMember(userId ?? ''), enabled: Boolean(userId) });
}

/** Every list that shows a member's skills (their card here, the directory) refetches. */
function invalidateMemberSkills() {
  return queryClient.invalidateQueries({ queryKey: skillQueries.memberLists });
}

export function useAddUserSkill(userId: string) {
  return useMutation({
    mutationFn: (body: NewMemberSkill) =>
      sendJson<MemberSkill>(
        'POST',
        `${MEMBER_LISTS_KEY[0]}/${encodeURIComponent(userId)}/skills`,
        body,
      ),
    onSettled: invalidateMemberSkills,
  });
}

export interface MemberSkillChange {
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/** Edits one of the member's own skills (its level and years; endorsements stay). */
export function useEditUserSkill(userSkillId: number) {
  return useMutation({
    mutationFn: (body: MemberSkillChange) =>
      sendJson<MemberSkill>('PATCH', `/api/user-skills/${userSkillId}`, body),
    onSettled: invalidateMemberSkills,
  });
}

export function useRemoveUserSkill() {
  return useMutation({
    mutationFn: async (userSkillId: number): Promise<void> => {
      await apiRequest('DELETE', `/api/user-skills/${userSkillId}`);
    },
    onSettled: invalidateMemberSkills,
  });
}
