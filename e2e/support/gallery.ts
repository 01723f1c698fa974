import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import type { FilePayload } from './images';

export interface Album {
  id: number;
  name: string;
  photoCount: number;
}

export interface Photo {
  id: number;
  albumId: number;
  title: string | null;
  fileName: string;
  uploadedBy: string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG made here: `width`×`height`, a diagonal gradient from `rgb` to black, so each
 * test image is distinct and decodable (the server makes a thumbnail of every photo).
 */
export function makePng(
  name: string,
  rgb: [number, number, number] = [212, 175, 55],
  width = 96,
  height = 64,
): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const shade = 1 - (x + y) / (width + height);
      raw[row + 1 + x * 3] = Math.round(rgb[0] * shade);
      raw[row + 2 + x * 3] = Math.round(rgb[1] * shade);
      raw[row + 3 + x * 3] = Math.round(rgb[2] * shade);
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

export function uniqueAlbumName(prefix = 'Album'): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function createAlbum(page: Page, name = uniqueAlbumName()): Promise<Album> {
  const res = await page.request.post('/api/photo-albums', { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Album;
}

/** What a member's browser does through the widget: ask for an address, PUT, then claim it. */
export async function addPhoto(
  page: Page,
  albumId: number,
  file: FilePayload,
  title?: string,
): Promise<Photo> {
  const issued = await page.request.post('/api/objects/upload');
  expect(issued.ok(), await issued.text()).toBe(true);
  const { uploadURL } = (await issued.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    data: file.buffer,
    headers: { 'content-type': file.mimeType },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const res = await page.request.post('/api/photos', {
    data: { albumId, fileName: file.name, objectPath: uploadURL, ...(title ? { title } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Photo;
}

/** An album as the list answers it (the list's largest page, newest first). */
export async function album(page: Page, id: number): Promise<Album> {
  const res = await page.request.get('/api/photo-albums?limit=200');
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as Album[]).find((a) => a.id === id);
  if (!found) throw new Error(`album ${id} not found`);
  return found;
}

export const albumsNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Albums' });

/** A sidebar entry by album name, its count at the end ('Team Dinner 3'). */
export const albumLink = (page: Page, name: string, count?: number): Locator =>
  albumsNav(page).getByRole('link', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${count ?? '\\d+'}$`),
  });

export const photoCard = (page: Page, label: string): Locator =>
  page
    .getByTestId('photo-card')
    .filter({ has: page.getByRole('img', { name: label, exact: true }) });
