import { memberRemovalSchema } from '@shared/contracts/admin';
import { FORMER_MEMBER } from '@shared/names';
import { FormChoiceField, FormTextAreaField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { displayName } from '@/lib/names';
import { type AdminMember, useRemoveMember } from './api';

const CONTENT_CHOICES = [
  { value: 'keep', label: `Keep their posts, shown as “${FORMER_MEMBER}”` },
  { value: 'delete', label: 'Delete their posts too' },
];

/**
 * Remove member (decision 022): what becomes of their posts, and why. Either way their
 * profile, e-mail, photo, skills and sign-in are erased at once; the server refuses (409)
 * oneself and the last admin, and its message shows in the error toast.
 */
export function RemoveMemberDialog({
  member,
  onClose,
}: {
  member: AdminMember;
  onClose: () => void;
}) {
  const remove = useRemoveMember(member.id);
  const name = displayName(member);
  const { form, dialog } = useMutationForm({
    schema: memberRemovalSchema,
    defaultValues: { content: 'keep' as const, reason: '' },
    mutation: remove,
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Member removed' });
      onClose();
    },
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title="Remove member"
      description={`${name} is signed out at once and can no longer sign in. Their profile, e-mail address, photo, skills, saved jobs and RSVPs are erased, and their open job postings close; the address may join again later. This cannot be undone.`}
      {...dialog}
      pendingLabel="Removing..."
      submitLabel="Remove member"
    >
      <FormChoiceField
        control={form.control}
        name="content"
        label="Their posts"
        choices={CONTENT_CHOICES}
        hint={`Kept: discussions, replies, jobs, resources, photos and events stay, by “${FORMER_MEMBER}”. Deleted: they all go. Private messages stay with the people they were sent to.`}
        required
      />
      <FormTextAreaField
        control={form.control}
        name="reason"
        label="Reason"
        rows={3}
        maxLength={500}
        required
        hint="Recorded in the audit log, seen by the admins only."
      />
    </FormDialog>
  );
}
