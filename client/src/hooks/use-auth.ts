import type { CurrentMember, session } from '@shared/contracts/auth';
import type { Wire } from '@shared/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

export type { CurrentMember } from '@shared/contracts/auth';

/** The current member's key. Prefer `authQueries.user().queryKey`, typed with its data. */
export const AUTH_USER_KEY = ['/api/auth/session'] as const;

/**
 * The current member, or null for a visitor. `GET /api/auth/session` answers a visitor
 * 200 `{ member: null }` (decision 007: no failed request in a visitor's console); any
 * failure, network errors included, also means visitor ('Failed to fetch user' is
 * swallowed, spec §8).
 */
function fetchCurrentMember(): Promise<CurrentMember | null> {
  return getJson<Wire<typeof session>>(AUTH_USER_KEY[0])
    .then((answer) => answer.member)
    .catch(() => null);
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
