import type { CurrentMember } from '@shared/contracts/auth';
import type { Setup } from '@shared/contracts/setup';
import { useMutation } from '@tanstack/react-query';
import { authQueries } from '@/hooks/use-auth';
import { queryClient, sendJson } from '@/lib/api';
import { siteQueries } from '@/lib/config';

/**
 * `POST /api/setup`: the community's first admin, signed in by the answer, and its name,
 * city and zone. The configuration is read again (the name, and that setup is done).
 */
export function useSetUpCommunity() {
  return useMutation({
    mutationFn: (body: Setup) => sendJson<CurrentMember>('POST', '/api/setup', body),
    onSuccess: (admin) => {
      queryClient.setQueryData(authQueries.user().queryKey, admin);
      void queryClient.invalidateQueries({ queryKey: siteQueries.config().queryKey });
    },
  });
}
