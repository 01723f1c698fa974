import type { CurrentMember } from '@shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

export type { CurrentMember } from '@shared/contracts/auth';

/** `GET /api/auth/user`'s key. Prefer `authQueries.user().queryKey`, typed with its data. */
export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * The current member, or null for a visitor. A 401 means visitor; so does any other
 * failure, network errors included ('Failed to fetch user' is swallowed, spec §8).
 */
function fetchCurrentMember(): Promise<CurrentMember | null> {
  return getJson<CurrentMember>(AUTH_USER_KEY[0]).catch(() => null);
}

/**
 * The sign-in state's queries: every hook, every write of the cache (sign-in, sign-out,
 * a saved profile) and every invalidation reads its key and function from here.
 */
export const authQueries = {
  user: () =>
    queryOptions({
      queryKey: AUTH_USER_KEY,
      queryFn: fetchCurrentMember,
      // Never retried: a visitor is not an error.
      retry: false,
    }),
};

export function useAuth() {
  const { data, isLoading } = useQuery(authQueries.user());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
