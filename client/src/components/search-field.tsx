import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/**
 * A list's search box: a magnifier, the field (its label for screen readers only), and
 * at its end a spinner while the answer comes, or a Clear button that empties it and
 * keeps the focus in the field.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  searching = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  searching?: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={field}
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {searching ? (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />
        ) : value ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
              field.current?.focus();
            }}
            aria-label="Clear search"
            className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
