import { toast } from '@/hooks/use-toast';
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
  const raw = new URLSearchParams(search).get('resource');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
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
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: 'Resource link copied to clipboard' });
  } catch {
    toast({
      title: 'Error',
      description: `The link could not be copied. Copy it by hand: ${url}`,
      variant: 'destructive',
    });
  }
}
