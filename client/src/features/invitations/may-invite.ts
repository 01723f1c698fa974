import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/lib/config';

/**
 * Whether the signed-in member may send invitations, as the server's policy decides
 * (`invitation.send`): admins always, members when the admins allow it. The user menu
 * offers Invite people only then.
 */
export function useMayInvite() {
  const { user } = useAuth();
  const { config, isLoaded } = useConfig();
  return {
    mayInvite: user?.role === 'admin' || (isLoaded && config.membersMayInvite),
    isLoaded,
  };
}
