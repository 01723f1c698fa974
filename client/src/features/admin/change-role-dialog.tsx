import { roleChangeSchema } from '@shared/contracts/admin';
import { choicesOf } from '@/components/fields/choice-field';
import { FormChoiceField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { displayName } from '@/lib/names';
import { type AdminMember, useChangeRole } from './api';
import { ROLE_LABELS } from './labels';

/**
 * Change role: member, moderator or admin. The server refuses (409) to take the role from
 * the last admin; its message shows in the error toast and the dialog stays open.
 * Mounted per opening, so each one starts from the member's role as listed.
 */
export function ChangeRoleDialog({
  member,
  onClose,
}: {
  member: AdminMember;
  onClose: () => void;
}) {
  const change = useChangeRole(member.id);
  const { form, dialog } = useMutationForm({
    schema: roleChangeSchema,
    defaultValues: { role: member.role },
    mutation: change,
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Role changed' });
      onClose();
    },
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title="Change role"
      description={`Choose what ${displayName(member)} may do in the community.`}
      {...dialog}
      pendingLabel="Saving..."
      submitLabel="Change role"
    >
      <FormChoiceField
        control={form.control}
        name="role"
        label="Role"
        choices={choicesOf(ROLE_LABELS)}
        required
      />
    </FormDialog>
  );
}
