import { ThumbsUp } from 'lucide-react';
import { cn } from '@/lib/utils';
import { endorsementCountText } from './directory-text';

/** How many members endorse a skill, with its thumbs-up, in a skill's line. */
export function EndorsementCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <ThumbsUp className="size-3.5" aria-hidden="true" />
      <span data-testid="endorsement-count">{endorsementCountText(count)}</span>
    </span>
  );
}
