import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerIssues } from '../../../shared/contracts/application-answer-check';
import type { ApplicationAnswers } from '../../../shared/contracts/application-answers';
import {
  type ApplicationQuestions,
  applicationQuestions,
  applicationQuestionsSchema,
} from '../../../shared/contracts/application-questions';
import type { AnsweredQuestion } from '../../../shared/contracts/membership';
import { communitySettings } from '../../../shared/schema/membership';
import type { Database, Queryable } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { actorOf } from '../../lib/policy';
import { PUBLIC } from '../../security/route-access';
import { restrictTo } from '../../security/staff-only';
import type { AuditEntry } from '../audit';
import { saveSettingsSection, settingsRow } from '../settings';

/**
 * The admins' own application questions (issue 36, decision 052): up to eight, asked after
 * the standard ones, kept on the settings row. Read on each use (one indexed row).
 */
export const storedQuestions = (db: Queryable): Promise<ApplicationQuestions> =>
  settingsRow(db, { questions: communitySettings.applicationQuestions }, { questions: [] });

/** The admins' questions, audited as one section of the settings. */
export const saveQuestions = (
  db: Database,
  actor: AuditEntry['actor'],
  questions: ApplicationQuestions,
) =>
  saveSettingsSection(
    db,
    actor,
    {
      read: storedQuestions,
      toRow: (values) => ({ applicationQuestions: values.questions }),
      targetId: 'application-questions',
      targetLabel: 'Application questions',
    },
    questions,
  );

/** The first answer's words, as the 400 says them (the issues name every field). */
const answersRefused = (issues: ReturnType<typeof answerIssues>, prefix: string) =>
  badRequest(
    issues[0]?.message ?? 'Check your answers',
    issues.map((i) => ({ path: `${prefix}${i.path.join('.')}`, message: i.message })),
  );

/**
 * The answers to the admins' questions as they are now, each with the question's words
 * (kept with the application, so a later edit or removal does not change what was
 * answered). A required one left blank, or a short one too long, refuses the whole
 * application (400, naming `application.answers.<id>` in a sign-up, `answers.<id>` on the
 * application page, where the answers are the body); an answer to a question that no longer
 * exists is dropped; a blank optional one is not kept.
 */
export async function answersAsAsked(
  db: Queryable,
  answers: ApplicationAnswers,
  prefix: 'application.' | '' = 'application.',
): Promise<AnsweredQuestion[]> {
  const { questions } = await storedQuestions(db);
  const issues = answerIssues(questions, answers.answers);
  if (issues.length > 0) throw answersRefused(issues, prefix);
  return questions.flatMap((q) => {
    const answer = (answers.answers?.[q.id] ?? '').trim();
    return answer ? [{ id: q.id, question: q.question, answer }] : [];
  });
}

/** Checks the answers only: sign-up does, before it looks the address up (decision 016). */
export async function checkAnswers(db: Queryable, answers: ApplicationAnswers) {
  await answersAsAsked(db, answers);
}

/** `GET /api/membership/questions`: what a visitor's application asks (the form fetches it). */
export const applicationQuestionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/membership/questions',
    { ...PUBLIC, schema: { response: { 200: applicationQuestions } } },
    async () => storedQuestions(db),
  );
};

/** The console's section: `GET`/`PUT /api/admin/settings/application-questions`. */
export const applicationQuestionSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  restrictTo(app, 'admin');
  app.get(
    '/api/admin/settings/application-questions',
    { schema: { response: { 200: applicationQuestions } } },
    async () => storedQuestions(db),
  );
  app.put(
    '/api/admin/settings/application-questions',
    { schema: { body: applicationQuestionsSchema, response: { 200: applicationQuestions } } },
    async (request) => saveQuestions(db, actorOf(request), request.body),
  );
};
