import { type ReactNode, useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorIssues, handleMutationError } from '@/lib/errors';

/**
 * A form's submit button: while `pending` it is disabled and shows a spinner and
 * `pendingLabel` ("Saving...") in place of its label.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = pending,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild'> & {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={disabled} {...props}>
      {pending ? <Spinner className="size-4 text-ink" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/**
 * The error handler for a form's mutation: each of a 400 answer's `issues` that names one of
 * `fields` (or a path inside one) lands on it (a rule only the server knows), and the toast still says
 * what went wrong. `rename` maps a server path to the form's field where they differ.
 */
export function useServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Iterable<string>,
  rename?: Readonly<Record<string, string>>,
): (error: unknown) => void {
  return useCallback(
    (error: unknown) => {
      const known = new Set(fields);
      for (const issue of errorIssues(error)) {
        const name = rename?.[issue.path] ?? issue.path;
        // A nested path (`pastCompanies.0`) lands when its field is one of the form's.
        const [root = name] = name.split('.');
        if (known.has(root)) setError(name as Path<T>, { message: issue.message });
      }
      handleMutationError(error);
    },
    [setError, fields, rename],
  );
}
