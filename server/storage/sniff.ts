import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  type FileTypeResult,
  fileTypeFromBuffer,
  fileTypeFromFile,
  fileTypeFromStream,
} from 'file-type/node';
import type { UploadPurpose } from '../../shared/contracts/choices';
import { cfbOfficeKind } from './cfb';

/**
 * What an uploaded file really is, judged from its bytes (magic numbers, and inside zip and
 * OLE containers the entries that name a Word, Excel or PowerPoint file), never from the
 * type or name the browser claimed. Only the types below are kept; SVG, HTML, XML and
 * anything else a browser could run (macro-enabled Office files too) are refused.
 */
export interface JudgedType {
  /** The Content-Type the file is served with. */
  mime: string;
  /** The extension a download is named with when the member's name has none that fits. */
  ext: string;
  /** Extensions a member's file name may keep for this type (lower case, no dot). */
  extensions: readonly string[];
  /** Shown in the browser (images); everything else downloads as an attachment. */
  inline: boolean;
}

const type = (mime: string, extensions: string[], inline = false): JudgedType => ({
  mime,
  ext: extensions[0] as string,
  extensions,
  inline,
});

const IMAGES: Record<string, JudgedType> = {
  'image/jpeg': type('image/jpeg', ['jpg', 'jpeg', 'jpe', 'jfif'], true),
  'image/png': type('image/png', ['png'], true),
  'image/gif': type('image/gif', ['gif'], true),
  'image/webp': type('image/webp', ['webp'], true),
};

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

/** Documents by the MIME type `file-type` names them. */
const DOCUMENTS: Record<string, JudgedType> = {
  'application/pdf': type('application/pdf', ['pdf']),
  [`${OOXML}.wordprocessingml.document`]: type(`${OOXML}.wordprocessingml.document`, ['docx']),
  [`${OOXML}.wordprocessingml.template`]: type(`${OOXML}.wordprocessingml.template`, ['dotx']),
  [`${OOXML}.spreadsheetml.sheet`]: type(`${OOXML}.spreadsheetml.sheet`, ['xlsx']),
  [`${OOXML}.spreadsheetml.template`]: type(`${OOXML}.spreadsheetml.template`, ['xltx']),
  [`${OOXML}.presentationml.presentation`]: type(`${OOXML}.presentationml.presentation`, ['pptx']),
  [`${OOXML}.presentationml.template`]: type(`${OOXML}.presentationml.template`, ['potx']),
  [`${OOXML}.presentationml.slideshow`]: type(`${OOXML}.presentationml.slideshow`, ['ppsx']),
  [`${ODF}.text`]: type(`${ODF}.text`, ['odt']),
  [`${ODF}.spreadsheet`]: type(`${ODF}.spreadsheet`, ['ods']),
  [`${ODF}.presentation`]: type(`${ODF}.presentation`, ['odp']),
  'application/zip': type('application/zip', ['zip']),
};

/** Legacy Office files: OLE compound files, told apart by the streams inside. */
const LEGACY_OFFICE = {
  word: type('application/msword', ['doc', 'dot']),
  excel: type('application/vnd.ms-excel', ['xls', 'xlt']),
  powerpoint: type('application/vnd.ms-powerpoint', ['ppt', 'pot', 'pps']),
} as const;

const TEXT = type('text/plain; charset=utf-8', ['txt', 'text', 'log']);
const CSV = type('text/csv; charset=utf-8', ['csv', 'tsv']);
const MARKDOWN = type('text/markdown; charset=utf-8', ['md', 'markdown']);

/**
 * Types earlier versions accepted and still serve as they were (no new upload gets them):
 * BMP, AVIF and HEIC images, and the unnamed OLE file.
 */
const EARLIER = [
  type('image/bmp', ['bmp'], true),
  type('image/avif', ['avif'], true),
  type('image/heic', ['heic', 'heif'], true),
  type('application/octet-stream', ['doc', 'xls', 'ppt', 'bin']),
];
const EARLIER_NAMES: Record<string, string> = {
  'application/x-ole-storage': 'application/octet-stream',
};

