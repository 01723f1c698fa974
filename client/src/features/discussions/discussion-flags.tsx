import { Lock, Pin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { DiscussionItem } from './api';

/** 'Pinned' and 'Locked' marks, for whichever flags the discussion carries. */
export function DiscussionFlags({
  discussion,
}: {
  discussion: Pick<DiscussionItem, 'isPinned' | 'isLocked'>;
}) {
  return (
    <>
      {discussion.isPinned ? (
        <Badge className="gap-1 border-gold bg-ink text-gold">
          <Pin className="size-3" aria-hidden="true" />
          Pinned
        </Badge>
      ) : null}
      {discussion.isLocked ? (
        <Badge className="gap-1 border-border bg-muted text-foreground">
          <Lock className="size-3" aria-hidden="true" />
          Locked
        </Badge>
      ) : null}
    </>
  );
}
