import { toast } from '@/hooks/use-toast';
import { ApiError } from './api';

/** True for the error the API helpers throw on a 401 "Unauthorized" answer (spec §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /Unauthorized/.test(error.body);
}

/**
 * The human part of an error: an answer's JSON `message` when its body is JSON with
 * one, else the body text as it came; any other error's own message.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong';
  if (!(error instanceof ApiError)) return error.message;
  const parsed = error.json;
  if (parsed && typeof parsed === 'object' && 'message' in parsed) {
    const message = (parsed as { message: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return error.body;
}

/** The HTTP status of an answer's error, if the error is one. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Every mutation's onError (spec §8): a 401 shows 'Unauthorized' and sends the browser
 * to /api/login after 500 ms (with `next`, so sign-in comes back here); anything else shows a destructive 'Error' toast with the
 * server's message.
 */
export function handleMutationError(error: unknown): void {
  if (isUnauthorizedError(error)) {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    // Back to this page after signing in, where the form's draft is waiting (useDraft).
    const { pathname, search, hash } = window.location;
    const next = encodeURIComponent(`${pathname}${search}${hash}`);
    setTimeout(() => {
      window.location.href = `/api/login?next=${next}`;
    }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    return;
  }
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
}

/** A field the server refused: `path` is dotted (`pastCompanies.0`), as the API reports it. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The `issues` of a 400 answer (`{ message, issues: [{ path, message }] }`), else none. */
export function errorIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = (error.json as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).path === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );
}
