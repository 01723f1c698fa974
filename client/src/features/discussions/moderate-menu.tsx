import { Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { type ModerateAction, ModerateMenu as StaffMenu } from '@/features/reports';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import {
  type DiscussionItem,
  type FlagChange,
  useDeleteDiscussion,
  useSetDiscussionFlag,
} from './api';

const FLAG_TOASTS = {
  pin: { on: 'Discussion pinned', off: 'Discussion unpinned' },
  lock: { on: 'Discussion locked', off: 'Discussion unlocked' },
} as const;

/**
 * Staff's menu on a discussion's page (decision 018), the one every kind of item has
 * (`ModerateMenu` from reports): pin or unpin, lock or unlock, then hide it from members
 * (decision 021; Unhide sits on its mark) and delete someone else's discussion with a
 * reason. Shown from the answer's flags only (`canPin`, `canLock`, `deleteNeedsReason`):
 * the client never reads roles itself.
 */
export function ModerateMenu({ discussion }: { discussion: DiscussionItem }) {
  const setFlag = useSetDiscussionFlag(discussion.id);
  const remove = useDeleteDiscussion();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const canDeleteHere = discussion.canDelete && discussion.deleteNeedsReason;

  const change = (flag: FlagChange['flag'], on: boolean) =>
    setFlag.mutate(
      { flag, on },
      {
        onSuccess: () => toast({ title: FLAG_TOASTS[flag][on ? 'on' : 'off'] }),
        onError: handleMutationError,
      },
    );
  const actions: ModerateAction[] = [];
  if (discussion.canPin) {
    const on = !discussion.isPinned;
    actions.push({
      label: on ? 'Pin' : 'Unpin',
      icon: on ? Pin : PinOff,
      onSelect: () => change('pin', on),
    });
  }
  if (discussion.canLock) {
    const on = !discussion.isLocked;
    actions.push({
      label: on ? 'Lock' : 'Unlock',
      icon: on ? Lock : LockOpen,
      onSelect: () => change('lock', on),
    });
  }

  return (
    <>
      <StaffMenu
        actions={actions}
        // Staff pin; the same staff hide (the server decides, as for the other items).
        hide={
          discussion.canPin && !discussion.hidden
            ? { itemType: 'discussion', itemId: discussion.id }
            : undefined
        }
        onDelete={canDeleteHere ? () => setDeleting(true) : undefined}
        disabled={setFlag.isPending}
      />
      {deleting ? (
        <DeleteWithReasonDialog
          id={discussion.id}
          title="Delete this discussion?"
          description={`“${discussion.title}” and its replies will be deleted. This cannot be undone.`}
          mutation={remove}
          successToast="Discussion deleted"
          onDeleted={() => {
            setDeleting(false);
            navigate('/discussions');
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
