import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ChoiceField, type ChoiceFieldProps } from './choice-field';

// Its own file: the filter bar (first load) uses ChoiceField, and only the job form
// (downloaded when opened) needs react-hook-form.
// The form's context and transformed (resolver output) types pass through unchanged.
type ControlledChoiceProps<T extends FieldValues, C, R> = Omit<
  ChoiceFieldProps,
  'value' | 'onValueChange' | 'onBlur' | 'triggerRef'
> & { control: Control<T, C, R>; name: Path<T> };

/** A ChoiceField bound to a react-hook-form field (value, change, blur and focus ref). */
export function ChoiceController<T extends FieldValues, C, R>({
  control,
  name,
  ...props
}: ControlledChoiceProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceField
          {...props}
          value={field.value as string}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
        />
      )}
    />
  );
}
