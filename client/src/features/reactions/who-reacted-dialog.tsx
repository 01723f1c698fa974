import type { ReactionCounts } from '@shared/contracts/reactions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { WhoReactedList } from './who-reacted-list';

/**
 * Everyone's reactions to an item, by reaction (loaded when a member first reaches for
 * "See who reacted", reaction-bar.tsx). Closing it puts the focus back on that button.
 */
export function WhoReactedDialog({
  open,
  onOpenChange,
  path,
  itemLabel,
  reactions,
  returnFocusTo,
}: {
  open: boolean;
  /** The button that opened it: Radix returns the focus only to its own trigger. */
  returnFocusTo: () => HTMLElement | null;
  onOpenChange: (open: boolean) => void;
  path: string;
  itemLabel: string;
  reactions: ReactionCounts;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo();
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Reactions</DialogTitle>
          <DialogDescription>Who reacted to {itemLabel}, newest first.</DialogDescription>
        </DialogHeader>
        {open ? <WhoReactedList path={path} reactions={reactions} /> : null}
      </DialogContent>
    </Dialog>
  );
}
