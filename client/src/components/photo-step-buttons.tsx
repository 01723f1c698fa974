import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The Previous / Next photo buttons laid over a photo (the viewer, the dashboard's
 * carousel), each placed by its own classes since the two frames differ.
 */
export function PhotoStepButtons({
  go,
  previousClassName,
  nextClassName,
}: {
  go: (step: -1 | 1) => void;
  previousClassName: string;
  nextClassName: string;
}) {
  return (
    <>
      <Button
        type="button"
        variant="outlineGold"
        size="icon"
        aria-label="Previous photo"
        onClick={() => go(-1)}
        className={cn('absolute -translate-y-1/2 bg-ink/70', previousClassName)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outlineGold"
        size="icon"
        aria-label="Next photo"
        onClick={() => go(1)}
        className={cn('absolute -translate-y-1/2 bg-ink/70', nextClassName)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </>
  );
}
