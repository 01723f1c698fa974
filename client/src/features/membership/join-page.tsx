import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthLayout, CardLink, LinkProblem, SignUpForm, useLinkToken } from '@/features/auth';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/lib/config';
import { useCheckInvitation } from './api';
import { ProviderJoin } from './provider-join';

const NO_TOKEN = 'This invitation link is not valid';

/**
 * `/join#invitation=…`, an invitation's link: who invited, then the sign-up form with the
 * invited address filled in (and the application's questions when a member's invitation
 * meets approval mode). The server signs the new member in, and the router moves on.
 */
export function JoinPage() {
  const token = useLinkToken('invitation');
  const { config } = useConfig();
  const { isAuthenticated, user } = useAuth();
  const check = useCheckInvitation();
  const { mutate } = check;
  const asked = useRef('');
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    mutate(token);
  }, [token, mutate]);

  // The form just signed the invited member in: on to the community.
  if (isAuthenticated && user && check.data?.email && user.email === check.data.email) {
    return <Redirect to="/" replace />;
  }
  if (isAuthenticated && user) {
    return (
      <AuthLayout heading="You are signed in">
        <p className="text-sm">
          You are signed in as {user.email}. To accept an invitation for another address, sign out
          first.
        </p>
        <p className="mt-4 text-sm">
          <CardLink href="/">Go to {config.communityName}</CardLink>
        </p>
      </AuthLayout>
    );
  }
  if (token && (check.isIdle || check.isPending)) {
    return <FullScreenSpinner label="Opening your invitation" />;
  }
  if (!token || check.isError || !check.data) {
    return (
      <AuthLayout heading="Join the community">
        <LinkProblem error={check.error} missing={NO_TOKEN}>
          <p className="text-sm">
            Ask the member who invited you to send the invitation again, or{' '}
            <CardLink href="/sign-in">sign in</CardLink> if you already have an account.
          </p>
        </LinkProblem>
      </AuthLayout>
    );
  }
  const { email, note, inviterName, needsApplication } = check.data;
  const withProvider = config.signIn === 'provider';
  // With the provider, the next step is told beside its button (ProviderJoin).
  const nextStep = withProvider
    ? ''
    : needsApplication
      ? 'Apply below; an admin reviews each application.'
      : 'Create your account to join.';
  const invited = inviterName ? `${inviterName} invited you.` : 'You are invited.';
  return (
    <AuthLayout
      heading={
        <>
          Join <span className="text-gold">{config.communityName}</span>
        </>
      }
      intro={inviterName || withProvider ? `${invited} ${nextStep}`.trim() : nextStep}
    >
      {note && inviterName ? (
        <figure className="mb-6 border-l-4 border-gold pl-4">
          <figcaption className="text-sm font-medium">{inviterName} wrote:</figcaption>
          <blockquote className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
            {note}
          </blockquote>
        </figure>
      ) : null}
      {withProvider ? (
        <ProviderJoin token={token} needsApplication={needsApplication} />
      ) : (
        <SignUpForm askAnswers={needsApplication} invitation={{ token, email }} />
      )}
    </AuthLayout>
  );
}
