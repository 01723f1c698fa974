import type { ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart } from './lazy-part';

/**
 * A form that sits in a page but is not part of its first paint (a reply form that opens on
 * Reply, a conversation's message box that shows once the messages are there): its code
 * (react-hook-form, the Markdown editor) downloads apart, a placeholder of about its height
 * standing in meanwhile. `preload` starts the download (after the paint, or beside the
 * page's data), so the form is usually there before it is wanted.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(
    load,
    <div role="status" aria-label="Loading">
      <Skeleton className="h-44 w-full" />
    </div>,
  );
}
