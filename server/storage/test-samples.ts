import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Real, minimal files of each kind the uploads accept or refuse, built byte by byte for
 * the tests (no fixtures on disk): a zip writer for the Office Open XML and OpenDocument
 * files, a compound-file writer for the legacy Office ones.
 */

/** A zip archive of `entries`, in that order, deflated (as Office writes them). */
export function zip(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main.split('|')[0]}" ContentType="${main.split('|')[1]}"/></Types>`;

const rels = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`;

const OOXML = 'application/vnd.openxmlformats-officedocument';

export const docx = () =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes(`word/document.xml|${OOXML}.wordprocessingml.document.main+xml`),
    ],
    ['_rels/.rels', rels('word/document.xml')],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Quarterly plan</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);

export const xlsx = () =>
  zip([
    ['[Content_Types].xml', contentTypes(`xl/workbook.xml|${OOXML}.spreadsheetml.sheet.main+xml`)],
    ['_rels/.rels', rels('xl/workbook.xml')],
    [
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
    ],
  ]);

export const pptx = () =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes(`ppt/presentation.xml|${OOXML}.presentationml.presentation.main+xml`),
    ],
    ['_rels/.rels', rels('ppt/presentation.xml')],
    [
      'ppt/presentation.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ],
  ]);

/** A Word document with macros (.docm): refused. */
export const docm = () =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes('word/document.xml|application/vnd.ms-word.document.macroEnabled.main+xml'),
    ],
    ['_rels/.rels', rels('word/document.xml')],
    ['word/document.xml', '<w:document/>'],
    ['word/vbaProject.bin', Buffer.from([1, 2, 3])],
  ]);

export const plainZip = () => zip([['notes/readme.txt', 'Minutes of the March meeting\n']]);

/**
 * A compound file (MS-CFB, version 3: 512-byte sectors) holding one stream per name, each
 * 4096 bytes in regular sectors: sector 0 the FAT, sector 1 the directory, then the data.
 */
export function compoundFile(streams: string[]): Buffer {
  const SECTOR = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const STREAM_SECTORS = 8; // 4096 bytes, at the cut-off for the mini stream
  const dataStart = 2;
  const total = dataStart + streams.length * STREAM_SECTORS;

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory at sector 1
  header.writeUInt32LE(4096, 0x38); // mini stream cut-off
  header.writeUInt32LE(END, 0x3c); // no mini FAT
  header.writeUInt32LE(END, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  fat.writeUInt32LE(END, 4); // the directory is one sector
  for (let s = 0; s < streams.length; s++) {
    for (let k = 0; k < STREAM_SECTORS; k++) {
      const sector = dataStart + s * STREAM_SECTORS + k;
      fat.writeUInt32LE(k === STREAM_SECTORS - 1 ? END : sector + 1, sector * 4);
    }
  }

  const entry = (name: string, kind: number, start: number, size: number, child = FREE) => {
    const e = Buffer.alloc(128);
    e.write(name, 0, 'utf16le');
    e.writeUInt16LE((name.length + 1) * 2, 64);
    e.writeUInt8(kind, 66);
    e.writeUInt8(1, 67); // black
    e.writeUInt32LE(FREE, 68); // left sibling
    e.writeUInt32LE(FREE, 72); // right sibling
    e.writeUInt32LE(child, 76);
    e.writeUInt32LE(start, 116);
    e.writeUInt32LE(size, 120);
    return e;
  };
  const entries = [entry('Root Entry', 5, END, 0, streams.length > 0 ? 1 : FREE)];
  streams.forEach((name, s) => {
    const e = entry(name, 2, dataStart + s * STREAM_SECTORS, STREAM_SECTORS * SECTOR);
    // A plain chain of right siblings: enough for a reader that lists every entry.
    if (s < streams.length - 1) e.writeUInt32LE(s + 2, 72);
    entries.push(e);
  });
  const directory = Buffer.alloc(SECTOR * Math.ceil((entries.length * 128) / SECTOR));
  entries.forEach((e, i) => {
    e.copy(directory, i * 128);
  });
  if (directory.length > SECTOR) throw new Error('compoundFile: at most 4 entries');

  const data = Buffer.alloc(streams.length * STREAM_SECTORS * SECTOR, 0x20);
  const file = Buffer.concat([header, fat, directory, data]);
  if (file.length !== SECTOR * (total + 1)) throw new Error('compoundFile: size mismatch');
  return file;
}

export const doc = () => compoundFile(['WordDocument', '1Table', '\u0005SummaryInformation']);
export const xls = () => compoundFile(['Workbook', '\u0005SummaryInformation']);
export const ppt = () => compoundFile(['PowerPoint Document', 'Current User']);
/** An Outlook message: an OLE file, but not a document members share here. */
export const msg = () => compoundFile(['__substg1.0_0037001F', '__properties_version1.0']);
/** A Word 97 document carrying VBA macros: refused. */
export const docWithMacros = () => compoundFile(['WordDocument', '1Table', 'Macros']);

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

export const svg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
export const bareSvg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
export const html = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const csv = () => Buffer.from('name,company\nAda Lovelace,Analytical Engines\n');
