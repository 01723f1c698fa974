import type { DirectoryMember, Endorsement, MemberProfile } from '@shared/contracts/members';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { ApiError, apiRequest, getJsonOr, queryClient } from '@/lib/api';
import { fetchPage } from '@/lib/pages';

export { PROFILE_PREVIEW_LIMIT } from '@shared/contracts/choices';
export type {
  DirectoryMember,
  DirectorySkill,
  Endorsement,
  MemberProfile,
  ProfileDiscussion,
  ProfileEvent,
  ProfileJob,
} from '@shared/contracts/members';

export const PROFILE_FAILED = 'Failed to fetch member';

/** The member does not exist (the server says 404): the failure a profile query ends in then. */
export function isMemberNotFound(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError && cause.status === 404;
}

export const MEMBER_FILTERS = ['all', 'leadership', 'new'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_FILTER_LABELS: Record<MemberFilter, string> = {
  all: 'All Members',
  leadership: 'Leadership',
  new: 'New Members',
};

/** Cards per page: a multiple of the 2- and 3-column grids. */
export const DIRECTORY_PAGE_SIZE = 24;
/** Endorsers per page under a skill. */
export const ENDORSER_PAGE_SIZE = 20;

/**
 * Every directory key starts with '/api/users' (as each member's skill list does, in the
 * skills feature), so whatever changes a member's skills (Add Skill, remove, endorse)
 * refreshes the directory with one prefix invalidation.
 */
export const MEMBERS_KEY = ['/api/users'] as const;
const ENDORSEMENTS_KEY = ['/api/user-skills'] as const;

/**
 * The members feature's queries: every hook and every invalidation reads its key and
 * function from here, so a key can never drift from its URL.
 */
export const memberQueries = {
  all: MEMBERS_KEY,
  /** The directory, alphabetical, a page at a time; the total comes from X-Total-Count. */
  directory: (search: string, filter: MemberFilter) =>
    infiniteQueryOptions({
      queryKey: [...MEMBERS_KEY, 'directory', { search, filter }] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE) });
        if (search) params.set('search', search);
        if (filter !== 'all') params.set('filter', filter);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<DirectoryMember>(`${MEMBERS_KEY[0]}?${params}`, 'Failed to fetch members');
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /**
   * One member's profile page: who they are, previews of their discussions, upcoming events
   * and open jobs. Under the '/api/users' prefix, so an endorsement refreshes it too.
   */
  profile: (id: string) =>
    queryOptions({
      queryKey: [...MEMBERS_KEY, id, 'profile'] as const,
      queryFn: () =>
        getJsonOr<MemberProfile>(
          `${MEMBERS_KEY[0]}/${encodeURIComponent(id)}/profile`,
          PROFILE_FAILED,
        ),
    }),
  /** Who endorsed one skill, newest first, a page at a time. */
  endorsements: (userSkillId: number) =>
    infiniteQueryOptions({
      queryKey: [...ENDORSEMENTS_KEY, userSkillId, 'endorsements'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(ENDORSER_PAGE_SIZE) });
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<Endorsement>(
          `${ENDORSEMENTS_KEY[0]}/${userSkillId}/endorsements?${params}`,
          'Failed to fetch endorsements',
        );
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/** The directory, alphabetical, a page at a time; the total comes from X-Total-Count. */
export function useDirectory(search: string, filter: MemberFilter) {
  return useInfiniteQuery({
    ...memberQueries.directory(search.trim(), filter),
    select: (data) => ({
      members: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    // While the member types, the last answer stays on screen instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** A member's profile; a missing member fails with `isMemberNotFound`. */
export function useMemberProfile(id: string) {
  return useQuery(memberQueries.profile(id));
}

/** Who endorsed one skill, newest first, a page at a time (fetched when the list opens). */
export function useEndorsements(userSkillId: number, enabled: boolean) {
  return useInfiniteQuery({
    ...memberQueries.endorsements(userSkillId),
    enabled,
    select: (data) => ({
      endorsements: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/** The directory, each member's skill list and that skill's endorsers all change. */
function invalidateAfterEndorsement(userSkillId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberQueries.all }),
    queryClient.invalidateQueries({
      queryKey: memberQueries.endorsements(userSkillId).queryKey,
    }),
  ]);
}

export function useEndorseSkill() {
  return useMutation({
    mutationFn: async ({ userSkillId, comment }: { userSkillId: number; comment: string }) => {
      const body = comment.trim() ? { comment: comment.trim() } : {};
      await apiRequest('POST', `${ENDORSEMENTS_KEY[0]}/${userSkillId}/endorse`, body);
    },
    // Settled, not only on success: a 409 means the screen was behind the server.
    onSettled: (_data, _error, { userSkillId }) => invalidateAfterEndorsement(userSkillId),
  });
}

export function useWithdrawEndorsement() {
  return useMutation({
    mutationFn: async (userSkillId: number) => {
      await apiRequest('DELETE', `${ENDORSEMENTS_KEY[0]}/${userSkillId}/endorse`);
    },
    onSettled: (_data, _error, userSkillId) => invalidateAfterEndorsement(userSkillId),
  });
}
