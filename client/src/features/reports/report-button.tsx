import type { ReportItemType } from '@shared/contracts/choices';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { lazyMountedDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// Its form (zod, react-hook-form) downloads on the first Report: every page with members'
// posts has the button, few visits use it.
const ReportDialog = lazyMountedDialog(() => import('./report-dialog').then((m) => m.ReportDialog));

/**
 * A small "Report" button where an item has no menu of its own (a reply), opening the
 * one Report dialog; focus returns here when it closes.
 */
export function ReportButton({
  itemType,
  itemId,
  what,
  label,
  describedBy,
  className,
}: {
  itemType: ReportItemType;
  itemId: string | number;
  what: string;
  /** The accessible name, when "Report" alone would be ambiguous in a list. */
  label?: string;
  /** Or the id of what names the item (a card's title), as its other buttons do. */
  describedBy?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn('h-8 text-muted-foreground', className)}
        aria-label={label}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        Report
      </Button>
      {open ? (
        <ReportDialog
          itemType={itemType}
          itemId={itemId}
          what={what}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
