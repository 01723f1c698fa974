import { renameConversationSchema } from '@shared/contracts/messages';
import { FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { useRenameConversation } from './conversation-changes';

/** The longest group name the contract takes (shared/contracts/messages.ts). */
const NAME_MAX = 80;

interface RenameConversationDialogProps {
  threadId: number;
  /** The group's name now; null when it has none. */
  name: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rename a group (issue 37): everyone in it sees the name; a blank one clears it. */
export function RenameConversationDialog({
  open,
  onOpenChange,
  ...props
}: RenameConversationDialogProps) {
  // Mounted per opening, so each one starts from the name as it is.
  return open ? <RenameForm {...props} onClose={() => onOpenChange(false)} /> : null;
}

function RenameForm({
  threadId,
  name,
  onClose,
}: Omit<RenameConversationDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const rename = useRenameConversation(threadId);
  const { form, dialog } = useMutationForm({
    onDismiss: onClose,
    schema: renameConversationSchema,
    defaultValues: { name: name ?? '' },
    mutation: rename,
    toVariables: ({ name }) => name,
    // The name as it is now is the starting point, not a draft to restore.
    draftKey: null,
    onSuccess: (_head, { name }) => {
      toast({ title: name ? 'Conversation renamed' : 'Conversation name cleared' });
      onClose();
    },
  });

  return (
    <FormDialog
      title="Rename conversation"
      description="Everyone in it sees the new name. Leave it blank to show the members' names instead."
      {...dialog}
      pendingLabel="Saving..."
      submitLabel="Save"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        maxLength={NAME_MAX}
        autoComplete="off"
      />
    </FormDialog>
  );
}
