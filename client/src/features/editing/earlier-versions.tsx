import { useState } from 'react';
import { EditedMark } from '@/components/edited-mark';
import { lazyDialog } from '@/components/lazy-dialog';
import { useTriggerFocus } from '@/components/lazy-dialog-parts';
import { preloadOnIntent } from '@/lib/lazy-component';
import type { ItemType } from './revision-list';

// The dialog (Radix's with it) and the versions, each drawn as Markdown, download when staff
// first reach for the mark: it is on every edited post, the versions rarely looked at.
const EarlierVersionsDialog = lazyDialog(() =>
  import('./earlier-versions-dialog').then((m) => m.EarlierVersionsDialog),
);

/**
 * The "edited" mark (issue 23). For who may see earlier versions (the server's answer:
 * the item's `canSeeEarlierVersions`, decision 036: staff) it is a button opening them;
 * for everyone else the plain mark.
 */
export function EditedMarkWithVersions({
  itemType,
  itemId,
  editedAt,
  canSeeEarlierVersions,
}: {
  itemType: ItemType;
  itemId: number;
  editedAt: string | null | undefined;
  canSeeEarlierVersions: boolean;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useTriggerFocus();
  if (!editedAt) return null;
  if (!canSeeEarlierVersions) return <EditedMark editedAt={editedAt} />;
  return (
    <>
      <button
        ref={trigger.ref}
        type="button"
        className="rounded-sm underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Edited: show earlier versions"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...preloadOnIntent(EarlierVersionsDialog.preload)}
        onClick={() => setOpen(true)}
      >
        <EditedMark editedAt={editedAt} />
      </button>
      <EarlierVersionsDialog
        itemType={itemType}
        itemId={itemId}
        open={open}
        onOpenChange={setOpen}
        // Back to the mark that opened them: the dialog has no Radix trigger of its own.
        onCloseAutoFocus={trigger.onCloseAutoFocus}
      />
    </>
  );
}
