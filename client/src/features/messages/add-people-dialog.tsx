import { MAX_CONVERSATION_MEMBERS, TOO_MANY_MEMBERS } from '@shared/contracts/messages';
import { useMemo } from 'react';
import { MemberPickerDialog } from '@/components/member-picker-dialog';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import type { ThreadHead } from './api';
import { useAddMembers } from './conversation-changes';
import { joinNames } from './conversation-names';

/**
 * Add people (issue 37): pick members not in the conversation yet, as many as it has room
 * for. A two-person conversation becomes a group; those added see its messages from when
 * they join. The server's refusal (it filled up meanwhile, a member is gone) is the
 * spec's 'Error' toast with its message, the picker kept open to choose again.
 */
export function AddPeopleDialog({
  head,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  head: ThreadHead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const add = useAddMembers(head.id);
  const inIt = useMemo(() => new Set(head.members.map((m) => m.id)), [head.members]);
  // The viewer is in it too.
  const room = Math.max(MAX_CONVERSATION_MEMBERS - 1 - head.members.length, 0);

  return (
    <MemberPickerDialog
      title="Add people"
      description="They'll see the messages sent from when they join."
      optionTestId="add-person-option"
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      excludeIds={inIt}
      several={{
        max: room,
        limitText: TOO_MANY_MEMBERS,
        confirmLabel: 'Add to conversation',
        pendingLabel: 'Adding...',
        pending: add.isPending,
        onConfirm: (members) =>
          add.mutate(
            members.map((m) => m.id),
            {
              onSuccess: () => {
                toast({
                  title: 'People added',
                  description: `${joinNames(members.map((m) => displayName(m)))} joined the conversation.`,
                });
                onOpenChange(false);
              },
              onError: handleMutationError,
            },
          ),
      }}
    />
  );
}
