import { LogIn } from 'lucide-react';
import { SubmitButton } from '@/components/form';
import { FormError } from '@/features/auth';
import { useStartInvitedSignIn } from './api';

/**
 * Where members sign in with the community's identity provider, an invitation's link
 * leads there instead of to a password form: the server keeps the link's token for the
 * way back (sealed in the sign-in cookie) and accepts the invitation on return.
 */
export function ProviderJoin({
  token,
  needsApplication,
}: {
  token: string;
  needsApplication: boolean;
}) {
  const start = useStartInvitedSignIn();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!start.isPending) start.mutate(token);
      }}
    >
      <p className="text-sm">
        {needsApplication
          ? 'Sign in with your account, then answer a few questions about yourself. An admin reviews each application.'
          : 'Sign in with your account to join. Use the e-mail address this invitation was sent to.'}
      </p>
      {start.isError ? <FormError error={start.error} /> : null}
      <SubmitButton
        pending={start.isPending || start.isSuccess}
        pendingLabel="Going to sign-in..."
        size="lg"
        className="w-full"
      >
        <LogIn aria-hidden="true" />
        Continue to sign in
      </SubmitButton>
    </form>
  );
}
