import {
  ChevronDown,
  EyeOff,
  Lock,
  LockOpen,
  Pin,
  PinOff,
  ShieldAlert,
  Trash2,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useHide } from '@/features/reports';
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
 * Staff's menu on a discussion's page (decision 018): pin or unpin, lock or unlock, hide
 * it from members (decision 021; Unhide sits on its mark), and delete someone else's
 * discussion with a reason. Shown from the answer's flags only
 * (`canPin`, `canLock`, `deleteNeedsReason`): the client never reads roles itself.
 */
export function ModerateMenu({ discussion }: { discussion: DiscussionItem }) {
  const setFlag = useSetDiscussionFlag(discussion.id);
  const remove = useDeleteDiscussion();
  const hide = useHide();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  const canDeleteHere = discussion.canDelete && discussion.deleteNeedsReason;
  if (!discussion.canPin && !discussion.canLock && !canDeleteHere) return null;

  const change = (flag: FlagChange['flag'], on: boolean) =>
    setFlag.mutate(
      { flag, on },
      {
        onSuccess: () => toast({ title: FLAG_TOASTS[flag][on ? 'on' : 'off'] }),
        onError: handleMutationError,
      },
    );
  // Staff pin; the same staff hide (the server decides, as for the other items).
  const canHide = discussion.canPin && !discussion.hidden;
  const hideIt = () => hide.mutate({ itemType: 'discussion', itemId: String(discussion.id) });
  const askToDelete = () => {
    chosen.current = true;
    // The dialog returns the focus to whatever had it when it opened: the menu button.
    trigger.current?.focus();
    setDeleting(true);
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} type="button" variant="outline" disabled={setFlag.isPending}>
            <ShieldAlert aria-hidden="true" />
            Moderate
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
        >
          {discussion.canPin ? (
            <DropdownMenuItem onSelect={() => change('pin', !discussion.isPinned)}>
              {discussion.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
              {discussion.isPinned ? 'Unpin' : 'Pin'}
            </DropdownMenuItem>
          ) : null}
          {discussion.canLock ? (
            <DropdownMenuItem onSelect={() => change('lock', !discussion.isLocked)}>
              {discussion.isLocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
              {discussion.isLocked ? 'Unlock' : 'Lock'}
            </DropdownMenuItem>
          ) : null}
          {canHide ? (
            <DropdownMenuItem onSelect={hideIt} disabled={hide.isPending}>
              <EyeOff aria-hidden="true" />
              Hide from members
            </DropdownMenuItem>
          ) : null}
          {canDeleteHere ? (
            <DropdownMenuItem className="text-destructive-text" onSelect={askToDelete}>
              <Trash2 aria-hidden="true" />
              Delete…
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
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
