import { RESOURCE_TYPES } from '@shared/contracts/choices';
import { DOCUMENT_ACCEPT } from '@shared/contracts/uploads-types';
import { File, FileText, LayoutTemplate, Link, type LucideIcon, Video } from 'lucide-react';

export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The type filter's choices (spec §2), 'all' first. */
export const TYPE_FILTERS: { value: 'all' | ResourceType; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'document', label: 'Documents' },
  { value: 'video', label: 'Videos' },
  { value: 'link', label: 'Links' },
  { value: 'template', label: 'Templates' },
];

/** One type's name in the dialog and on a card. */
export const TYPE_LABELS: Record<ResourceType, string> = {
  document: 'Document',
  video: 'Video',
  link: 'Link',
  template: 'Template',
};

export const isResourceType = (value: string): value is ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(value);

/** Spec §9: each known type has its icon; anything else gets a generic file. */
export function typeIcon(type: string): LucideIcon {
  switch (type) {
    case 'document':
      return FileText;
    case 'video':
      return Video;
    case 'link':
      return Link;
    case 'template':
      return LayoutTemplate;
    default:
      return File;
  }
}

/** The card's main button (spec §2): 'View Video', 'Open Link', otherwise 'Download'. */
export function openLabel(type: string): string {
  if (type === 'video') return 'View Video';
  if (type === 'link') return 'Open Link';
  return 'Download';
}

/** Files members may attach: the document upload's list (shared/contracts/uploads-types.ts). */
export const RESOURCE_FILE_TYPES = DOCUMENT_ACCEPT;

/** A stored file of this app (as opposed to a web link). */
export const isStoredFile = (url: string | null | undefined) =>
  !!url && /^\/(objects|api\/objects)\//.test(url);

/**
 * Downloads a stored file where the member is, under the name the server gives it
 * (`Content-Disposition`), instead of opening a blank tab.
 */
export function saveFile(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
