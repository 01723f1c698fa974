import type { PublicUser } from '@shared/schema/users';
import { useQuery } from '@tanstack/react-query';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * The current member. A 401 means visitor; so does any other failure, network errors
 * included ('Failed to fetch user' is swallowed, spec §8). Never retried.
 */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const res = await fetch(AUTH_USER_KEY[0], { credentials: 'include' });
    if (!res.ok) return null;
    return (await res.json()) as PublicUser;
  } catch {
    return null;
  }
}

export function useAuth() {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
