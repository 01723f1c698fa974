import {
  type ComponentProps,
  createContext,
  type Ref,
  useContext,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { cn } from '@/lib/utils';

// The browser's own radios: arrow keys, one Tab stop, labels and forms come with them, so the
// pages that offer a choice do not download a script that redoes all that (Radix's group
// with its roving focus, ~7 KB gzip; issue 35).

interface Group {
  name: string;
  value: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
  disabled: boolean;
}

const GroupContext = createContext<Group | null>(null);

/**
 * What a group's `ref` reaches: a form library's "focus the first invalid field"
 * (react-hook-form's `field.ref`) calls `focus()`, which a plain div ignores.
 */
export interface RadioGroupHandle {
  /** Focuses the chosen radio, or the first one that can be chosen (as Tab does). */
  focus: (options?: FocusOptions) => void;
}

interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'ref'> {
  ref?: Ref<RadioGroupHandle>;
  /** The chosen item's value ('' or undefined: none chosen). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The radios' shared name (one is made up when absent). */
  name?: string;
  disabled?: boolean;
}

/** A labelled set of radios (role="radiogroup"); name it with aria-label or aria-labelledby. */
export function RadioGroup({
  className,
  value,
  onValueChange,
  name,
  disabled = false,
  ref,
  ...props
}: RadioGroupProps) {
  const made = useId();
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: (options) => {
        const radios = Array.from(
          box.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [],
        ).filter((radio) => !radio.disabled);
        (radios.find((radio) => radio.checked) ?? radios[0])?.focus(options);
      },
    }),
    [],
  );
  return (
    <GroupContext.Provider value={{ name: name ?? made, value, onValueChange, disabled }}>
      <div ref={box} role="radiogroup" className={cn('grid gap-3', className)} {...props} />
    </GroupContext.Provider>
  );
}

interface RadioGroupItemProps
  extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'name' | 'checked' | 'onChange'> {
  value: string;
}

/** A round radio: near-black ring, gold dot when checked (the dot sits on a dark ring). */
export function RadioGroupItem({ className, value, disabled, ...props }: RadioGroupItemProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioGroupItem belongs inside a RadioGroup');
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        disabled={disabled || group.disabled}
        onChange={() => group.onValueChange?.(value)}
        className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-full border-2 border-foreground/70 bg-card checked:border-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none relative hidden size-2.5 rounded-full bg-gold ring-1 ring-foreground/30 peer-checked:block"
      />
    </span>
  );
}
