import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { useResendVerification, useVerifyEmail } from './api';
import { AuthLayout, CardLink, FormError } from './auth-layout';
import { LinkProblem } from './link-problem';
import { useLinkToken } from './link-token';

/** The server's words for a dead link, said without asking it when there is no token. */
const NO_TOKEN = 'This confirmation link is invalid or has expired. Sign in to send a new one.';

/** A signed-in member whose link failed asks for another here (this page has no toasts). */
function ResendHere() {
  const resend = useResendVerification();
  if (resend.data) {
    return (
      <p role="status" className="text-sm">
        {resend.data.message}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <FormError error={resend.error} />
      <Button
        type="button"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending...' : 'Resend link'}
      </Button>
    </div>
  );
}

/**
 * `/verify-email#token=…`, the link of a sign-up's confirmation e-mail: confirms the
 * address and signs its owner in (api.ts), then on to the dashboard.
 */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const verify = useVerifyEmail();
  const { mutate } = verify;

  // The link works once: sent once, even when React runs the effect twice.
  const sent = useRef('');
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token, {
      onSuccess: () => {
        toast({ title: 'Your e-mail address is confirmed' });
        navigate('/', { replace: true });
      },
    });
  }, [token, mutate, navigate]);

  if (token && (verify.isIdle || verify.isPending || verify.isSuccess))
    return <FullScreenSpinner label="Confirming your e-mail address" />;
  return (
    <AuthLayout heading="Confirm your e-mail address">
      <LinkProblem error={verify.error} missing={NO_TOKEN}>
        {isAuthenticated ? (
          <ResendHere />
        ) : (
          <p className="text-sm">
            <CardLink href="/sign-in">Sign in</CardLink>
          </p>
        )}
      </LinkProblem>
    </AuthLayout>
  );
}
