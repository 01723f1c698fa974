import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@/components/list-skeleton';
import type { InvitationChanges } from './api';

const InviteLinks = lazy(() => import('./invite-links').then((m) => ({ default: m.InviteLinks })));

/**
 * The shareable invite links (decision 051) for the console, loaded when its Invitations
 * tab shows them rather than with the console's first page.
 */
export function LazyInviteLinks(changes: InvitationChanges) {
  return (
    <Suspense fallback={<ListSkeleton />}>
      <InviteLinks {...changes} />
    </Suspense>
  );
}
