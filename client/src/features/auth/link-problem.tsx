import type { ReactNode } from 'react';
import { FormAlert } from './auth-layout';
import { serverErrorText } from './server-error';

/**
 * A link that does not work: the server's words (or `missing`, for a link with no token
 * at all), then what the member can do.
 */
export function LinkProblem({
  error,
  missing,
  children,
}: {
  error: unknown;
  missing: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <FormAlert>{error ? serverErrorText(error) : missing}</FormAlert>
      {children}
    </div>
  );
}
