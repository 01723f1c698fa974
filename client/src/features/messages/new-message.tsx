import type { DirectoryMember } from '@shared/contracts/members';
import { PenSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { FOCUS_ON_ARRIVAL } from '@/hooks/use-focus-on-arrival';
import { preloadOnIntent } from '@/lib/lazy-component';

// Both dialogs download when first opened, keeping the inbox's first load light.
const RecipientPicker = lazyDialog(() =>
  import('./recipient-picker').then((m) => m.RecipientPicker),
);
const MessageDialog = lazyDialog(() => import('./message-dialog').then((m) => m.MessageDialog));

/**
 * New message: pick one member or several (a group, issue 37), then write to them in the
 * message dialog; sending lands in the conversation. Focus goes back to the New message
 * button when either is dismissed.
 */
export function NewMessage() {
  const button = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const [recipients, setRecipients] = useState<DirectoryMember[] | null>(null);
  const [, navigate] = useLocation();
  const backToButton = () => requestAnimationFrame(() => button.current?.focus());

  return (
    <>
      <Button
        ref={button}
        type="button"
        onClick={() => setPicking(true)}
        {...preloadOnIntent(RecipientPicker.preload)}
      >
        <PenSquare aria-hidden="true" />
        New message
      </Button>
      <RecipientPicker
        open={picking}
        onOpenChange={(open) => {
          setPicking(open);
          if (!open) backToButton();
        }}
        onConfirm={(members) => {
          MessageDialog.preload();
          setPicking(false);
          // The message form opens once the picker has closed and let go of the focus.
          requestAnimationFrame(() => setRecipients(members));
        }}
      />
      <MessageDialog
        recipients={recipients ?? []}
        open={recipients !== null}
        // The sender lands in the new conversation, its heading focused.
        onSent={(threadId) =>
          navigate(`/messages/${threadId}`, { state: { [FOCUS_ON_ARRIVAL]: true } })
        }
        onOpenChange={(open) => {
          if (!open) {
            setRecipients(null);
            backToButton();
          }
        }}
      />
    </>
  );
}
