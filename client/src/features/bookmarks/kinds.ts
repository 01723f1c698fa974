import {
  Briefcase,
  CalendarDays,
  FolderOpen,
  type LucideIcon,
  MessageSquareReply,
  MessagesSquare,
} from 'lucide-react';
import type { BookmarkKind } from './api';
import type { SavedFilter } from './saved-api';

/** How the Saved page names each kind: its card's label, its filter, its count and icon. */
export const KINDS: Record<
  BookmarkKind,
  { label: string; plural: string; one: string; many: string; icon: LucideIcon }
> = {
  discussion: {
    label: 'Discussion',
    plural: 'Discussions',
    one: 'saved discussion',
    many: 'saved discussions',
    icon: MessagesSquare,
  },
  reply: {
    label: 'Reply',
    plural: 'Replies',
    one: 'saved reply',
    many: 'saved replies',
    icon: MessageSquareReply,
  },
  event: {
    label: 'Event',
    plural: 'Events',
    one: 'saved event',
    many: 'saved events',
    icon: CalendarDays,
  },
  job: { label: 'Job', plural: 'Jobs', one: 'saved job', many: 'saved jobs', icon: Briefcase },
  resource: {
    label: 'Resource',
    plural: 'Resources',
    one: 'saved resource',
    many: 'saved resources',
    icon: FolderOpen,
  },
};

/** The kinds in the filter's order (the table's). */
export const KIND_ORDER = Object.keys(KINDS) as BookmarkKind[];

const isKind = (value: string | null): value is BookmarkKind =>
  value !== null && Object.hasOwn(KINDS, value);

/** The filter a `?kind=` names; anything else is All. */
export const filterOf = (search: string): SavedFilter => {
  const kind = new URLSearchParams(search).get('kind');
  return isKind(kind) ? kind : 'all';
};

/** The page's address under a filter, so Back returns to it. */
export const savedHref = (filter: SavedFilter) =>
  filter === 'all' ? '/saved' : `/saved?kind=${filter}`;