/** Every type kept, by the MIME type stored for it (for serving files judged earlier). */
const BY_MIME = new Map<string, JudgedType>(
  [
    ...EARLIER,
    ...Object.values(IMAGES),
    ...Object.values(DOCUMENTS),
    ...Object.values(LEGACY_OFFICE),
    TEXT,
    CSV,
    MARKDOWN,
  ].map((t) => [t.mime, t]),
);

/** The type a stored Content-Type stands for; null for one this module never hands out. */
export const judgedTypeOf = (mime: string | null | undefined) =>
  (mime && BY_MIME.get(EARLIER_NAMES[mime] ?? mime)) || null;

/** Random access to the bytes being judged: a buffer, a file, or an object in a store. */
export interface SniffSource {
  /** Up to `length` bytes from `position` (fewer at the end). */
  readAt(position: number, length: number): Promise<Buffer>;
  /** `file-type`'s verdict over the whole source. */
  detect(): Promise<FileTypeResult | undefined>;
}

export const bufferSource = (buffer: Buffer): SniffSource => ({
  readAt: async (position, length) => buffer.subarray(position, position + length),
  detect: () => fileTypeFromBuffer(buffer),
});

export const fileSource = (path: string): SniffSource => ({
  readAt: async (position, length) => {
    const file = await open(path, 'r');
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await file.read(buf, 0, length, position);
      return buf.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  },
  detect: () => fileTypeFromFile(path),
});

/** A source read through ranged reads and one sequential stream (S3). */
export const streamSource = (
  read: (range?: { start: number; end: number }) => Promise<Readable>,
): SniffSource => ({
  readAt: async (position, length) => {
    if (length <= 0) return Buffer.alloc(0);
    const stream = await read({ start: position, end: position + length - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).subarray(0, length);
  },
  detect: async () => {
    const stream = await read();
    try {
      return await fileTypeFromStream(stream);
    } finally {
      stream.destroy();
    }
  },
});

/** Bytes looked at to tell text from anything else. */
const TEXT_PROBE_BYTES = 8192;
/** Markup a browser would render or run, even inside a "text" file. */
const MARKUP =
  /<\s*(?:!doctype|html|head|body|script|svg|iframe|frame|object|embed|\?xml|xml|style|meta|link)\b/i;

function isPlainText(head: Buffer) {
  if (head.length === 0 || head.includes(0)) return false;
  let text: string;
  try {
    // stream: a character cut at the probe's end is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  // Control characters other than tab, line feed, form feed and carriage return mean binary.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  if (/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !MARKUP.test(text);
}

const extensionOf = (fileName: string | null | undefined) => {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName ?? '');
  return match ? (match[1] as string).toLowerCase() : '';
};

/** Plain text, CSV or Markdown: the bytes say text, the member's name says which. */
function textFlavour(fileName: string | null | undefined) {
  const ext = extensionOf(fileName);
  if (CSV.extensions.includes(ext)) return CSV;
  if (MARKDOWN.extensions.includes(ext)) return MARKDOWN;
  return TEXT;
}

/**
 * The type of an upload for `purpose`, or null when it may not be kept. Images: JPEG, PNG,
 * GIF, WebP. Documents: those images, PDF, Word, Excel and PowerPoint (OOXML, templates and
 * the legacy OLE formats), OpenDocument, ZIP, and UTF-8 text without markup.
 */
export async function sniff(
  purpose: UploadPurpose,
  source: SniffSource,
  fileName?: string | null,
): Promise<JudgedType | null> {
  const found = await source.detect().catch(() => undefined);
  const image = found ? IMAGES[found.mime] : undefined;
  if (image) return image;
  if (purpose === 'image') return null;
  if (found) {
    const document = DOCUMENTS[found.mime];
    if (document) return document;
    if (found.mime === 'application/x-cfb') {
      const kind = await cfbOfficeKind(source).catch(() => null);
      return kind ? LEGACY_OFFICE[kind] : null;
    }
    // Anything else file-type knows (XML, executables, archives other than zip, media).
    return null;
  }
  return isPlainText(await source.readAt(0, TEXT_PROBE_BYTES)) ? textFlavour(fileName) : null;
}

/** Bytes of the head kept for the local upload's first look (the rest is read from disk). */
export const SNIFF_BYTES = 4100;
