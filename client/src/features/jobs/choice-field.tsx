import type * as React from 'react';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';

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
  required?: boolean;
  error?: string;
  onBlur?: () => void;
  triggerRef?: React.Ref<HTMLButtonElement>;
  className?: string;
}

/** A labelled single choice (Radix Select) with its error wired for screen readers. */
export function ChoiceField({
  id,
  label,
  value,
  onValueChange,
  choices,
  placeholder,
  noneLabel,
  required,
  error,
  onBlur,
  triggerRef,
  className,
}: ChoiceFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value === '' ? (noneLabel ? NONE : '') : value}
        onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
      >
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `{ value, label }` pairs from a label table, in the table's order. */
export const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
