import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field } from './field';

interface OwnFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  ...props
}: React.ComponentProps<'input'> & OwnFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => <Input {...control} {...props} />}
    </Field>
  );
}

/** A labelled textarea with its hint and error wired for screen readers. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  ...props
}: React.ComponentProps<'textarea'> & OwnFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => <Textarea {...control} {...props} />}
    </Field>
  );
}
