import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

export const MEMBER_FILTERS = ['all', 'leadership', 'new'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_FILTER_LABELS: Record<MemberFilter, string> = {
  all: 'All Members',
  leadership: 'Leadership',
  new: 'New Members',
};

/** A skill as the directory embeds it in each member (best first). */
export interface DirectorySkill {
  /** The user_skill id: what endorsements are made against. */
  id: number;
  skillId: number;
  name: string;
  category: string | null;
  proficiencyLevel: string;
  yearsOfExperience: number;
  endorsementCount: number;
  isEndorsed: boolean;
  endorsedByMe: boolean;
}

/** What one member may see of another (`GET /api/users`). */
export interface DirectoryMember {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  title: string | null;
  company: string | null;
  pastCompanies: string[] | null;
  bio: string | null;
  openToConnect: boolean;
  joinedAt: string;
  skills: DirectorySkill[];
}

export interface Endorsement {
  id: number;
  comment: string | null;
  createdAt: string;
  endorser: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
    title: string | null;
  };
}

/** Cards per page: a multiple of the 2- and 3-column grids. */
export const DIRECTORY_PAGE_SIZE = 24;

/**
 * Every key starts with '/api/users', so whatever changes a member's skills (Add Skill,
 * remove, endorse) refreshes the directory with one prefix invalidation.
 */
export const MEMBERS_KEY = ['/api/users'] as const;
const directoryKey = (search: string, filter: MemberFilter) =>
  [...MEMBERS_KEY, 'directory', { search, filter }] as const;
const endorsementsKey = (userSkillId: number) =>
  ['/api/user-skills', userSkillId, 'endorsements'] as const;

/** The directory, alphabetical, a page at a time; the total comes from X-Total-Count. */
export function useDirectory(search: string, filter: MemberFilter) {
  const term = search.trim();
  return useInfiniteQuery<
    Page<DirectoryMember>,
    Error,
    { members: DirectoryMember[]; total: number | null },
    ReturnType<typeof directoryKey>,
    string | null
  >({
    queryKey: directoryKey(term, filter),
    initialPageParam: null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE) });
      if (term) params.set('search', term);
      if (filter !== 'all') params.set('filter', filter);
      if (pageParam) params.set('cursor', pageParam);
      return fetchPage<DirectoryMember>(`/api/users?${params}`, 'Failed to fetch members');
    },
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({
      members: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    // While the member types, the last answer stays on screen instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** Who endorsed one skill, newest first (fetched when the list is opened). */
export function useEndorsements(userSkillId: number, enabled: boolean) {
  return useQuery<Endorsement[]>({
    queryKey: endorsementsKey(userSkillId),
    enabled,
    queryFn: async () => {
      let res: Response;
      try {
        res = await fetch(`/api/user-skills/${userSkillId}/endorsements`, {
          credentials: 'include',
        });
      } catch {
        throw new Error('Failed to fetch endorsements');
      }
      if (!res.ok) throw new Error('Failed to fetch endorsements');
      return (await res.json()) as Endorsement[];
    },
  });
}

/** The directory, each member's skill list and that skill's endorsers all change. */
function invalidateAfterEndorsement(userSkillId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
    queryClient.invalidateQueries({ queryKey: endorsementsKey(userSkillId) }),
  ]);
}

export function useEndorseSkill() {
  return useMutation({
    mutationFn: async ({ userSkillId, comment }: { userSkillId: number; comment: string }) => {
      const body = comment.trim() ? { comment: comment.trim() } : {};
      await apiRequest('POST', `/api/user-skills/${userSkillId}/endorse`, body);
    },
    // Settled, not only on success: a 409 means the screen was behind the server.
    onSettled: (_data, _error, { userSkillId }) => invalidateAfterEndorsement(userSkillId),
  });
}

export function useWithdrawEndorsement() {
  return useMutation({
    mutationFn: async (userSkillId: number) => {
      await apiRequest('DELETE', `/api/user-skills/${userSkillId}/endorse`);
    },
    onSettled: (_data, _error, userSkillId) => invalidateAfterEndorsement(userSkillId),
  });
}
