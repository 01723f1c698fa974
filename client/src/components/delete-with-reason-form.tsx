import {
  type DeletionReasonForm,
  deletionReasonFormSchema,
  MODERATION_REASON_MAX,
} from '@shared/contracts/moderation';
import { FormTextAreaField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import type { DeleteWithReasonProps } from './delete-with-reason-dialog';

/** The dialog behind `DeleteWithReasonDialog` (delete-with-reason-dialog.tsx), with its form. */
export function DeleteWithReasonForm<Id>({
  id,
  title,
  description,
  mutation,
  successToast,
  onDeleted,
  onClose,
  onCloseAutoFocus,
}: DeleteWithReasonProps<Id>) {
  const { form, dialog } = useMutationForm({
    schema: deletionReasonFormSchema,
    defaultValues: { reason: '' } satisfies DeletionReasonForm,
    mutation,
    toVariables: ({ reason }) => ({ id, reason }),
    draftKey: null,
    onSuccess: () => {
      toast({ title: successToast });
      onDeleted();
    },
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title={title}
      description={description}
      {...dialog}
      pendingLabel="Deleting..."
      submitLabel="Delete"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <FormTextAreaField
        control={form.control}
        name="reason"
        label="Reason"
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        required
        hint="Recorded in the audit log, seen by the staff only."
      />
    </FormDialog>
  );
}
