import { useId } from 'react';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { Label } from '@/components/ui/label';
import type { DiscussionSort } from './api';
import { SORT_LABELS, SORTS } from './sort';

/** "Sort by": Latest activity (the default) or Newest; pinned ones lead in both. */
export function SortSelect({
  value,
  onChange,
}: {
  value: DiscussionSort;
  onChange: (sort: DiscussionSort) => void;
}) {
  const id = useId();
  return (
    // Label above on narrow screens, as the Category select there; beside it on wider ones.
    <div className="grid gap-2 max-sm:w-full sm:flex sm:items-center">
      <Label htmlFor={id} className="shrink-0 whitespace-nowrap">
        Sort by
      </Label>
      <ChoiceSelect
        value={value}
        onValueChange={(next) => onChange(next as DiscussionSort)}
        choices={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        triggerProps={{ id, className: 'sm:w-44' }}
      />
    </div>
  );
}
