import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field, type FieldControlProps } from './field';

interface OwnFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  /** The field's wrapper (label, control, hint, error), not the control. */
  className?: string;
}

/**
 * A labelled field around one kind of control: the label, hint and error (and the
 * control's `aria-invalid` / `aria-describedby`) come from `Field`; every other prop
 * goes to the control. The input and the textarea differ only in that control.
 */
function labelledField<P extends object>(
  Control: (props: P & FieldControlProps) => React.ReactNode,
) {
  return function LabelledField({
    id,
    label,
    error,
    hint,
    hideLabel,
    className,
    ...props
  }: Omit<P, keyof OwnFieldProps> & OwnFieldProps) {
    return (
      <Field
        id={id}
        label={label}
        hint={hint}
        error={error}
        hideLabel={hideLabel}
        className={className}
      >
        {/* The caller's props come last: a field may name its own description. */}
        {(control) => <Control {...control} {...(props as unknown as P)} />}
      </Field>
    );
  };
}

/** A labelled input with its hint and error wired for screen readers. */
export const TextField = labelledField<React.ComponentProps<'input'>>(Input);

/** A labelled textarea with its hint and error wired for screen readers. */
export const TextAreaField = labelledField<React.ComponentProps<'textarea'>>(Textarea);
