import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type ByteRange,
  DEFAULT_QUOTA_BYTES,
  OBJECT_KEY,
  type ObjectStore,
  type StoredObjectInfo,
} from './object-store';

/**
 * Objects as files under `root`. Upload addresses point back at this server
 * (`/api/objects/local/<id>`), signed with HMAC so the address itself cannot be altered
 * to name another key or a later expiry.
 */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;
  readonly uploadOrigin = null;

  constructor(
    readonly root: string,
    private readonly secret: string,
    readonly quotaBytes = DEFAULT_QUOTA_BYTES,
  ) {}

  /** The file for a key; a key that could leave the root never gets here, and is refused again. */
  pathOf(key: string) {
    if (!OBJECT_KEY.test(key)) throw new Error(`invalid object key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`invalid object key: ${key}`);
    return path;
  }

  signature(key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`PUT\n${key}\n${expires}`).digest('base64url');
  }

  verify(key: string, expires: number, sig: string) {
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async uploadUrl(key: string, expiresAt: Date) {
    const expires = expiresAt.getTime();
    const id = key.slice(key.indexOf('/') + 1);
    return `/api/objects/local/${id}?expires=${expires}&sig=${this.signature(key, expires)}`;
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return {
        size: s.size,
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
        lastModified: s.mtime,
      };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async readHead(key: string, bytes: number) {
    const file = await open(this.pathOf(key), 'r');
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async write(key: string, body: Buffer) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  /** A scratch file for an upload in progress, beside the final place so rename is atomic. */
  async tempPath() {
    const dir = join(this.root, '.incoming');
    await mkdir(dir, { recursive: true });
    return join(dir, randomBytes(16).toString('hex'));
  }

  async moveInto(tempPath: string, key: string) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await rename(tempPath, path);
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  /** Usable when a file can be written and removed where uploads land. */
  async check(signal: AbortSignal) {
    const probe = await this.tempPath();
    try {
      await writeFile(probe, 'ready', { signal });
    } finally {
      await rm(probe, { force: true });
    }
  }
}

/** The signing secret: APP_SECRET, else one generated once and kept in DATA_DIR. */
export async function localSecret(dataDir: string, configured?: string) {
  if (configured) return configured;
  const file = join(dataDir, 'app-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => {});
    return (await readFile(file, 'utf8')).trim();
  }
}
