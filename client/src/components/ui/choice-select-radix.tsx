import { useState } from 'react';
import type { ChoiceSelectProps } from './choice-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/** Radix Select has no '' value; this stands for "nothing chosen" among the items. */
const NONE = '__none__';

/**
 * Past this many choices the closed select holds only the chosen one: a select renders
 * every item even while closed (to know their texts), which for a gallery of hundreds of
 * albums was most of a render on a slow phone. Opening it draws them all.
 */
const RENDER_CLOSED_UP_TO = 50;

/** ChoiceSelect once its code has loaded: mounted open, the first time it is asked for. */
export function RadixChoiceSelect({
  value,
  onValueChange,
  choices,
  placeholder,
  noneLabel,
  emptyText,
  name,
  triggerProps,
}: ChoiceSelectProps) {
  const [open, setOpen] = useState(true);
  const shown =
    open || choices.length <= RENDER_CLOSED_UP_TO
      ? choices
      : choices.filter((choice) => choice.value === value);
  return (
    <Select
      open={open}
      onOpenChange={setOpen}
      value={value === '' && noneLabel ? NONE : value}
      onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
      name={name}
    >
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
        {choices.length === 0 && emptyText ? (
          <p className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : null}
        {shown.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
