import { type JudgedType, judgedTypeOf } from './sniff';
import { UNPRINTABLE } from './uploads';

/** Characters no file system or header takes in a name: replaced with `_`. */
const UNSAFE = /["*/:<>?\\|]/g;
/** A download name's most characters, extension included (file systems allow 255 bytes). */
const MAX_NAME = 120;

/**
 * The name a stored file downloads as: the member's own name, sanitised, ending in an
 * extension that fits the type its bytes proved (`plan` → `plan.pdf`, `x.html` read as text →
 * `x.html.txt`); `fallback` (a resource's title) when the member's name is unknown.
 */
export function downloadName(
  fileName: string | null | undefined,
  type: JudgedType | null,
  fallback = 'download',
) {
  const pick = (name: string | null | undefined) =>
    (name ?? '')
      .replace(UNPRINTABLE, '')
      .replace(UNSAFE, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[.\s]+|[.\s]+$/g, '');
  let name = pick(fileName) || pick(fallback) || 'download';
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  const ext = match ? (match[1] as string).toLowerCase() : '';
  let suffix = '';
  if (type && !type.extensions.includes(ext)) suffix = `.${type.ext}`;
  else if (match) {
    suffix = name.slice(match.index);
    name = name.slice(0, match.index);
  }
  const room = MAX_NAME - suffix.length;
  const chars = [...name];
  if (chars.length > room) name = chars.slice(0, room).join('').trimEnd();
  return `${name}${suffix}`;
}

/** RFC 5987 attr-char: everything else is percent-encoded in `filename*`. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${(c.codePointAt(0) as number).toString(16).toUpperCase()}`,
  );

/** A plain ASCII stand-in for old clients: accents dropped, anything else `_`. */
const asciiFallback = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"%]/g, '_');

/**
 * `Content-Disposition` (RFC 6266): `inline` for images, `attachment` for everything else,
 * with the name as `filename` and, when it is not plain ASCII, as `filename*` (RFC 5987).
 */
export function contentDisposition(name: string, inline: boolean) {
  const kind = inline ? 'inline' : 'attachment';
  const fallback = asciiFallback(name);
  if (fallback === name) return `${kind}; filename="${name}"`;
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** What `/objects/*` sends for a stored object: its type, and how and under what name. */
export function servedAs(stored: {
  contentType: string | null;
  fileName: string | null;
  fallbackName?: string | null;
}) {
  const type = judgedTypeOf(stored.contentType);
  const contentType = type?.mime ?? 'application/octet-stream';
  const name = downloadName(stored.fileName, type, stored.fallbackName ?? undefined);
  return { contentType, disposition: contentDisposition(name, type?.inline ?? false) };
}
