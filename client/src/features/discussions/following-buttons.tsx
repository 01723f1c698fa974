import type { SubscriptionLevel } from '@shared/contracts/discussions';
import { Bell, BellOff, Check, Eye, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useSetSubscription, useWatchCategory, useWatchedCategories } from './following-api';

/**
 * A toggle whose name stays put while `aria-pressed` says whether it is on (WAI-ARIA's
 * toggle button). On, the gold edge and tint read in both schemes, and a check replaces
 * its icon, so the state shows without colour too.
 */
function Toggle({
  pressed,
  icon: Icon,
  busy,
  onPress,
  children,
  ...rest
}: {
  pressed: boolean;
  icon: LucideIcon;
  busy: boolean;
  onPress: () => void;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      className={cn(pressed && 'border-gold bg-gold/15 hover:bg-gold/25')}
      aria-pressed={pressed}
      disabled={busy}
      onClick={onPress}
      {...rest}
    >
      {pressed ? <Check aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}

/**
 * Follow and Mute (issue 37). Following and muting exclude each other: turning one on
 * turns the other off; turning one off leaves the member at 'normal' (replies to them,
 * mentions).
 */
export function FollowButtons({
  discussionId,
  level,
}: {
  discussionId: number;
  level: SubscriptionLevel;
}) {
  const setLevel = useSetSubscription(discussionId);
  const toggle = (to: SubscriptionLevel) => setLevel.mutate(level === to ? 'normal' : to);
  return (
    <>
      <Toggle
        pressed={level === 'following'}
        icon={Bell}
        busy={setLevel.isPending}
        title={level === 'following' ? 'Notified of every new reply' : undefined}
        onPress={() => toggle('following')}
      >
        Follow
      </Toggle>
      <Toggle
        pressed={level === 'muted'}
        icon={BellOff}
        busy={setLevel.isPending}
        title={level === 'muted' ? 'Notified of nothing in this discussion' : undefined}
        onPress={() => toggle('muted')}
      >
        Mute
      </Toggle>
    </>
  );
}

/** Watch a category: every new discussion in it rings the member's bell. */
export function WatchCategoryButton({ categoryId, name }: { categoryId: number; name: string }) {
  const watched = useWatchedCategories();
  const watch = useWatchCategory();
  const watching = watched.data?.includes(categoryId) ?? false;
  return (
    <Toggle
      pressed={watching}
      icon={Eye}
      busy={watched.isLoading || watch.isPending}
      aria-label={`Watch ${name}`}
      onPress={() => watch.mutate({ categoryId, name, on: !watching })}
    >
      Watch
    </Toggle>
  );
}
