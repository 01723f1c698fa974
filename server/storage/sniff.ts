import type { UploadPurpose } from '../../shared/schema/objects';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) =>
  startsWith(buf, [...Buffer.from(text, 'latin1')], offset);

/**
 * The image type the bytes say, whatever the Content-Type claimed. SVG is not an image
 * here: it can carry script, and it would run when the object is opened directly.
 */
export function sniffImage(head: Buffer): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return 'image/gif';
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return 'image/webp';
  if (ascii(head, 'BM') && head.length >= 26) return 'image/bmp';
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

/** Documents for the resource library and résumés: PDF, Office, images, plain text. */
export function sniffDocument(head: Buffer): string | null {
  if (ascii(head, '%PDF-')) return 'application/pdf';
  // Office Open XML (docx, xlsx, pptx) and OpenDocument are zip archives.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  // Legacy Office (doc, xls, ppt): OLE compound file.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return 'application/x-ole-storage';
  }
  const image = sniffImage(head);
  if (image) return image;
  if (head.length > 0 && !head.includes(0) && !/<(script|html|svg)/i.test(head.toString('utf8'))) {
    return 'text/plain; charset=utf-8';
  }
  return null;
}

export const sniff = (purpose: UploadPurpose, head: Buffer) =>
  purpose === 'image' ? sniffImage(head) : sniffDocument(head);

/** Enough bytes for every signature above. */
export const SNIFF_BYTES = 512;
