import type { SubscriptionLevel } from '@shared/contracts/discussions';
import { Bell, BellOff, Check, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useSetSubscription, useWatchCategory, useWatchedCategories } from './following-api';

/**
 * A toggle that is on: the gold edge and tint read in both schemes, and the check says it
 * without colour.
 */
const on = (pressed: boolean) => cn(pressed && 'border-gold bg-gold/15 hover:bg-gold/25');

/**
 * Follow and Mute (issue 37): two toggles whose names stay put while `aria-pressed` says
 * whether each is on. Following and muting exclude each other: turning one on turns the
 * other off; turning one off leaves the member at 'normal' (replies to them, mentions).
 */
export function FollowButtons({
  discussionId,
  level,
}: {
  discussionId: number;
  level: SubscriptionLevel;
}) {
  const setLevel = useSetSubscription(discussionId);
  const following = level === 'following';
  const muted = level === 'muted';
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className={on(following)}
        aria-pressed={following}
        disabled={setLevel.isPending}
        title={following ? 'Notified of every new reply' : undefined}
        onClick={() => setLevel.mutate(following ? 'normal' : 'following')}
      >
        {following ? <Check aria-hidden="true" /> : <Bell aria-hidden="true" />}
        Follow
      </Button>
      <Button
        type="button"
        variant="outline"
        className={on(muted)}
        aria-pressed={muted}
        disabled={setLevel.isPending}
        title={muted ? 'Notified of nothing in this discussion' : undefined}
        onClick={() => setLevel.mutate(muted ? 'normal' : 'muted')}
      >
        {muted ? <Check aria-hidden="true" /> : <BellOff aria-hidden="true" />}
        Mute
      </Button>
    </>
  );
}

/** Watch a category: every new discussion in it rings the member's bell. */
export function WatchCategoryButton({ categoryId, name }: { categoryId: number; name: string }) {
  const watched = useWatchedCategories();
  const watch = useWatchCategory();
  const watching = watched.data?.includes(categoryId) ?? false;
  return (
    <Button
      type="button"
      variant="outline"
      className={on(watching)}
      aria-pressed={watching}
      aria-label={`Watch ${name}`}
      disabled={watched.isLoading || watch.isPending}
      onClick={() => watch.mutate({ categoryId, name, on: !watching })}
    >
      {watching ? <Check aria-hidden="true" /> : <Eye aria-hidden="true" />}
      Watch
    </Button>
  );
}
