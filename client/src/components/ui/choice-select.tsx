import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { OpenOnIntent } from '@/components/open-on-intent';
import { lazyComponent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import { SELECT_TRIGGER } from './select-trigger-look';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  /** The chosen choice's value; '' while nothing is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  choices: Choice[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Offer a first choice that clears the choice back to '' (an optional field, a filter's "All"). */
  noneLabel?: string;
  /** Said in the open list when there is nothing to choose from. */
  emptyText?: string;
  /** The name of the hidden native select Radix renders inside a form. */
  name?: string;
  /** The closed select's own attributes: its id (for a label), aria-*, onBlur, ref, class. */
  triggerProps?: ComponentProps<'button'>;
}

const { Component: RadixChoiceSelect, preload } = lazyComponent(() =>
  import('./choice-select-radix').then((m) => m.RadixChoiceSelect),
);

/** What the closed select shows: the chosen label, else the none choice or the placeholder. */
function closedText({ value, choices, noneLabel, placeholder }: ChoiceSelectProps) {
  if (value !== '') return choices.find((choice) => choice.value === value)?.label ?? '';
  return noneLabel ?? placeholder;
}

/**
 * A single choice from a list (Radix Select), whose code (the select with floating-ui and
 * the focus and scroll locks, ~13 KB gzip) is not part of the page's first load: until the
 * member first reaches for it, a button with the same look, name and value stands in, and
 * the list opens as soon as its code is there (open-on-intent.tsx, decision 044).
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { className, ...triggerProps } = props.triggerProps ?? {};
  return (
    <OpenOnIntent
      preload={preload}
      options={{
        opensOn: 'pointerdown',
        keys: [' ', 'Enter', 'ArrowUp', 'ArrowDown'],
        what: 'list',
      }}
      standIn={(intent) => (
        <button
          {...triggerProps}
          {...intent}
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          data-placeholder={props.value === '' && !props.noneLabel ? '' : undefined}
          className={cn(SELECT_TRIGGER, className)}
        >
          <span>{closedText(props)}</span>
          <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden="true" />
        </button>
      )}
      opened={() => <RadixChoiceSelect {...props} />}
    />
  );
}
