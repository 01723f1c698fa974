import type { passwordResetRequestSchema } from '@shared/contracts/users';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { useIdlePreload } from '@/lib/lazy-component';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useRequestPasswordReset } from './api';
import { AuthLayout, CardLink, FormError } from './auth-layout';
import { SpamHint } from './check-email-panel';

const requestChecks = lazyZodResolver(() =>
  import('@shared/contracts/users').then((m) => m.passwordResetRequestSchema),
);

/**
 * Forgot password: an address in, a link out. The server's answer is the same whether or
 * not the address has an account, and so is this page.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  useIdlePreload(requestChecks.preload);
  const form = useForm<
    z.input<typeof passwordResetRequestSchema>,
    unknown,
    z.output<typeof passwordResetRequestSchema>
  >({ resolver: requestChecks as never, defaultValues: { email: '' } });
  const { errors } = form.formState;

  return (
    <AuthLayout
      heading="Forgot your password?"
      intro="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
    >
      {request.data ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {request.data.message}
          </p>
          <SpamHint />
          <p className="text-sm">
            <CardLink href="/sign-in">Back to sign in</CardLink>
          </p>
        </div>
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => request.mutate(values))}
        >
          <FormError error={request.error} />
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SubmitButton pending={request.isPending} pendingLabel="Sending..." className="w-full">
            Send reset link
          </SubmitButton>
          <p className="text-sm">
            <CardLink href="/sign-in">Back to sign in</CardLink>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
