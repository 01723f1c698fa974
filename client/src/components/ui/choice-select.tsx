import { ChevronDown } from 'lucide-react';
import { type ComponentProps, Suspense } from 'react';
import { useOpenOnIntent } from '@/hooks/use-open-on-intent';
import { lazyComponent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import { SELECT_TRIGGER } from './select-trigger-look';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  /** The chosen choice's value; '' while nothing is chosen (the placeholder shows). */
  value: string;
  onValueChange: (value: string) => void;
  choices: Choice[];
  placeholder?: string;
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

/**
 * A single choice from a list (Radix Select), whose code (the select with floating-ui and
 * the focus and scroll locks, ~13 KB gzip) is not part of the page's first load: until the
 * member first reaches for it, a button with the same look, name and value stands in, and
 * the list opens as soon as its code is there (use-open-on-intent.ts, decision 044).
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { openedWith, triggerProps: intent } = useOpenOnIntent(preload, {
    opensOn: 'pointerdown',
    keys: [' ', 'Enter', 'ArrowUp', 'ArrowDown'],
    what: 'list',
  });
  const { className, ...triggerProps } = props.triggerProps ?? {};
  const chosen = props.choices.find((choice) => choice.value === props.value);
  const closed = (
    <button
      {...triggerProps}
      {...intent}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-placeholder={props.value === '' ? '' : undefined}
      className={cn(SELECT_TRIGGER, className)}
    >
      <span>{chosen?.label ?? (props.value === '' ? props.placeholder : '')}</span>
      <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden="true" />
    </button>
  );
  if (!openedWith) return closed;
  return (
    <Suspense fallback={closed}>
      <RadixChoiceSelect {...props} />
    </Suspense>
  );
}
