import { z } from 'zod';
import { ANSWER_MAX, REASON_MAX } from './application-limits';
import { optionalText, requiredText, webAddress } from './fields';

export { ANSWER_MAX, REASON_MAX };

// Requests: what these endpoints accept (the questions themselves, and what they answer:
// application-questions.ts).

export const REASON_REQUIRED = 'Tell us why you want to join';
export const WEBSITE_INVALID =
  'Enter your LinkedIn or website address, such as linkedin.com/in/your-name';

// The admins' own questions (issue 36, decision 052), asked after the standard ones.

/** At most this many questions of the admins' own. */
export const MAX_APPLICATION_QUESTIONS = 8;
export const QUESTION_MAX = 200;
export const QUESTION_HINT_MAX = 200;
export const ANSWER_KINDS = ['short', 'long'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
/** A question's stable id: a letter, then letters and digits (a form field's name). */
export const QUESTION_ID = /^[a-z][a-z0-9]{5,31}$/;
export const ANSWER_REQUIRED = 'Answer this question';
export const DUPLICATE_QUESTION = 'Each question needs its own id';

/**
 * An application's answers (approval mode): shared by the sign-up form, an OIDC member's
 * application page and the server, so both refuse the same input with the same words.
 * `answers` holds the answers to the admins' own questions by question id; which are
 * required and how long each may be is checked against the questions as they are now
 * (`answerIssues`). An id no question has any more is ignored (decision 052).
 */
export const applicationAnswersSchema = z.object({
  company: optionalText(200),
  title: optionalText(200),
  // http(s) only: the admins open it from the queue. "https://" is added when left out.
  website: webAddress(WEBSITE_INVALID),
  reason: requiredText(REASON_MAX, REASON_REQUIRED).max(
    REASON_MAX,
    `At most ${REASON_MAX.toLocaleString('en-US')} characters`,
  ),
  answers: z
    .record(
      z.string().regex(QUESTION_ID, 'Invalid question id'),
      z.string().trim().max(ANSWER_MAX.long, `Must be at most ${ANSWER_MAX.long} characters`),
    )
    .refine(
      (answers) => Object.keys(answers).length <= MAX_APPLICATION_QUESTIONS,
      `At most ${MAX_APPLICATION_QUESTIONS} answers`,
    )
    .default({}),
});
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;
