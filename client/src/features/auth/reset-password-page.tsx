import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { errorIssues, errorStatus } from '@/lib/errors';
import { useIdlePreload } from '@/lib/lazy-component';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useResetPassword } from './api';
import { AuthLayout, CardLink, FormError } from './auth-layout';
import { LinkProblem } from './link-problem';
import { useLinkToken } from './link-token';
import type { resetFormSchema } from './reset-password-schema';
import { showFieldIssues } from './server-error';

const resetChecks = lazyZodResolver(() =>
  import('./reset-password-schema').then((m) => m.resetFormSchema),
);

/** The link is read before the form is shown: nobody types a password for a dead link. */
function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['/api/auth/password-reset/check', token],
    queryFn: () => apiRequest('POST', '/api/auth/password-reset/check', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    select: () => true,
  });
}

function AskAgain() {
  return (
    <p className="text-sm">
      <CardLink href="/forgot-password">Ask for a new link</CardLink>
    </p>
  );
}

/** The server's words for a dead link, said without asking it when there is no token. */
const NO_TOKEN = 'This link is invalid or has expired. Ask for a new one.';

function NewPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  useIdlePreload(resetChecks.preload);
  const form = useForm<z.input<typeof resetFormSchema>, unknown, z.output<typeof resetFormSchema>>({
    resolver: resetChecks as never,
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // Signed in now (api.ts): on to the dashboard, where the member frame shows this.
          toast({ title: 'Your password was changed' });
          navigate('/', { replace: true });
        },
        onError: (error) => showFieldIssues(form.setError, ['password'], error),
      },
    ),
  );
  // A link that died while the form was open (used in another tab, or expired): a 400
  // that is not about the password.
  const linkDead = errorStatus(reset.error) === 400 && errorIssues(reset.error).length === 0;

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormError error={reset.error} />
      {linkDead ? <AskAgain /> : null}
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="reset-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <SubmitButton pending={reset.isPending} pendingLabel="Saving..." className="w-full">
        Change password
      </SubmitButton>
    </form>
  );
}

/** `/reset-password#token=…`, the link of a forgot-password e-mail. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const check = useResetLinkCheck(token);

  let body: React.ReactNode;
  if (!token || check.isError) {
    body = (
      <LinkProblem error={check.error} missing={NO_TOKEN}>
        <AskAgain />
      </LinkProblem>
    );
  } else if (check.isPending) {
    return <FullScreenSpinner label="Checking your link" />;
  } else {
    body = <NewPasswordForm key={token} token={token} />;
  }
  return <AuthLayout heading="Choose a new password">{body}</AuthLayout>;
}
