/**
 * Just enough of the Compound File Binary format ([MS-CFB]) to tell a legacy Word, Excel or
 * PowerPoint file from the other OLE containers (Outlook messages, installers, Visio…):
 * the names of the entries in its directory. `file-type` stops at "an OLE file".
 */

interface RandomAccess {
  readAt(position: number, length: number): Promise<Buffer>;
}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Sector numbers at or above this are markers (end of chain, free, FAT, DIFAT). */
const MAX_REGULAR_SECTOR = 0xfffffffa;
/** Bounds on the walk, so a crafted file cannot keep the server reading. */
const MAX_DIRECTORY_SECTORS = 512;
const MAX_DIFAT_SECTORS = 256;

export type OfficeKind = 'word' | 'excel' | 'powerpoint';

/** Storages that hold VBA macros: scriptable, so refused like macro-enabled OOXML. */
const MACRO_STORAGES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);

/** The directory entries' names, or null when the bytes are not a well-formed compound file. */
export async function cfbEntryNames(file: RandomAccess): Promise<string[] | null> {
  const header = await file.readAt(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(SIGNATURE)) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;

  // Where the FAT's own sectors are: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  let difat = header.readUInt32LE(0x44);
  let difatRead = 0;
  const fatSectorAt = async (index: number) => {
    while (index >= fatSectors.length && difat < MAX_REGULAR_SECTOR) {
      if (++difatRead > MAX_DIFAT_SECTORS) return null;
      const block = await file.readAt(offsetOf(difat), sectorSize);
      if (block.length < sectorSize) return null;
      for (let i = 0; i < perSector - 1; i++) fatSectors.push(block.readUInt32LE(i * 4));
      difat = block.readUInt32LE(sectorSize - 4);
    }
    const sector = fatSectors[index];
    return sector !== undefined && sector < MAX_REGULAR_SECTOR ? sector : null;
  };

  const fatCache = new Map<number, Buffer>();
  const nextSector = async (sector: number) => {
    const index = Math.floor(sector / perSector);
    let block = fatCache.get(index);
    if (!block) {
      const fatSector = await fatSectorAt(index);
      if (fatSector === null) return null;
      block = await file.readAt(offsetOf(fatSector), sectorSize);
      if (block.length < sectorSize) return null;
      fatCache.set(index, block);
    }
    return block.readUInt32LE((sector % perSector) * 4);
  };

  const names: string[] = [];
  const seen = new Set<number>();
  let sector: number | null = header.readUInt32LE(0x30);
  while (sector !== null && sector < MAX_REGULAR_SECTOR) {
    if (seen.has(sector) || seen.size >= MAX_DIRECTORY_SECTORS) return null;
    seen.add(sector);
    const block = await file.readAt(offsetOf(sector), sectorSize);
    if (block.length < sectorSize) return null;
    for (let at = 0; at + 128 <= sectorSize; at += 128) {
      const kind = block[at + 66];
      const length = block.readUInt16LE(at + 64);
      if (kind === 0 || length < 2 || length > 64) continue; // unused entry
      names.push(block.toString('utf16le', at, at + length - 2));
    }
    sector = await nextSector(sector);
  }
  return names.length > 0 ? names : null;
}

/** Word, Excel or PowerPoint by its main stream; null for any other (or macro-carrying) file. */
export async function cfbOfficeKind(file: RandomAccess): Promise<OfficeKind | null> {
  const names = await cfbEntryNames(file);
  if (!names) return null;
  const lower = new Set(names.map((n) => n.toLowerCase()));
  if ([...MACRO_STORAGES].some((n) => lower.has(n))) return null;
  if (lower.has('worddocument')) return 'word';
  if (lower.has('workbook') || lower.has('book')) return 'excel';
  if (lower.has('powerpoint document')) return 'powerpoint';
  return null;
}
