import type { signUpSchema } from '@shared/contracts/users';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ApplicationFields,
  answerFieldNames,
  useApplicationQuestions,
} from '@/components/fields/application-fields';
import { SubmitButton } from '@/components/form';
import { useIdlePreload } from '@/lib/lazy-component';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { AccountFields } from './account-fields';
import { useSignUp } from './api';
import { FormError } from './auth-layout';
import { CheckEmailPanel } from './check-email-panel';
import { showFieldIssues } from './server-error';
import type { applicationSchema } from './sign-up-schema';

const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'password'];

type Input = z.input<ReturnType<typeof applicationSchema>>;
type Output = z.output<typeof signUpSchema>;

/**
 * Creating an account. Without an invitation it ends at "Check your e-mail": the server
 * answers alike for a new and a taken address (decision 016), and the e-mailed link
 * finishes the sign-up. With an e-mail invitation (the join page) the address is fixed and
 * proven, and the server signs the new member in at once (api.ts), so the router moves on
 * by itself; a shareable link's holder confirms their address like anyone.
 * `askAnswers` adds the application's questions (approval mode).
 */
export function SignUpForm({
  askAnswers,
  invitation,
  onBackToSignIn,
}: {
  askAnswers: boolean;
  /** `email` null: a shareable link, whose holder gives (and confirms) their own address. */
  invitation?: { token: string; email: string | null };
  onBackToSignIn?: () => void;
}) {
  const signUp = useSignUp();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  // The admins' questions: fetched only when the application's questions are asked.
  const questions = useApplicationQuestions(askAnswers);
  const checks = useMemo(
    () =>
      lazyZodResolver(() =>
        import('./sign-up-schema').then((m) => m.signUpChecksFor(askAnswers, questions)),
      ),
    [askAnswers, questions],
  );
  useIdlePreload(checks.preload);
  const form = useForm<Input, unknown, Output>({
    resolver: checks as never,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: invitation?.email ?? '',
      password: '',
      ...(askAnswers
        ? { application: { company: '', title: '', website: '', reason: '', answers: {} } }
        : {}),
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    signUp.mutate(
      { ...values, invitation: invitation?.token },
      {
        onSuccess: (answer) => {
          if ('message' in answer) setSent({ email: values.email, message: answer.message });
        },
        onError: (error) =>
          showFieldIssues(
            form.setError,
            [...ACCOUNT_FIELDS, ...answerFieldNames('application.', questions)],
            error,
          ),
      },
    ),
  );

  if (sent) {
    return (
      <CheckEmailPanel
        email={sent.email}
        message={sent.message}
        onBack={() => {
          setSent(null);
          signUp.reset();
          onBackToSignIn?.();
        }}
      />
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormError error={signUp.error} />
      <AccountFields
        register={form.register}
        errors={errors}
        idPrefix="signup"
        // The invitation is for this address: the link that brought them here proves it.
        email={
          invitation?.email
            ? { readOnly: true, hint: 'The address your invitation was sent to.' }
            : undefined
        }
      />
      {askAnswers ? (
        <ApplicationFields
          register={form.register}
          errors={
            (errors as { application?: Parameters<typeof ApplicationFields>[0]['errors'] })
              .application
          }
          prefix="application."
          idPrefix="signup"
          questions={questions}
        />
      ) : null}
      <SubmitButton
        pending={signUp.isPending}
        pendingLabel={askAnswers ? 'Sending application...' : 'Creating account...'}
        size="lg"
        className="mt-2 w-full"
      >
        {askAnswers ? 'Send application' : 'Create account'}
      </SubmitButton>
    </form>
  );
}
