import { toast } from '@/hooks/use-toast';

/** True for the error apiRequest throws on a 401 "Unauthorized" answer (spec §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/**
 * The human part of an apiRequest error: the JSON `message` out of "<status>: <body>"
 * when the body is JSON with one, else the body text as it came.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[2];
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string' && message.length > 0) return message;
    }
  } catch {
    // not JSON: the body text is the message
  }
  return body;
}

/** The HTTP status at the front of an apiRequest error, if any. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Every mutation's onError (spec §8): a 401 shows 'Unauthorized' and sends the browser
 * to /api/login after 500 ms; anything else shows a destructive 'Error' toast with the
 * server's message.
 */
export function handleMutationError(error: unknown): void {
  if (isUnauthorizedError(error)) {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    setTimeout(() => {
      window.location.href = '/api/login';
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
  if (!(error instanceof Error)) return [];
  const match = /^400: ([\s\S]*)$/.exec(error.message);
  if (!match) return [];
  try {
    const parsed = JSON.parse(match[1]) as { issues?: unknown };
    if (!Array.isArray(parsed.issues)) return [];
    return parsed.issues.filter(
      (issue): issue is FieldIssue =>
        typeof issue === 'object' &&
        issue !== null &&
        typeof (issue as FieldIssue).path === 'string' &&
        typeof (issue as FieldIssue).message === 'string',
    );
  } catch {
    return [];
  }
}
