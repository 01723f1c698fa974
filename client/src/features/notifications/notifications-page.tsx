import { BellOff, Check, CheckCheck, Settings } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { AddressFilter } from '@/components/address-filter';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import {
  FETCH_FAILED,
  type NotificationEntry,
  type NotificationFilter,
  useLatestNotifications,
  useMarkAllRead,
  useMarkRead,
  useNotificationCount,
  useNotifications,
} from './api';
import { NotificationItem } from './notification-item';

/** The filter's one option besides All (the kit's filters are numbered). */
const UNREAD = 1;

const filterOf = (search: string): NotificationFilter =>
  new URLSearchParams(search).get('filter') === 'unread' ? 'unread' : 'all';

/** The page's address under a filter, so Back returns to it. */
export const notificationsHref = (filter: NotificationFilter) =>
  filter === 'unread' ? '/notifications?filter=unread' : '/notifications';

const hrefOf = (id: number | null) => notificationsHref(id === UNREAD ? 'unread' : 'all');

const EMPTY = {
  all: {
    title: 'No notifications yet',
    text: 'When members reply to you, mention you, write to you or join your events, you will see it here.',
  },
  unread: {
    title: 'No unread notifications',
    text: "You're all caught up.",
  },
} as const;

function MarkReadButton({ entry }: { entry: NotificationEntry }) {
  const markRead = useMarkRead();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      title="Mark as read"
      className="relative z-10 -my-1 max-sm:px-2"
      disabled={markRead.isPending}
      onClick={() => markRead.mutate(entry)}
    >
      <Check aria-hidden="true" />
      <span className="max-sm:sr-only">Mark as read</span>
    </Button>
  );
}

/** All / Unread with their counts: a sidebar on wide screens, a select on narrow ones. */
function Filter({ filter, allCount }: { filter: NotificationFilter; allCount: number }) {
  return (
    <AddressFilter
      options={[{ id: UNREAD, name: 'Unread', count: useNotificationCount() }]}
      allLabel="All"
      allCount={allCount}
      selected={filter === 'unread' ? UNREAD : null}
      heading="Show"
      hrefOf={hrefOf}
      skeletonRows={2}
    />
  );
}

/** Every notification, newest first, a page at a time; All or only the unread ones. */
export function NotificationsPage() {
  const filter = filterOf(useSearch());
  const list = useNotifications(filter);
  // The All count, when the list on screen is the unread one: the bell's query has it.
  const latest = useLatestNotifications({ enabled: filter === 'unread' });
  const allTotal = (filter === 'all' ? list.data?.total : latest.data?.total) ?? 0;
  const unreadCount = useNotificationCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const entries = list.data?.entries ?? [];
  const empty = EMPTY[filter];

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Notifications"
        description="Replies, mentions, messages and news of your events."
        actions={
          <>
            {unreadCount > 0 ? (
              <Button type="button" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
                <CheckCheck aria-hidden="true" />
                Mark all as read
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link href="/settings/notifications">
                <Settings aria-hidden="true" />
                E-mail preferences
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <Filter filter={filter} allCount={allTotal} />
        <section aria-labelledby="notifications-heading" className="grid content-start gap-4">
          <h2 id="notifications-heading" className="text-xl font-semibold">
            {filter === 'unread' ? 'Unread notifications' : 'All notifications'}
          </h2>
          <QueryStates
            query={list}
            loading={<ListLoading label="Loading notifications" />}
            error={FETCH_FAILED}
            isEmpty={entries.length === 0}
            empty={
              <EmptyState
                icon={<BellOff className="size-10 text-muted-foreground" aria-hidden="true" />}
                title={empty.title}
                text={empty.text}
                action={
                  filter === 'unread' ? (
                    <Button asChild variant="outline">
                      <Link href={notificationsHref('all')}>Show all notifications</Link>
                    </Button>
                  ) : null
                }
              />
            }
          >
            {() => (
              <>
                <ul
                  aria-label={filter === 'unread' ? 'Unread notifications' : 'Notifications'}
                  className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
                >
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <NotificationItem
                        entry={entry}
                        className="p-4"
                        onOpen={(opened) => {
                          if (!opened.read) markRead.mutate(opened);
                        }}
                        action={entry.read ? null : <MarkReadButton entry={entry} />}
                      />
                    </li>
                  ))}
                </ul>
                <LoadMore pages={list} label="Load more notifications" />
              </>
            )}
          </QueryStates>
        </section>
      </div>
    </div>
  );
}
