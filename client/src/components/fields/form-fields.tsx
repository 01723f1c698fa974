import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  useFormState,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { ChoiceField, type ChoiceFieldProps } from './choice-field';
import { TextAreaField, TextField } from './text-field';

// The fields of a react-hook-form form: each takes the form's `control` and a field `name`,
// registers itself and shows that field's error. The form's context and transformed
// (resolver output) types pass through unchanged. Their own file, so a screen that only
// needs a plain field (the jobs filter bar, on first load) does not carry react-hook-form.

interface Bound<T extends FieldValues, C, R> {
  control: Control<T, C, R>;
  name: Path<T>;
  /** The control's id; one of the form's own by default. */
  id?: string;
}

/** The field's id, and its error message as the form has it now. */
function useBoundField<T extends FieldValues, C, R>({ control, name, id }: Bound<T, C, R>) {
  const ownId = useId();
  const { errors } = useFormState({ control, name, exact: true });
  const error = get(errors, name) as { message?: string } | undefined;
  return { id: id ?? `${ownId}-${name}`, error: error?.message };
}

type TextProps = Omit<ComponentProps<typeof TextField>, 'id' | 'error' | 'name'>;

/** A text input bound to a form field (registered, so it stays uncontrolled). */
export function FormTextField<T extends FieldValues, C, R>({
  control,
  name,
  id,
  registerOptions,
  ...props
}: Bound<T, C, R> & TextProps & { registerOptions?: RegisterOptions<T, Path<T>> }) {
  const field = useBoundField({ control, name, id });
  return (
    <TextField
      {...props}
      id={field.id}
      error={field.error}
      {...control.register(name, registerOptions)}
    />
  );
}

type TextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'id' | 'error' | 'name'>;

/** A textarea bound to a form field. */
export function FormTextAreaField<T extends FieldValues, C, R>({
  control,
  name,
  id,
  ...props
}: Bound<T, C, R> & TextAreaProps) {
  const field = useBoundField({ control, name, id });
  return <TextAreaField {...props} id={field.id} error={field.error} {...control.register(name)} />;
}

type ChoiceProps = Omit<
  ChoiceFieldProps,
  'id' | 'value' | 'onValueChange' | 'onBlur' | 'triggerRef' | 'error' | 'name'
>;

/**
 * A single choice (Radix Select) bound to a form field. `numeric` fields hold a number
 * (an id) where 0 is nothing chosen; `onChosen` hears each choice after the form does.
 */
export function FormChoiceField<T extends FieldValues, C, R>({
  control,
  name,
  id,
  numeric = false,
  onChosen,
  ...props
}: Bound<T, C, R> & ChoiceProps & { numeric?: boolean; onChosen?: (value: string) => void }) {
  const bound = useBoundField({ control, name, id });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceField
          {...props}
          id={bound.id}
          error={bound.error}
          name={field.name}
          value={numeric ? (field.value ? String(field.value) : '') : (field.value as string)}
          onValueChange={(value) => {
            field.onChange(numeric ? Number(value) : value);
            onChosen?.(value);
          }}
          onBlur={field.onBlur}
          triggerRef={field.ref}
        />
      )}
    />
  );
}

/** An on/off setting bound to a boolean form field: the label and its hint beside a switch. */
export function FormSwitchField<T extends FieldValues, C, R>({
  control,
  name,
  id,
  label,
  hint,
  className,
}: Bound<T, C, R> & { label: ReactNode; hint: ReactNode; className?: string }) {
  const bound = useBoundField({ control, name, id });
  const hintId = `${bound.id}-hint`;
  return (
    <div className={cn('flex items-center justify-between gap-4 rounded-lg border p-3', className)}>
      <div className="grid gap-1">
        <Label htmlFor={bound.id}>{label}</Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={bound.id}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={hintId}
          />
        )}
      />
    </div>
  );
}
