import { applicationAnswersFor } from '@shared/contracts/application-answer-check';
import type {
  ApplicationAnswers,
  applicationAnswersSchema,
} from '@shared/contracts/application-answers';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ApplicationFields,
  answerFieldNames,
  useApplicationQuestions,
} from '@/components/fields/application-fields';
import { SubmitButton } from '@/components/form';
import { FormError, showFieldIssues } from '@/features/auth';
import { zodResolver } from '@/lib/zod-resolver';
import { useSubmitApplication } from './api';

/**
 * The application on its own: someone signed in through the identity provider in approval
 * mode (no sign-up form asked them), or a declined applicant whose wait is over.
 */
export function ApplicationForm({ submitLabel }: { submitLabel: string }) {
  const submit = useSubmitApplication();
  // The admins' own questions (decision 052), checked here as the server will.
  const questions = useApplicationQuestions();
  const schema = useMemo(() => applicationAnswersFor(questions), [questions]);
  const form = useForm<z.input<typeof applicationAnswersSchema>, unknown, ApplicationAnswers>({
    resolver: zodResolver(schema),
    defaultValues: { company: '', title: '', website: '', reason: '', answers: {} },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((answers) =>
        submit.mutate(answers, {
          onError: (error) =>
            showFieldIssues(form.setError, answerFieldNames('', questions), error),
        }),
      )}
    >
      <FormError error={submit.error} />
      <ApplicationFields
        register={form.register}
        errors={form.formState.errors}
        prefix=""
        idPrefix="application"
        questions={questions}
      />
      <SubmitButton
        pending={submit.isPending}
        pendingLabel="Sending application..."
        className="w-full"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
