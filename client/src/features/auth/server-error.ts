import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorIssues, errorMessage, errorStatus } from '@/lib/errors';

/** The words shown under an account form when the server refuses it. */
export function serverErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === 429) {
    const message = errorMessage(error);
    return message.startsWith('{') || !message
      ? 'Too many attempts. Please wait a minute and try again.'
      : message;
  }
  if (status === null) return 'Could not reach the server. Check your connection and try again.';
  return errorMessage(error);
}

/**
 * Puts a 400's field issues (a rule only the server knows, such as a common password) on
 * the form's fields. The account pages do this rather than `useServerIssues`, whose toast
 * has no place on a page without the member frame: the form's own alert says the rest.
 */
export function showFieldIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
  error: unknown,
) {
  for (const issue of errorIssues(error)) {
    if (fields.includes(issue.path)) setError(issue.path as Path<T>, { message: issue.message });
  }
}

/** What an account form's alert says: nothing when the refusal is all on its fields. */
export function formAlertText(error: unknown): string | null {
  if (!error || errorIssues(error).length > 0) return null;
  return serverErrorText(error);
}
