import {
  ANSWER_MAX,
  ANSWER_REQUIRED,
  type AnswerKind,
  applicationAnswersSchema,
} from './application-answers';

// Requests: the answers to the admins' own questions checked against the questions (issue
// 36, decision 052). A file of its own, with no schema built at its top level, so the
// sign-up form loads this without the console's schemas for the questions themselves.

/** What checking an answer needs of its question. */
type QuestionRule = { id: string; kind: AnswerKind; required: boolean };

/**
 * What is wrong with the answers to the admins' questions: a required one left blank, a
 * short one too long. Paths are the answers' own (`answers.<id>`); the browser and the
 * server both use it, so both name the same field with the same words.
 */
export function answerIssues(
  questions: readonly QuestionRule[],
  answers: Readonly<Record<string, string | undefined>> | undefined,
) {
  const issues: { path: ['answers', string]; message: string }[] = [];
  for (const q of questions) {
    const answer = (answers?.[q.id] ?? '').trim();
    const max = ANSWER_MAX[q.kind];
    if (q.required && !answer) issues.push({ path: ['answers', q.id], message: ANSWER_REQUIRED });
    else if (answer.length > max)
      issues.push({ path: ['answers', q.id], message: `Must be at most ${max} characters` });
  }
  return issues;
}

/**
 * The answers with the admins' questions checked too: the browser's forms use it, so a
 * missing answer is named before anything is sent (the server checks again with the same
 * words, `answerIssues`).
 */
export const applicationAnswersFor = (questions: readonly QuestionRule[]) =>
  applicationAnswersSchema.superRefine((value, ctx) => {
    for (const issue of answerIssues(questions, value.answers)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
