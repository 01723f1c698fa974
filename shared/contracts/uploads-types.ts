// What each upload purpose accepts, in the words members read, and what the upload widget
// may offer them. Plain data (no zod, no Drizzle): the server's refusals, the widget's
// note and its type errors all read these, so they never disagree.

import type { UploadPurpose } from './choices';

/** The image types every browser shows: profile photos, gallery photos. */
export const IMAGE_TYPES_TEXT = 'JPEG, PNG, GIF or WebP images only';

/** Resources and résumés. */
export const DOCUMENT_TYPES_TEXT =
  'PDF, Word, Excel, PowerPoint, text, CSV or ZIP files, or JPEG, PNG, GIF or WebP images only';

/** The refusal for a file whose bytes are none of the purpose's types. */
export const typesText = (purpose: UploadPurpose) =>
  purpose === 'image' ? IMAGE_TYPES_TEXT : DOCUMENT_TYPES_TEXT;

/** The file picker's filter (extensions and MIME types, as the browser's `accept` takes them). */
export const IMAGE_ACCEPT = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

export const DOCUMENT_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  '.dot',
  '.dotx',
  '.xls',
  '.xlsx',
  '.xlt',
  '.xltx',
  '.ppt',
  '.pptx',
  '.pot',
  '.potx',
  '.odt',
  '.ods',
  '.odp',
  '.txt',
  '.csv',
  '.md',
  '.zip',
  ...IMAGE_ACCEPT,
];

export const acceptFor = (purpose: UploadPurpose) =>
  purpose === 'image' ? IMAGE_ACCEPT : DOCUMENT_ACCEPT;

/** A size limit in words: `10 MB`. */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
