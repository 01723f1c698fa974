import type * as React from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { Field } from './field';

export interface Choice {
  value: string;
  label: string;
}

/** Radix Select has no '' value; this stands for "nothing chosen" among the items. */
const NONE = '__none__';

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

/** A labelled single choice (Radix Select) with its hint and error wired for screen readers. */
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
        <Select
          value={value === '' ? (noneLabel ? NONE : '') : value}
          onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
          name={name}
        >
          <SelectTrigger
            {...control}
            ref={triggerRef}
            onBlur={onBlur}
            aria-required={required ? true : undefined}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
            {choices.length === 0 && emptyText ? (
              <p className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</p>
            ) : null}
            {choices.map((choice) => (
              <SelectItem key={choice.value} value={choice.value}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

/** `{ value, label }` pairs from a label table, in the table's order. */
export const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
