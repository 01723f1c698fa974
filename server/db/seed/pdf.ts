/**
 * A small PDF writer for the demo's documents: Letter pages (or landscape slides) set in
 * the standard Helvetica faces, with a title page, headings, wrapped paragraphs, bullet and
 * numbered lists, a running header and "Page N of M" footers. No dependencies, no fonts to
 * embed: the 14 standard fonts are in every PDF reader.
 */

export type PdfBlock =
  | { h: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  /** A label and its value on one line, e.g. "Term: two years". */
  | { kv: [string, string][] }
  | { pageBreak: true };

export interface PdfDocument {
  title: string;
  subtitle?: string;
  /** Lines under the subtitle on the title page (author, organisation, date). */
  byline?: string[];
  author?: string;
  body: PdfBlock[];
  /** 'report' (portrait with a title page), 'resume' (portrait, name header, no title page) or 'slides' (landscape, one heading a page). */
  layout?: 'report' | 'resume' | 'slides';
}

// Advance widths (1/1000 em) of the WinAnsi characters 32–126, Helvetica and Helvetica-Bold (Adobe AFM).
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Typographic characters outside ASCII: their WinAnsi byte and widths (regular, bold). */
const EXTRA: Record<string, [number, number, number]> = {
  '’': [0x92, 222, 278],
  '‘': [0x91, 222, 278],
  '“': [0x93, 333, 500],
  '”': [0x94, 333, 500],
  '•': [0x95, 350, 350],
  '–': [0x96, 556, 556],
  '—': [0x97, 1000, 1000],
  '…': [0x85, 1000, 1000],
  é: [0xe9, 556, 556],
  '©': [0xa9, 737, 737],
  '·': [0xb7, 278, 278],
};

type Face = 'F1' | 'F2';

function charWidth(c: string, face: Face) {
  const code = c.charCodeAt(0);
  if (code >= 32 && code <= 126) return (face === 'F2' ? BOLD : REGULAR)[code - 32];
  const extra = EXTRA[c];
  return extra ? extra[face === 'F2' ? 2 : 1] : 556;
}

export const textWidth = (text: string, face: Face, size: number) =>
  ([...text].reduce((sum, c) => sum + charWidth(c, face), 0) * size) / 1000;

/** The string as a PDF literal in WinAnsi bytes (one char per byte once written as latin1). */
function literal(text: string) {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (c === '(' || c === ')' || c === '\\') out += `\\${c}`;
    else if (code >= 32 && code <= 126) out += c;
    else if (EXTRA[c]) out += String.fromCharCode(EXTRA[c][0]);
    else out += '?';
  }
  return `(${out})`;
}

