import { applicationAnswersFor } from '@shared/contracts/application-answer-check';
import { applicationAnswersSchema } from '@shared/contracts/application-answers';
import type { ApplicationQuestion } from '@shared/contracts/application-questions';
import { passwordNotPersonal, signUpFields, signUpSchema } from '@shared/contracts/users';

// The sign-up form's checks, in a module of their own: the form downloads them (and zod)
// apart from its first paint (lazyZodResolver).

/**
 * With the answers: approval mode, or a member's invitation under it. The admins' own
 * questions (decision 052) are checked too, as the server will.
 */
export const applicationSchema = (questions: readonly ApplicationQuestion[]) =>
  signUpFields
    .extend({
      application: questions.length ? applicationAnswersFor(questions) : applicationAnswersSchema,
    })
    .superRefine(passwordNotPersonal);

export const signUpChecksFor = (askAnswers: boolean, questions: readonly ApplicationQuestion[]) =>
  askAnswers ? applicationSchema(questions) : signUpSchema;
