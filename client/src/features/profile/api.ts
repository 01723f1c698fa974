import type { profileUpdateSchema } from '@shared/schema/forms/users';
import type { PublicUser } from '@shared/schema/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUTH_USER_KEY } from '@/hooks/use-auth';
import { apiRequest, queryClient } from '@/lib/api';

export type ProfileValues = z.output<typeof profileUpdateSchema>;

/** `PUT /api/auth/user`: the whole profile, photo included. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (values: ProfileValues): Promise<PublicUser> =>
      (await apiRequest('PUT', '/api/auth/user', values)).json(),
    onSuccess: (user) => {
      // The top bar's avatar and name read this query: they change at once.
      queryClient.setQueryData(AUTH_USER_KEY, user);
    },
  });
}

/** `PUT /api/profile-image`: trades the address a photo was uploaded to for its object path. */
export function useSetProfileImage() {
  return useMutation({
    mutationFn: async (imageURL: string): Promise<{ objectPath: string }> =>
      (await apiRequest('PUT', '/api/profile-image', { imageURL })).json(),
  });
}
