import {
  type DeletionReasonForm,
  deletionReasonFormSchema,
  MODERATION_REASON_MAX,
} from '@shared/schema/forms/discussions';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormTextAreaField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';

/**
 * Staff deleting someone else's post say why (decision 018): a dialog with a required
 * reason, kept in the audit log. The discussion page and the moderation queue (decision
 * 021) both use it, each with its own mutation of `{ id, reason }`. Mounted per opening,
 * so each starts afresh.
 */
export function DeleteWithReasonDialog<Id>({
  id,
  title,
  description,
  mutation,
  successToast,
  onDeleted,
  onClose,
  onCloseAutoFocus,
}: {
  id: Id;
  title: string;
  description: string;
  mutation: UseMutationResult<void, Error, { id: Id; reason?: string }>;
  successToast: string;
  onDeleted: () => void;
  onClose: () => void;
  /** Where the focus goes once closed (FormDialog's): by default back to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { form, onSubmit, pending, dismiss } = useMutationForm({
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
      onSubmit={onSubmit}
      onClose={dismiss}
      pending={pending}
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
