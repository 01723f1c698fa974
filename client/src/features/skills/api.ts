import type { Skill } from '@shared/schema/skills';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, queryClient } from '@/lib/api';

/** A catalog entry as `GET /api/skills` returns it. */
export type CatalogSkill = Pick<Skill, 'id' | 'name' | 'category' | 'description'>;

/** A member's skill with its catalog entry embedded (`GET /api/users/{id}/skills`). */
export interface MemberSkill {
  id: number;
  userId: string;
  skillId: number;
  proficiencyLevel: string;
  yearsOfExperience: number;
  isEndorsed: boolean;
  endorsementCount: number;
  createdAt: string;
  updatedAt: string;
  endorsedByMe?: boolean;
  skill: CatalogSkill;
}

export interface NewMemberSkill {
  skillId: number;
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/** The whole catalog fits in one page (the server's maximum); search narrows it. */
const CATALOG_LIMIT = 200;

export const userSkillsKey = (userId: string) => ['/api/users', userId, 'skills'] as const;

export function useSkillCatalog(search: string, enabled = true) {
  const term = search.trim();
  return useQuery<CatalogSkill[]>({
    queryKey: ['/api/skills', { search: term }],
    queryFn: async () => {
      const params = new URLSearchParams({ limit: String(CATALOG_LIMIT) });
      if (term) params.set('search', term);
      const res = await fetch(`/api/skills?${params}`, { credentials: 'include' });
      if (!res.ok) throw new Error('Failed to fetch skills');
      return (await res.json()) as CatalogSkill[];
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useUserSkills(userId: string | undefined) {
  return useQuery<MemberSkill[]>({
    queryKey: userSkillsKey(userId ?? ''),
    queryFn: async () => {
      const res = await fetch(`/api/users/${encodeURIComponent(userId ?? '')}/skills`, {
        credentials: 'include',
      });
      if (!res.ok) throw new Error('Failed to fetch skills');
      return (await res.json()) as MemberSkill[];
    },
    enabled: Boolean(userId),
  });
}

/** Every list that shows a member's skills (their card here, the directory) refetches. */
function invalidateMemberSkills() {
  return queryClient.invalidateQueries({ queryKey: ['/api/users'] });
}

export function useAddUserSkill(userId: string) {
  return useMutation({
    mutationFn: async (body: NewMemberSkill): Promise<MemberSkill> =>
      (await apiRequest('POST', `/api/users/${encodeURIComponent(userId)}/skills`, body)).json(),
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
