import { RESOURCE_TYPES } from '@shared/schema/choices';
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

/** Files members may attach (PDF, Word, Excel, PowerPoint, text, CSV, ZIP; 25 MB). */
export const RESOURCE_FILE_TYPES = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.txt',
  '.csv',
  '.zip',
];

/** A stored file of this app (as opposed to a web link). */
export const isStoredFile = (url: string | null | undefined) =>
  !!url && /^\/(objects|api\/objects)\//.test(url);
