import type { DirectoryMember } from '@shared/contracts/members';
import { MAX_CONVERSATION_MEMBERS, TOO_MANY_MEMBERS } from '@shared/contracts/messages';
import { MemberPickerDialog } from '@/components/member-picker-dialog';

/**
 * New message's first step: the member to write to, or several to start a group (issue
 * 37), up to the conversation's limit with the writer counted. Its own module, loaded
 * when first opened, so the inbox's first load carries neither the picker nor the contract.
 */
export function RecipientPicker({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (members: DirectoryMember[]) => void;
}) {
  return (
    <MemberPickerDialog
      title="New message"
      description="Choose the member you want to write to, or several to start a group."
      optionTestId="recipient-option"
      open={open}
      onOpenChange={onOpenChange}
      several={{
        max: MAX_CONVERSATION_MEMBERS - 1,
        limitText: TOO_MANY_MEMBERS,
        confirmLabel: 'Next',
        onConfirm,
      }}
    />
  );
}
