import {
  type ApplicationAnswers,
  applicationAnswersSchema,
} from '@shared/contracts/application-answers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApplicationFields } from '@/components/fields/application-fields';
import { SubmitButton } from '@/components/form';
import { FormError, showFieldIssues } from '@/features/auth';
import { zodResolver } from '@/lib/zod-resolver';
import { useSubmitApplication } from './api';

const FIELDS = ['company', 'title', 'website', 'reason'];

/**
 * The application on its own: someone signed in through the identity provider in approval
 * mode (no sign-up form asked them), or a declined applicant whose wait is over.
 */
export function ApplicationForm({ submitLabel }: { submitLabel: string }) {
  const submit = useSubmitApplication();
  const form = useForm<z.input<typeof applicationAnswersSchema>, unknown, ApplicationAnswers>({
    resolver: zodResolver(applicationAnswersSchema),
    defaultValues: { company: '', title: '', website: '', reason: '' },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((answers) =>
        submit.mutate(answers, {
          onError: (error) => showFieldIssues(form.setError, FIELDS, error),
        }),
      )}
    >
      <FormError error={submit.error} />
      <ApplicationFields
        register={form.register}
        errors={form.formState.errors}
        prefix=""
        idPrefix="application"
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
