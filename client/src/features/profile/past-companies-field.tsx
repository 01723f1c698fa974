import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FieldError } from '@/components/fields/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface PastCompaniesFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  errors?: Array<string | undefined>;
}

/**
 * The repeatable Past Companies rows (spec §2): 'Add Another Company', and a remove
 * button on each row while there is more than one. Blank rows are dropped on save.
 */
export function PastCompaniesField({ value, onChange, errors = [] }: PastCompaniesFieldProps) {
  const rows = value.length > 0 ? value : [''];
  const legendId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // After adding or removing, the caret goes to the row that makes sense.
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
    inputs?.[Math.min(focusRow.current, inputs.length - 1)]?.focus();
    focusRow.current = null;
  });

  const update = (index: number, text: string) =>
    onChange(rows.map((row, i) => (i === index ? text : row)));
  const add = () => {
    focusRow.current = rows.length;
    onChange([...rows, '']);
  };
  const remove = (index: number) => {
    focusRow.current = Math.max(0, index - (index === rows.length - 1 ? 1 : 0));
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="grid gap-2" aria-labelledby={legendId}>
      <legend id={legendId} className="mb-2 text-sm leading-none font-medium">
        Past Companies
      </legend>
      <div ref={listRef} className="grid gap-2">
        {rows.map((company, index) => {
          const error = errors[index];
          const errorId = error ? `${legendId}-error-${index}` : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled; the index is the row
            <div key={index} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  value={company}
                  onChange={(event) => update(index, event.target.value)}
                  aria-label={`Past company ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={errorId}
                  placeholder="Company name"
                  autoComplete="off"
                  maxLength={200}
                />
                {rows.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => remove(index)}
                    aria-label={`Remove past company ${index + 1}`}
                    className="shrink-0 text-muted-foreground hover:text-destructive-text"
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              <FieldError id={errorId} message={error} />
            </div>
          );
        })}
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={add} className="mt-1">
          <Plus aria-hidden="true" />
          Add Another Company
        </Button>
      </div>
    </fieldset>
  );
}