/** Greedy word wrap to `width` points. */
export function wrap(text: string, face: Face, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, face, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => (Number.parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

const INK = '#1A1A1A';
const GREY = '#6B6B6B';
const GOLD = '#B8860B';

class Layout {
  pages: string[][] = [];
  private ops: string[] = [];
  y = 0;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly margin: number,
    readonly top: number,
  ) {}

  get bottom() {
    return this.margin + 24;
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = this.height - this.top;
  }

  ensure(space: number) {
    if (this.pages.length === 0 || this.y - space < this.bottom) this.newPage();
  }

  text(x: number, y: number, text: string, face: Face, size: number, color = INK) {
    this.ops.push(
      `BT /${face} ${size} Tf ${rgb(color)} rg ${x.toFixed(2)} ${y.toFixed(2)} Td ${literal(text)} Tj ET`,
    );
  }

  rect(x: number, y: number, w: number, h: number, color: string) {
    this.ops.push(`${rgb(color)} rg ${x} ${y} ${w} ${h} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 0.75) {
    this.ops.push(`${rgb(color)} RG ${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  /** Wrapped text from the cursor, moving to a new page when the column is full. */
  flow(text: string, face: Face, size: number, leading: number, indent = 0, color = INK) {
    const lines = wrap(text, face, size, this.width - 2 * this.margin - indent);
    for (const l of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.text(this.margin + indent, this.y, l, face, size, color);
    }
  }

  list(items: string[], numbered: boolean, size: number, leading: number) {
    const indent = size * 2.1;
    for (const [i, item] of items.entries()) {
      const lines = wrap(item, 'F1', size, this.width - 2 * this.margin - indent);
      this.ensure(leading * Math.min(lines.length, 2));
      const marker = numbered ? `${i + 1}.` : '•';
      this.text(
        this.margin + size * 0.55,
        this.y - leading,
        marker,
        'F1',
        size,
        numbered ? INK : GOLD,
      );
      for (const l of lines) {
        this.ensure(leading);
        this.y -= leading;
        this.text(this.margin + indent, this.y, l, 'F1', size);
      }
      this.y -= leading * 0.3;
    }
  }
}

/** Lays the document out and writes it as a PDF 1.4 file. */
export function pdfDocument(doc: PdfDocument): Buffer {
  const layout = doc.layout ?? 'report';
  const slides = layout === 'slides';
  const [width, height] = slides ? [792, 612] : [612, 792];
  const L = new Layout(width, height, slides ? 64 : 72, slides ? 64 : 86);
  const size = slides ? 17 : 10.5;
  const leading = slides ? 26 : 15;

  if (layout === 'resume') {
    L.newPage();
    L.y = height - 72;
    L.text(L.margin, L.y - 6, doc.title, 'F2', 24);
    L.y -= 30;
    if (doc.subtitle) {
      L.text(L.margin, L.y - 4, doc.subtitle, 'F1', 12, GOLD);
      L.y -= 20;
    }
    for (const b of doc.byline ?? []) {
      L.text(L.margin, L.y - 2, b, 'F1', 9.5, GREY);
      L.y -= 13;
    }
    L.line(L.margin, L.y - 6, width - L.margin, L.y - 6, GOLD, 1.2);
    L.y -= 12;
  } else {
    // Title page (or title slide): a dark band with a gold rule, title and byline.
    L.newPage();
    L.rect(0, height * 0.42, width, height * 0.58, '#161616');
    L.rect(L.margin, height * 0.42 + 40, 90, 4, GOLD);
    const titleSize = slides ? 40 : 30;
    const titleLines = wrap(doc.title, 'F2', titleSize, width - 2 * L.margin);
    let y = height * 0.42 + 64 + (titleLines.length - 1) * titleSize * 1.2;
    for (const t of titleLines) {
      L.text(L.margin, y, t, 'F2', titleSize, '#FFFFFF');
      y -= titleSize * 1.2;
    }
    L.text(L.margin, height - L.margin, 'ROUNDTABLE · HOUSTON', 'F2', 10, GOLD);
    y = height * 0.42 - 48;
    if (doc.subtitle) {
      for (const t of wrap(doc.subtitle, 'F1', 15, width - 2 * L.margin)) {
        L.text(L.margin, y, t, 'F1', 15, INK);
        y -= 21;
      }
      y -= 14;
    }
    for (const b of doc.byline ?? []) {
      L.text(L.margin, y, b, 'F1', 11, GREY);
      y -= 16;
    }
    L.newPage();
  }

  for (const block of doc.body) {
    if ('h' in block) {
      if (slides) {
        if (L.y < height - L.top) L.newPage();
        L.rect(L.margin, L.y - 6, 48, 3, GOLD);
        L.y -= 14;
        L.flow(block.h, 'F2', 28, 34);
        L.y -= 14;
      } else if (layout === 'resume') {
        L.ensure(60);
        L.y -= 10;
        L.flow(block.h.toUpperCase(), 'F2', 11, 16, 0, GOLD);
        L.y -= 4;
      } else {
        L.ensure(80);
        L.y -= 14;
        L.flow(block.h, 'F2', 15, 20);
        L.line(L.margin, L.y - 6, L.margin + 40, L.y - 6, GOLD, 1.5);
        L.y -= 12;
      }
    } else if ('p' in block) {
      L.flow(block.p, 'F1', size, leading);
      L.y -= leading * 0.6;
    } else if ('ul' in block || 'ol' in block) {
      const items = 'ul' in block ? block.ul : block.ol;
      L.list(items, 'ol' in block, size, leading);
      L.y -= leading * 0.4;
    } else if ('kv' in block) {
      for (const [k, v] of block.kv) {
        const labelWidth = textWidth(`${k}: `, 'F2', size);
        L.ensure(leading);
        L.text(L.margin, L.y - leading, `${k}:`, 'F2', size);
        const lines = wrap(v, 'F1', size, width - 2 * L.margin - labelWidth);
        for (const [i, l] of lines.entries()) {
          if (i > 0) L.ensure(leading);
          L.y -= leading;
          L.text(L.margin + labelWidth, L.y, l, 'F1', size);
        }
      }
      L.y -= leading * 0.6;
    } else if ('pageBreak' in block) {
      L.newPage();
    }
  }

  // Running header (not on a title page) and "Page N of M" on every page.
  const total = L.pages.length;
  const streams = L.pages.map((ops, i) => {
    const extra: string[] = [];
    if (i > 0) {
      const header = layout === 'resume' ? `${doc.title} · Résumé` : doc.title;
      extra.push(
        `BT /F1 8.5 Tf ${rgb(GREY)} rg ${L.margin} ${height - 44} Td ${literal(header)} Tj ET`,
        `${rgb('#D9D9D9')} RG 0.5 w ${L.margin} ${height - 50} m ${width - L.margin} ${height - 50} l S`,
      );
    }
    const footer = `Page ${i + 1} of ${total}`;
    const fx = (width - textWidth(footer, 'F1', 8.5)) / 2;
    extra.push(`BT /F1 8.5 Tf ${rgb(GREY)} rg ${fx.toFixed(2)} 36 Td ${literal(footer)} Tj ET`);
    return [...ops, ...extra].join('\n');
  });
  return writePdf(streams, width, height, { title: doc.title, author: doc.author });
}

/** Serialises pages (content streams) into a PDF with two fonts, an info dictionary and an xref table. */
function writePdf(
  streams: string[],
  width: number,
  height: number,
  info: { title: string; author?: string },
) {
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page + content pairs.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(info.title)}${info.author ? ` /Author ${literal(info.author)}` : ''} /Producer (Roundtable) /CreationDate (D:20260301090000-06'00') >>`,
  ];
  for (const [i, stream] of streams.entries()) {
    const contentId = pageIds[i] + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${contentId} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Reads back what `pdfDocument` wrote: checks the xref offsets and counts pages (for tests). */
export function inspectPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  if (!text.startsWith('xref', startxref)) throw new Error('startxref does not point at xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
    Number(m[1]),
  );
  for (const [i, offset] of entries.entries()) {
    if (!text.startsWith(`${i + 1} 0 obj`, offset)) throw new Error(`object ${i + 1} misplaced`);
  }
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    if (!text.startsWith('\nendstream', start + Number(m[1])))
      throw new Error('stream length wrong');
  }
  const pages = (text.match(/\/Type \/Page /g) ?? []).length;
  const shown = [...text.matchAll(/\((.*?)(?<!\\)\) Tj/g)]
    .map((m) => m[1].replace(/\\([()\\])/g, '$1'))
    .join(' ');
  return { pages, text: shown };
}
