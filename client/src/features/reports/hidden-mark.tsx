import type { ReportItemType } from '@shared/contracts/choices';
import { EyeOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUnhide } from './api';

export const HIDDEN_MARK = 'Hidden by moderators';

interface ItemRef {
  itemType: ReportItemType;
  itemId: string | number;
}

/**
 * What an author (and staff) see on an item moderators hid (decision 021): the mark, and
 * for staff (`canUnhide`) the button that shows it to members again.
 */
export function HiddenMark({
  itemType,
  itemId,
  canUnhide = false,
}: ItemRef & { canUnhide?: boolean }) {
  const unhide = useUnhide();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge className="gap-1 border-destructive-text/40 text-destructive-text">
        <EyeOff className="size-3.5" aria-hidden="true" />
        {HIDDEN_MARK}
      </Badge>
      {canUnhide ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-7"
          disabled={unhide.isPending}
          onClick={() => unhide.mutate({ itemType, itemId: String(itemId) })}
        >
          Unhide
        </Button>
      ) : null}
    </div>
  );
}
