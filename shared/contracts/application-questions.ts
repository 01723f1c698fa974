import { z } from 'zod';
import {
  ANSWER_KINDS,
  DUPLICATE_QUESTION,
  MAX_APPLICATION_QUESTIONS,
  QUESTION_HINT_MAX,
  QUESTION_ID,
  QUESTION_MAX,
} from './application-answers';
import { oneLineText, optionalOneLineText } from './fields';

// Requests: the admins' own application questions (issue 36, decision 052), apart from the
// answers' schema, which every sign-up form loads: only the console needs these.

/** A new question's id, random (`q` and 12 letters or digits). */
export function newQuestionId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `q${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}

export const applicationQuestionSchema = z.object({
  id: z.string().regex(QUESTION_ID, 'Invalid question id'),
  question: oneLineText(QUESTION_MAX, 'The question'),
  hint: optionalOneLineText(QUESTION_HINT_MAX, 'The hint'),
  kind: z.enum(ANSWER_KINDS, 'Choose a short or a long answer'),
  required: z.boolean('Say whether an answer is required'),
});
export type ApplicationQuestion = z.infer<typeof applicationQuestionSchema>;

/** `PUT /api/admin/settings/application-questions`: the whole list, in the order asked. */
export const applicationQuestionsSchema = z.object({
  questions: z
    .array(applicationQuestionSchema)
    .max(MAX_APPLICATION_QUESTIONS, `At most ${MAX_APPLICATION_QUESTIONS} questions`)
    .superRefine((questions, ctx) => {
      const seen = new Set<string>();
      questions.forEach((q, i) => {
        if (seen.has(q.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: DUPLICATE_QUESTION });
        seen.add(q.id);
      });
    }),
});
export type ApplicationQuestions = z.infer<typeof applicationQuestionsSchema>;

// Responses: what these endpoints answer.

/** `GET /api/membership/questions` and the console's section: the questions, in order. */
export const applicationQuestions = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      hint: z.string().nullable(),
      kind: z.enum(ANSWER_KINDS),
      required: z.boolean(),
    }),
  ),
});
