import { copyLink, idFromSearch } from '@/lib/links';
import type { ResourceItem } from './api';

/**
 * The address a resource is shared by: its permalink here (decision 013), which opens
 * the Resources page with the card shown and focused, for members only.
 */
export function shareLink(resource: Pick<ResourceItem, 'id'>): string {
  return `${window.location.origin}/resources?resource=${resource.id}`;
}

/** The `resource` parameter of a `/resources?resource=ID` address, or null. */
export function resourceIdFromSearch(search: string): number | null {
  return idFromSearch(search, 'resource');
}

/**
 * Share (spec §7): the device's share sheet with title, description and url; where there
 * is none (or it refuses), the link goes to the clipboard with 'Link Copied'.
 */
export async function shareResource(resource: ResourceItem): Promise<void> {
  const url = shareLink(resource);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: resource.title, text: resource.description ?? '', url });
      return;
    } catch (error) {
      // The member closed the sheet: nothing to do. Anything else: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyLink(url, 'Resource link copied to clipboard');
}
