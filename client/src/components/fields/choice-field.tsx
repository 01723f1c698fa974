import type * as React from 'react';
import { type Choice, ChoiceSelect } from '@/components/ui/choice-select';
import { cn } from '@/lib/utils';
import { Field } from './field';

export type { Choice };

export interface ChoiceFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: Choice[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Offer a first item that clears the choice back to '' (an optional field). */
  noneLabel?: string;
  /** Said in the open list when there is nothing to choose from. */
  emptyText?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The label is for screen readers only (a filter bar whose choices name themselves). */
  hideLabel?: boolean;
  /** The name of the hidden native select Radix renders inside a form. */
  name?: string;
  onBlur?: () => void;
  triggerRef?: React.Ref<HTMLButtonElement>;
  className?: string;
}

/** A labelled single choice (ChoiceSelect) with its hint and error wired for screen readers. */
export function ChoiceField({
  id,
  label,
  value,
  onValueChange,
  choices,
  placeholder,
  noneLabel,
  emptyText,
  required,
  error,
  hint,
  hideLabel,
  name,
  onBlur,
  triggerRef,
  className,
}: ChoiceFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={cn('content-start', className)}
    >
      {(control) => (
        <ChoiceSelect
          value={value}
          onValueChange={onValueChange}
          choices={choices}
          placeholder={placeholder}
          noneLabel={noneLabel}
          emptyText={emptyText}
          name={name}
          triggerProps={{
            ...control,
            ref: triggerRef,
            onBlur,
            'aria-required': required ? true : undefined,
          }}
        />
      )}
    </Field>
  );
}

/** `{ value, label }` pairs from a label table, in the table's order. */
export const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
