import { Suspense } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';
import type { ItemType } from './revision-list';

// The versions (each drawn as Markdown; fetched only while the dialog is open) start
// downloading with this module, which loads only when staff reach for the mark.
const { Component: RevisionList, preload } = lazyComponent(() =>
  import('./revision-list').then((m) => m.RevisionList),
);
preload().catch(() => {});

/** A post's earlier versions (earlier-versions.tsx), loaded the first time staff open them. */
export function EarlierVersionsDialog({
  itemType,
  itemId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  itemType: ItemType;
  itemId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Earlier versions</DialogTitle>
          <DialogDescription>
            What this {itemType} said before each edit, newest first.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Suspense fallback={<Skeleton className="h-24 w-full" aria-busy="true" />}>
            <RevisionList itemType={itemType} itemId={itemId} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
