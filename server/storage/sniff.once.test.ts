import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../test/images';
import { cfbEntryNames } from './cfb';
import { bufferSource, fileSource, sniff, streamSource } from './sniff';
import * as sample from './test-samples';

const OOXML = 'application/vnd.openxmlformats-officedocument';
const judge = async (bytes: Buffer, purpose: 'image' | 'document' = 'document', name?: string) =>
  (await sniff(purpose, bufferSource(bytes), name))?.mime ?? null;

describe('sniff: documents by their bytes', () => {
  it.each([
    ['a PDF', sample.pdf, 'application/pdf'],
    ['a Word document (.docx)', sample.docx, `${OOXML}.wordprocessingml.document`],
    ['an Excel workbook (.xlsx)', sample.xlsx, `${OOXML}.spreadsheetml.sheet`],
    ['a PowerPoint deck (.pptx)', sample.pptx, `${OOXML}.presentationml.presentation`],
    ['a Word 97 document (.doc)', sample.doc, 'application/msword'],
    ['an Excel 97 workbook (.xls)', sample.xls, 'application/vnd.ms-excel'],
    ['a PowerPoint 97 deck (.ppt)', sample.ppt, 'application/vnd.ms-powerpoint'],
    ['a plain zip', sample.plainZip, 'application/zip'],
  ])('names %s', async (_name, make, mime) => {
    expect(await judge(make())).toBe(mime);
  });

  it('reads text as text, CSV or Markdown by the name', async () => {
    expect(await judge(sample.csv(), 'document', 'members.csv')).toBe('text/csv; charset=utf-8');
    expect(await judge(Buffer.from('# Agenda\n'), 'document', 'agenda.md')).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(await judge(Buffer.from('Café notes ✓\n'), 'document', 'notes')).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it.each([
    ['SVG with a script', sample.svg],
    ['bare SVG', sample.bareSvg],
    ['HTML', sample.html],
    ['HTML named .txt', sample.html],
    ['a macro-enabled Word file (.docm)', sample.docm],
    ['a Word 97 file with macros', sample.docWithMacros],
    ['an Outlook message (OLE, not Office)', sample.msg],
    ['binary junk', () => Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe])],
    ['an empty file', () => Buffer.alloc(0)],
    ['a Windows program', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
  ])('refuses %s', async (_name, make) => {
    expect(await judge(make(), 'document', 'file.txt')).toBeNull();
  });

  it('judges the bytes, not the name: a PDF called .docx is a PDF', async () => {
    expect(await judge(sample.pdf(), 'document', 'plan.docx')).toBe('application/pdf');
  });
});

describe('sniff: images', () => {
  it('keeps JPEG, PNG, GIF and WebP, and nothing else, for image uploads', async () => {
    expect(await judge(await pngImage(), 'image')).toBe('image/png');
    expect(await judge(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image')).toBe(
      'image/gif',
    );
    expect(await judge(sample.svg(), 'image')).toBeNull();
    expect(await judge(sample.pdf(), 'image')).toBeNull();
    expect(await judge(sample.docx(), 'image')).toBeNull();
    expect(await judge(Buffer.from('just text'), 'image')).toBeNull();
  });

  it('accepts images as documents too', async () => {
    expect(await judge(await pngImage(), 'document')).toBe('image/png');
  });
});

describe('sniff sources', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sniff-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads files from disk (the local driver) the same way', async () => {
    for (const [name, make, mime] of [
      ['a.docx', sample.docx, `${OOXML}.wordprocessingml.document`],
      ['a.xls', sample.xls, 'application/vnd.ms-excel'],
    ] as const) {
      const path = join(dir, name);
      await writeFile(path, make());
      expect((await sniff('document', fileSource(path)))?.mime).toBe(mime);
    }
  });

  it('reads ranged streams (the S3 driver) the same way', async () => {
    const bytes = sample.ppt();
    const source = streamSource(async (range) =>
      Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes], {
        objectMode: false,
      }),
    );
    expect((await sniff('document', source))?.mime).toBe('application/vnd.ms-powerpoint');
  });

  it('lists a compound file directory and refuses a truncated one', async () => {
    expect(await cfbEntryNames(bufferSource(sample.doc()))).toEqual([
      'Root Entry',
      'WordDocument',
      '1Table',
      '\u0005SummaryInformation',
    ]);
    expect(await cfbEntryNames(bufferSource(sample.doc().subarray(0, 700)))).toBeNull();
  });
});
