import {
  type DeletionReasonForm,
  deletionReasonFormSchema,
  MODERATION_REASON_MAX,
} from '@shared/contracts/moderation';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormTextAreaField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';

/**
 * A delete, with the reason staff give for someone else's post (decisions 018, 022); the
 * moderation queue's items are keyed by kind and id (decision 021).
 */
export interface Deletion<Id = number> {
  id: Id;
  reason?: string;
}

/**
 * Staff deleting someone else's post — a discussion, reply, job, resource, album, photo or
 * event — say why (decisions 018, 022): a dialog with a required reason, kept in the audit
 * log. Mounted per opening, so each starts afresh. The item's own Delete (the owner's, which
 * needs no reason) stays a ConfirmDialog; `deleteNeedsReason` in the answer picks which.
 * The moderation queue (decision 021) uses it too.
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
  mutation: UseMutationResult<void, Error, Deletion<Id>>;
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
