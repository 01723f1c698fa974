import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field's control carries so screen readers link it to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** A line of help under the control (`<id>-hint`). */
  hint?: ReactNode;
  /** The error under the control (`<id>-error`); the control is then aria-invalid. */
  error?: string;
  /** Read to screen readers only, where the screen already shows what the control is for. */
  hideLabel?: boolean;
  className?: string;
  /** The control, given the id and aria attributes to put on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The wiring every field shares: the label, the control, its hint and its error, linked
 * by id so the label names the control and the hint and error describe it.
 */
export function Field({ id, label, hint, error, hideLabel, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error line (nothing when there is none). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive-text">
      {message}
    </p>
  );
}
