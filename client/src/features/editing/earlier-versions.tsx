import { Suspense, useState } from 'react';
import { EditedMark } from '@/components/edited-mark';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';
import type { ItemType } from './revision-list';

// The versions (each drawn as Markdown) download when staff first open them: the mark is
// on every edited post, the versions rarely looked at.
const { Component: RevisionList, preload } = lazyComponent(() =>
  import('./revision-list').then((m) => m.RevisionList),
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
  if (!editedAt) return null;
  if (!canSeeEarlierVersions) return <EditedMark editedAt={editedAt} />;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        type="button"
        className="rounded-sm underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Edited: show earlier versions"
        onPointerEnter={() => void preload().catch(() => {})}
        onFocus={() => void preload().catch(() => {})}
      >
        <EditedMark editedAt={editedAt} />
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Earlier versions</DialogTitle>
          <DialogDescription>
            What this {itemType} said before each edit, newest first.
          </DialogDescription>
        </DialogHeader>
        {/* Fetched only while open: staff rarely look. */}
        {open ? (
          <Suspense fallback={<Skeleton className="h-24 w-full" aria-busy="true" />}>
            <RevisionList itemType={itemType} itemId={itemId} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
