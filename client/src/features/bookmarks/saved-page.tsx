import { BookmarkX } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { AddressFilter } from '@/components/address-filter';
import { ListCount } from '@/components/list-count';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { MemberLink } from '@/components/member-link';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfig } from '@/lib/config';
import { counted } from '@/lib/counted';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { authorName } from '@/lib/names';
import { zonedDayClockText } from '@/lib/zoned-time';
import type { BookmarkKind, SavedItem } from './api';
import { BookmarkButton } from './bookmark-button';
import { filterOf, KIND_ORDER, KINDS, savedHref } from './kinds';
import {
  SAVED_FETCH_FAILED,
  type SavedFilter,
  useBookmarkCounts,
  useSavedItems,
} from './saved-api';

const LIST_HEADING_ID = 'saved-heading';

/** The kit's filters are numbered: each kind is its place in the table, from 1. */
const idOf = (kind: BookmarkKind) => KIND_ORDER.indexOf(kind) + 1;
const hrefOf = (id: number | null) => savedHref(id === null ? 'all' : KIND_ORDER[id - 1]);

/** All and each kind with how many the member keeps: a sidebar when wide, a select at 360 px. */
function Filter({ filter }: { filter: SavedFilter }) {
  const { counts, loading, failed } = useBookmarkCounts();
  return (
    <AddressFilter
      options={KIND_ORDER.map((kind) => ({
        id: idOf(kind),
        name: KINDS[kind].plural,
        count: counts[kind],
      }))}
      allLabel="All"
      allCount={KIND_ORDER.reduce((sum, kind) => sum + counts[kind], 0)}
      selected={filter === 'all' ? null : idOf(filter)}
      heading="Show"
      hrefOf={hrefOf}
      loading={loading}
      failure={failed ? SAVED_FETCH_FAILED : null}
      skeletonRows={KIND_ORDER.length + 1}
    />
  );
}

/**
 * Once an entry is removed its card goes, and focus with it: on to the next entry's
 * title, else the one before, else the list's heading.
 */
function focusAfterRemoving(card: HTMLElement | null) {
  const neighbour = card?.nextElementSibling ?? card?.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>('[data-saved-title]') ??
    document.getElementById(LIST_HEADING_ID);
  target?.focus();
}

/**
 * When: an event's start on its own clock, else the community's (as the calendar says
 * it); anything else, when it was saved.
 */
function When({ item }: { item: SavedItem }) {
  const { timeZone } = useConfig().config;
  if (item.kind === 'event') {
    return <time dateTime={item.at}>{zonedDayClockText(item.at, item.timeZone ?? timeZone)}</time>;
  }
  return (
    <time dateTime={item.savedAt} title={dateTimeText(item.savedAt)}>
      Saved {relativeTime(item.savedAt)}
    </time>
  );
}

/** One saved item, whatever its kind: what it is, where it leads, who and when. */
function SavedCard({ item }: { item: SavedItem }) {
  const card = useRef<HTMLLIElement>(null);
  const { label, icon: Icon } = KINDS[item.kind];
  const reply = item.kind === 'reply';
  return (
    <li ref={card}>
      <article
        className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
        data-testid="saved-item"
        data-kind={item.kind}
      >
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <Icon className="size-4" aria-hidden="true" />
          {label}
          {item.closed ? (
            <Badge className="bg-muted text-foreground normal-case">Closed</Badge>
          ) : null}
        </p>
        <h3 className="text-base font-semibold wrap-anywhere">
          <Link
            href={item.href}
            data-saved-title
            className="rounded-sm hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {reply ? `Reply in ${item.title}` : item.title}
          </Link>
        </h3>
        {item.detail ? (
          <p className="text-sm text-muted-foreground wrap-anywhere">{item.detail}</p>
        ) : null}
        {item.excerpt ? <p className="line-clamp-3 text-sm wrap-anywhere">{item.excerpt}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1">
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {item.author ? (
              <MemberLink
                member={item.author}
                show="both"
                avatarClassName="size-6"
                fallbackClassName="text-[0.625rem]"
                nameClassName="font-medium text-foreground"
              />
            ) : null}
            <When item={item} />
          </p>
          <BookmarkButton
            kind={item.kind}
            id={item.id}
            item={reply ? `reply by ${authorName(item.author)} in ${item.title}` : item.title}
            onChange={(on) => {
              if (!on) focusAfterRemoving(card.current);
            }}
          />
        </div>
      </article>
    </li>
  );
}

/** The nothing-here of All, or of one kind (with the way back to All). */
function Empty({ filter }: { filter: SavedFilter }) {
  const icon = <BookmarkX className="size-10 text-muted-foreground" aria-hidden="true" />;
  if (filter === 'all') {
    return (
      <EmptyState
        icon={icon}
        title="Nothing saved yet"
        text="Bookmark discussions, replies, events, jobs and resources to find them here."
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      title={`No ${KINDS[filter].many}`}
      action={
        <Button asChild variant="outline">
          <Link href={savedHref('all')}>Show all saved items</Link>
        </Button>
      }
    />
  );
}

/** What the member bookmarked (issue 37), newest first, a page at a time; All or one kind. */
export function SavedPage() {
  const filter = filterOf(useSearch());
  const list = useSavedItems(filter);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? items.length;
  const nouns = filter === 'all' ? { one: 'saved item', many: 'saved items' } : KINDS[filter];

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Saved" description="What you bookmarked, to come back to." />
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <Filter filter={filter} />
        <section aria-labelledby={LIST_HEADING_ID} className="grid min-w-0 content-start gap-4">
          <div className="grid gap-1">
            <h2 id={LIST_HEADING_ID} tabIndex={-1} className="text-xl font-semibold outline-none">
              {filter === 'all' ? 'All saved items' : `Saved ${KINDS[filter].plural.toLowerCase()}`}
            </h2>
            <ListCount
              testId="saved-count"
              text={list.isSuccess ? counted(total, nouns.one, nouns.many) : null}
            />
          </div>
          <QueryStates
            query={list}
            loading={<ListLoading label="Loading saved items" />}
            error={SAVED_FETCH_FAILED}
            isEmpty={items.length === 0}
            empty={<Empty filter={filter} />}
          >
            {() => (
              <>
                <ul aria-labelledby={LIST_HEADING_ID} className="grid gap-3">
                  {items.map((item) => (
                    <SavedCard key={`${item.kind}-${item.id}`} item={item} />
                  ))}
                </ul>
                <LoadMore pages={list} label="Load more saved items" />
              </>
            )}
          </QueryStates>
        </section>
      </div>
    </div>
  );
}
