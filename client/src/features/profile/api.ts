import type { OwnProfile } from '@shared/contracts/profile';
import type { profileUpdateSchema } from '@shared/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authQueries } from '@/hooks/use-auth';
import { queryClient, sendJson } from '@/lib/api';

export type { OwnProfile } from '@shared/contracts/profile';

export type ProfileValues = z.output<typeof profileUpdateSchema>;

/**
 * The profile feature's queries. The profile is the signed-in member's own, which the
 * session query (`useAuth`, hooks/use-auth.ts) reads under its key; this feature fetches
 * nothing of its own and writes a saved profile there.
 */
export const profileQueries = {
  own: () => authQueries.user(),
};

const PROFILE_URL = '/api/auth/user';

/** `PUT /api/auth/user`: the whole profile, photo included. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (values: ProfileValues) => sendJson<OwnProfile>('PUT', PROFILE_URL, values),
    onSuccess: (user) => {
      // The top bar's avatar and name read this query: they change at once. A profile says
      // who the member is; what they may do (`abilities`) stays as the session answered it.
      queryClient.setQueryData(profileQueries.own().queryKey, (before) =>
        before ? { ...user, abilities: before.abilities } : before,
      );
    },
  });
}

/** `PUT /api/profile-image`: trades the address a photo was uploaded to for its object path. */
export function useSetProfileImage() {
  return useMutation({
    mutationFn: (imageURL: string) =>
      sendJson<{ objectPath: string }>('PUT', '/api/profile-image', { imageURL }),
  });
}
