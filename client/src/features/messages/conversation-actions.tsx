import { LogOut, type LucideIcon, Pencil, UserPlus } from 'lucide-react';
import { type ComponentProps, type RefObject, useRef, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { preloadOnIntent } from '@/lib/lazy-component';
import type { ThreadHead } from './api';

// Each dialog downloads when first wanted (the button's hover or focus starts it), so a
// thread's first load carries neither the picker, the form nor the confirmation.
const AddPeopleDialog = lazyDialog(() =>
  import('./add-people-dialog').then((m) => m.AddPeopleDialog),
);
const RenameConversationDialog = lazyDialog(() =>
  import('./rename-conversation-dialog').then((m) => m.RenameConversationDialog),
);
const LeaveConversationDialog = lazyDialog(() =>
  import('./leave-conversation-dialog').then((m) => m.LeaveConversationDialog),
);

type Open = 'add' | 'rename' | 'leave' | null;

/** One of the header's small outlined buttons, its dialog's code fetched on intent. */
function ActionButton({
  icon: Icon,
  preload,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'variant' | 'size'> & {
  icon: LucideIcon;
  preload: () => void;
}) {
  return (
    <Button type="button" variant="outline" size="sm" {...props} {...preloadOnIntent(preload)}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}

/**
 * What a member can do to a conversation (issue 37): Add people to any; Rename and Leave
 * a group (a two-person conversation has no name, and leaving it is not offered). Focus
 * comes back to the button when its dialog closes without leaving the page.
 */
export function ConversationActions({ head }: { head: ThreadHead }) {
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button when the dialog closes, at the moment Radix restores
  // focus (after its trap is gone): the picker opened from no trigger of its own, and a
  // focus moved sooner (a frame after closing) could land while the trap still held it.
  const focusBack = (button: RefObject<HTMLButtonElement | null>) => (event: Event) => {
    event.preventDefault();
    button.current?.focus();
  };

  // Beside the header's other buttons, in its row (a fragment: they wrap together at 360 px).
  return (
    <>
      <ActionButton
        ref={addButton}
        icon={UserPlus}
        onClick={() => setOpen('add')}
        preload={AddPeopleDialog.preload}
      >
        Add people
      </ActionButton>
      {head.isGroup ? (
        <>
          <ActionButton
            icon={Pencil}
            onClick={() => setOpen('rename')}
            preload={RenameConversationDialog.preload}
          >
            Rename
          </ActionButton>
          <ActionButton
            ref={leaveButton}
            icon={LogOut}
            className="text-destructive-text"
            onClick={() => setOpen('leave')}
            preload={LeaveConversationDialog.preload}
          >
            Leave conversation
          </ActionButton>
        </>
      ) : null}
      <AddPeopleDialog
        head={head}
        open={open === 'add'}
        onOpenChange={(next) => setOpen(next ? 'add' : null)}
        onCloseAutoFocus={focusBack(addButton)}
      />
      <RenameConversationDialog
        threadId={head.id}
        name={head.name}
        open={open === 'rename'}
        // The form gives the focus back to the button that opened it by itself.
        onOpenChange={(next) => setOpen(next ? 'rename' : null)}
      />
      <LeaveConversationDialog
        threadId={head.id}
        open={open === 'leave'}
        onOpenChange={(next) => setOpen(next ? 'leave' : null)}
        onCloseAutoFocus={focusBack(leaveButton)}
      />
    </>
  );
}
