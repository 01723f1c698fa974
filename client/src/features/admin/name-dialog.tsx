import { requiredText } from '@shared/contracts/fields';
import type { UseMutationResult } from '@tanstack/react-query';
import { z } from 'zod';
import { FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';

const nameForm = z.object({ name: requiredText(100, 'Name is required') });

/**
 * Rename a category or a skill: one field, the server's "already taken" on it. Mounted per
 * opening.
 */
export function NameDialog<T>({
  title,
  description,
  current,
  mutation,
  onDone,
  onClose,
}: {
  title: string;
  description: string;
  current: string;
  mutation: UseMutationResult<T, unknown, { name: string }, unknown>;
  onDone: (answer: T) => void;
  onClose: () => void;
}) {
  const { form, dialog } = useMutationForm({
    schema: nameForm,
    defaultValues: { name: current },
    mutation,
    draftKey: null,
    onSuccess: onDone,
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title={title}
      description={description}
      {...dialog}
      pendingLabel="Saving..."
      submitLabel="Save"
    >
      <FormTextField control={form.control} name="name" label="Name" maxLength={100} />
    </FormDialog>
  );
}
