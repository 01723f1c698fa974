// Requests: how long an application's answers may be. A file with no zod in it: the forms that show
// the limits (client/src/components/fields/application-fields.tsx) load it with their first
// paint, and the checks that enforce them (application-answers.ts) when they are needed.

export const REASON_MAX = 1000;
/** How long an answer may be: one line (short) or a paragraph or two (long). */
export const ANSWER_MAX = { short: 200, long: 2000 } as const;
