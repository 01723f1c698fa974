import type { DirectoryMember } from '@shared/contracts/members';
import { useId, useRef, useState } from 'react';
import { ChosenMembers } from '@/components/chosen-members';
import { MemberSearchList } from '@/components/member-search-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { displayName } from '@/lib/names';

/** Picking several members, then going on with them (issue 37: a group's people). */
export interface PickSeveral {
  /** At most this many may be chosen; `limitText` says so once the list is full. */
  max: number;
  limitText: string;
  /** The button that goes on with those chosen ("Next", "Add to conversation"). */
  confirmLabel: string;
  /** What it says while the server is asked (then it and the dialog wait). */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: (members: DirectoryMember[]) => void;
}

interface MemberPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** One member: chosen, the caller closes the picker and goes on. Unused with `several`. */
  onPick?: (member: DirectoryMember) => void;
  /** Several members: chips of those chosen, and a button to go on with them. */
  several?: PickSeveral;
  /** Whether the viewer may pick themselves (a leader may; a message's recipient may not). */
  includeSelf?: boolean;
  /** Members not offered (those already in the conversation). */
  excludeIds?: ReadonlySet<string>;
  /** The options' test id, for the journeys that pick. */
  optionTestId?: string;
  /**
   * Where focus goes once the picker has closed (Radix's moment for it, after the focus
   * trap is gone): a picker opened from no trigger of its own names the control here.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Pick a member of the directory (an About page leader), or several (New message's
 * recipients, people to add to a conversation): a search box over the directory with the
 * members under it. Picking several, Enter or a click adds the member to the chips above
 * the box (or takes them off again), Backspace in the empty box takes off the last one,
 * and the button under the list, or Ctrl+Enter (⌘+Enter) in the box, goes on with them.
 */
export function MemberPickerDialog({ open, onOpenChange, ...picker }: MemberPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !picker.several?.pending && onOpenChange(next)}>
      {open ? <Picker {...picker} /> : null}
    </Dialog>
  );
}

function Picker({
  title,
  description,
  onPick,
  several,
  includeSelf,
  excludeIds,
  optionTestId,
  onCloseAutoFocus,
}: Omit<MemberPickerDialogProps, 'open' | 'onOpenChange'>) {
  return (
    <DialogContent
      className="flex max-h-[min(40rem,calc(100dvh-2rem))] flex-col gap-4"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {several ? (
        <SeveralPicker
          several={several}
          includeSelf={includeSelf}
          excludeIds={excludeIds}
          optionTestId={optionTestId}
        />
      ) : (
        <MemberSearchList
          onChoose={(member) => onPick?.(member)}
          includeSelf={includeSelf}
          excludeIds={excludeIds}
          optionTestId={optionTestId}
        />
      )}
    </DialogContent>
  );
}

function SeveralPicker({
  several,
  includeSelf,
  excludeIds,
  optionTestId,
}: Pick<MemberPickerDialogProps, 'includeSelf' | 'excludeIds' | 'optionTestId'> & {
  several: PickSeveral;
}) {
  const { max, limitText, confirmLabel, pendingLabel, pending = false, onConfirm } = several;
  const [chosen, setChosen] = useState<DirectoryMember[]>([]);
  // What the last choice did, for screen readers (the chips change out of their sight).
  const [notice, setNotice] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = chosen.length >= max;
  const isChosen = (member: DirectoryMember) => chosen.some((m) => m.id === member.id);

  const remove = (member: DirectoryMember) => {
    setChosen((list) => list.filter((m) => m.id !== member.id));
    setNotice(`${displayName(member)} removed`);
  };
  const confirm = () => {
    if (!pending && chosen.length > 0) onConfirm(chosen);
  };
  const toggle = (member: DirectoryMember) => {
    if (isChosen(member)) return remove(member);
    if (full) return setNotice(limitText);
    setChosen((list) => [...list, member]);
    setNotice(`${displayName(member)} added`);
  };

  return (
    <>
      <ChosenMembers
        members={chosen}
        onRemove={(member) => {
          remove(member);
          // Its chip (the focused button) is gone: the search box takes the focus.
          box.current?.focus();
        }}
      />
      <MemberSearchList
        inputRef={box}
        onChoose={toggle}
        clearOnChoose
        multiple={{ isChosen, isDisabled: (member) => full && !isChosen(member) }}
        onOtherKey={(event, text) => {
          const last = chosen.at(-1);
          if (event.key === 'Backspace' && text === '' && last) remove(last);
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            confirm();
          }
        }}
        keysHintId={hintId}
        includeSelf={includeSelf}
        excludeIds={excludeIds}
        optionTestId={optionTestId}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Enter adds the highlighted member (or takes them off again); Ctrl+Enter continues.
      </p>
      <p className="sr-only" role="status">
        {notice}
      </p>
      {full ? <p className="text-sm text-muted-foreground">{limitText}</p> : null}
      <DialogFooter>
        <Button type="button" disabled={pending || chosen.length === 0} onClick={confirm}>
          {pending ? <Spinner className="size-4 text-ink" /> : null}
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
