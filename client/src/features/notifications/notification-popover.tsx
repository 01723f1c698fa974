import { BellOff, CheckCheck } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ListLoading } from '@/components/list-skeleton';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { EscapeOwner } from '@/components/ui/escape-owner';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useMediaQuery } from '@/hooks/use-media-query';
import {
  FETCH_FAILED,
  type NotificationEntry,
  useLatestNotifications,
  useMarkAllRead,
  useMarkRead,
  useNotificationCount,
} from './api';
import { BellButton } from './bell-button';
import { ENTRY_LINK, NotificationItem } from './notification-item';

/** Wide enough for the panel to float under the bell; narrower, it spans the screen. */
const FLOATING = '(min-width: 640px)';

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Arrow keys move between the entries (wrapping), Home and End to the first and last. */
function moveAmongEntries(event: KeyboardEvent<HTMLElement>) {
  if (!NAVIGATION_KEYS.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ENTRY_LINK}]`)];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLElement);
  const last = links.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? at < 0 || at === last
            ? 0
            : at + 1
          : at <= 0
            ? last
            : at - 1;
  links[next]?.focus();
}

function PanelBody({ onOpen }: { onOpen: (entry: NotificationEntry) => void }) {
  const latest = useLatestNotifications();
  const entries = latest.data?.entries ?? [];
  const list = useRef<HTMLUListElement>(null);
  const shown = entries.length > 0;

  // Opened before the entries were there, the focus waits on the panel itself: it moves on
  // to the newest entry when they arrive, as it would have had they been cached.
  useEffect(() => {
    const first = list.current?.querySelector<HTMLElement>(`[${ENTRY_LINK}]`);
    const panel = list.current?.closest('[role="dialog"]');
    if (shown && first && panel && document.activeElement === panel) first.focus();
  }, [shown]);
  return (
    <QueryStates
      query={latest}
      loading={
        <div className="p-3">
          <ListLoading label="Loading notifications" />
        </div>
      }
      error={FETCH_FAILED}
      errorClassName="px-4 py-8"
      isEmpty={entries.length === 0}
      empty={
        <EmptyState
          icon={<BellOff className="size-8 text-muted-foreground" aria-hidden="true" />}
          title="You're all caught up"
          text="Replies, mentions, messages and news of your events will show up here."
          className="px-4 py-10"
        />
      }
    >
      {() => (
        <ul ref={list} aria-label="Latest notifications" className="divide-y">
          {entries.map((entry) => (
            <li key={entry.id}>
              <NotificationItem entry={entry} onOpen={onOpen} className="px-4 py-3" />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/**
 * The bell's panel: the latest notifications, Mark all as read and the way to the full
 * page. Opening an entry marks it read and follows its link. Loaded the first time the
 * member opens the bell (notification-bell.tsx), and mounted open.
 */
export function NotificationPopover({ active }: { active: boolean }) {
  const count = useNotificationCount();
  const [open, setOpen] = useState(true);
  const [location] = useLocation();
  const openedAt = useRef(location);
  const floating = useMediaQuery(FLOATING);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const headingId = useId();

  // Any route change (an entry opened, Back) closes the panel.
  useEffect(() => {
    if (location === openedAt.current) return;
    openedAt.current = location;
    setOpen(false);
  }, [location]);

  const openEntry = (entry: NotificationEntry) => {
    setOpen(false);
    if (!entry.read) markRead.mutate(entry);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton count={count} active={active} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        // Under the 4rem top bar: the bell is 2.5rem tall, centred in it.
        sideOffset={12}
        collisionPadding={floating ? 8 : 0}
        sticky="always"
        aria-labelledby={headingId}
        data-testid="notification-panel"
        className="flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-screen flex-col overflow-hidden max-sm:rounded-none max-sm:border-x-0 sm:w-96"
        onOpenAutoFocus={(event) => {
          // Straight to the newest entry, so Enter opens it and the arrows move on; not to
          // Mark all as read, which one stray Enter would fire.
          event.preventDefault();
          const content = event.currentTarget as HTMLElement;
          (content.querySelector<HTMLElement>(`[${ENTRY_LINK}]`) ?? content).focus();
        }}
        onKeyDown={moveAmongEntries}
      >
        <div className="flex min-h-14 items-center justify-between gap-2 border-b px-4 py-2">
          <h2 id={headingId} className="text-base font-semibold">
            Notifications
          </h2>
          {count > 0 ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <PanelBody onOpen={openEntry} />
        </div>
        <div className="border-t p-2">
          <Link
            href="/notifications"
            onClick={() => setOpen(false)}
            className="block rounded-md px-3 py-2 text-center text-sm font-semibold text-gold-text hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            See all notifications
          </Link>
        </div>
        {/* An Escape a toast above hands on (escape-owner.tsx) closes the panel first. */}
        <EscapeOwner onEscape={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
