import { ANSWER_MAX, REASON_MAX } from '@shared/contracts/application-limits';
import type { ApplicationQuestion } from '@shared/contracts/application-questions';
import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/fields/text-field';
import { getJson } from '@/lib/api';

const QUESTIONS_URL = '/api/membership/questions';

/**
 * The admins' own questions (decision 052), fetched only by a form that asks the
 * application's questions (`enabled`); public, so a visitor's sign-up reads them too.
 */
export function useApplicationQuestions(enabled = true) {
  const query = useQuery({
    queryKey: [QUESTIONS_URL],
    queryFn: () => getJson<{ questions: ApplicationQuestion[] }>(QUESTIONS_URL),
    enabled,
  });
  return query.data?.questions ?? NO_QUESTIONS;
}
const NO_QUESTIONS: ApplicationQuestion[] = [];

/** The form's field names for the answers, so a server's 400 lands on the right one. */
export const answerFieldNames = (
  prefix: '' | 'application.',
  questions: readonly Pick<ApplicationQuestion, 'id'>[],
) => [
  ...['company', 'title', 'website', 'reason'].map((name) => `${prefix}${name}`),
  ...questions.map((q) => `${prefix}answers.${q.id}`),
];

/** The answers' part of a form, wherever it sits (`application.` in sign-up, the root elsewhere). */
type AnswerErrors = FieldErrors<{
  company: string;
  title: string;
  website: string;
  reason: string;
  answers: Record<string, string>;
}>;

/**
 * An application's questions (issue 21): company, title, LinkedIn or website and why the
 * applicant wants to join, the last one required. Shared by the sign-up form in approval
 * mode, the join page of a member's invitation and the application page.
 * It lives in the kit, below both, so sign-up (auth) and joining (membership) share it
 * without the two features importing each other.
 */
export function ApplicationFields({
  register,
  errors,
  prefix,
  idPrefix,
  questions = NO_QUESTIONS,
}: {
  // The form's own register: the field names are built from `prefix`.
  // biome-ignore lint/suspicious/noExplicitAny: a register of any form holding the answers
  register: UseFormRegister<any>;
  errors: AnswerErrors | undefined;
  prefix: '' | 'application.';
  idPrefix: string;
  /** The admins' own questions, asked after the standard ones. */
  questions?: readonly ApplicationQuestion[];
}) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold">About you</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-company`}
          label="Company"
          autoComplete="organization"
          error={errors?.company?.message}
          {...register(`${prefix}company`)}
        />
        <TextField
          id={`${idPrefix}-title`}
          label="Title"
          autoComplete="organization-title"
          error={errors?.title?.message}
          {...register(`${prefix}title`)}
        />
      </div>
      <TextField
        id={`${idPrefix}-website`}
        label="LinkedIn or website"
        type="url"
        inputMode="url"
        placeholder="linkedin.com/in/you"
        error={errors?.website?.message}
        {...register(`${prefix}website`)}
      />
      <TextAreaField
        id={`${idPrefix}-reason`}
        label="Why do you want to join?"
        rows={4}
        maxLength={REASON_MAX}
        hint={`Required. Up to ${REASON_MAX.toLocaleString('en-US')} characters.`}
        error={errors?.reason?.message}
        {...register(`${prefix}reason`)}
      />
      {questions.map((q) => {
        const Control = q.kind === 'long' ? TextAreaField : TextField;
        const max = ANSWER_MAX[q.kind];
        return (
          <Control
            key={q.id}
            id={`${idPrefix}-answer-${q.id}`}
            label={q.question}
            maxLength={max}
            {...(q.kind === 'long' ? { rows: 4 } : {})}
            hint={[q.hint, q.required ? 'Required.' : 'Optional.'].filter(Boolean).join(' ')}
            error={errors?.answers?.[q.id]?.message}
            {...register(`${prefix}answers.${q.id}`)}
          />
        );
      })}
    </fieldset>
  );
}
