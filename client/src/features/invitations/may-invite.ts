import { useAuth } from '@/hooks/use-auth';

/**
 * Whether the signed-in member may send invitations, as the server's policy decides
 * (`invitation.send`, answered in the session's `abilities`): admins always, members when
 * the admins allow it. The user menu offers Invite people only then.
 */
export function useMayInvite() {
  const { user, isLoading } = useAuth();
  return { mayInvite: user?.abilities.invite === true, isLoaded: !isLoading };
}
