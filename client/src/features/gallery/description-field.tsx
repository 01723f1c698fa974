import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextAreaField } from '@/components/fields/form-fields';

/** The optional description an album and a photo both have, with the contract's limit. */
export function DescriptionField<T extends FieldValues & { description?: unknown }, C, R>({
  control,
}: {
  control: Control<T, C, R>;
}) {
  return (
    <FormTextAreaField
      control={control}
      name={'description' as Path<T>}
      label="Description (Optional)"
      rows={3}
      maxLength={2000}
    />
  );
}
