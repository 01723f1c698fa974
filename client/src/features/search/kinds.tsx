import type { SearchKind } from '@shared/contracts/search';
import {
  Briefcase,
  CalendarDays,
  FolderOpen,
  Image,
  Images,
  type LucideIcon,
  MessagesSquare,
  UserRound,
} from 'lucide-react';

/** Each kind's group label in the dialog and tab on the results page. */
export const KIND_LABELS: Record<SearchKind, string> = {
  members: 'Members',
  discussions: 'Discussions',
  events: 'Events',
  jobs: 'Jobs',
  resources: 'Resources',
  albums: 'Albums',
  photos: 'Photos',
};

export const KIND_ICONS: Record<SearchKind, LucideIcon> = {
  members: UserRound,
  discussions: MessagesSquare,
  events: CalendarDays,
  jobs: Briefcase,
  resources: FolderOpen,
  albums: Images,
  photos: Image,
};

/** The kind's icon, decorative: the group label or tab beside it names the kind. */
export function KindIcon({ kind, className }: { kind: SearchKind; className?: string }) {
  const Icon = KIND_ICONS[kind];
  return <Icon className={className} aria-hidden="true" />;
}
