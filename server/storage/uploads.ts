import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  type UploadPurpose,
} from '../../shared/contracts/objects';
import { typesText } from '../../shared/contracts/uploads-types';
import { type ObjectUpload, objectUploads } from '../../shared/schema/objects';
import type { Database } from '../db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-error';
import type { LocalObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import {
  lockMemberStorage,
  MAX_PENDING_UPLOADS,
  overQuota,
  type Queryable,
  quotaUsedUp,
  storageUse,
  tooManyPending,
  withinTtl,
} from './quota';
import { fileSource, sniff, streamSource } from './sniff';

/** An upload address is good for one PUT within this time. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;

export const maxBytesFor = (purpose: UploadPurpose) =>
  purpose === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;

const tooLarge = (purpose: UploadPurpose) =>
  new HttpError(413, `File is larger than ${maxBytesFor(purpose) / 1024 / 1024} MB`);
/** The refusal names what is accepted, in words ('JPEG, PNG, GIF or WebP images only'). */
const wrongType = (purpose: UploadPurpose) => new HttpError(415, typesText(purpose));

/**
 * Control characters, and the bidirectional overrides that make `invoice\u202Efdp.exe`
 * look like `invoiceexe.pdf`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
export const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A member's file name as kept: its last path segment, printable, at most 255 characters. */
export function keptFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNPRINTABLE, '').trim();
  // PostgreSQL counts characters, not UTF-16 units: cut by code point.
  return clean ? [...clean].slice(0, 255).join('') : null;
}

export const objectPathOf = (key: string) => `/objects/${key}`;

export const UPLOAD_IN_USE = 'This upload is already in use';
export const UPLOAD_EXPIRED = 'This upload has expired. Upload the file again.';

/**
 * Hands out one upload address for `purpose`, recorded against the member, unattached:
 * refused while the member's storage is full or too many addresses wait to be attached.
 */
export async function issueUpload(
  db: Database,
  store: ObjectStore,
  ownerId: string,
  purpose: UploadPurpose,
  fileName?: string | null,
) {
  const key = `uploads/${randomUUID()}`;
  const expiresAt = new Date(Date.now() + UPLOAD_TTL_MS);
  await db.transaction(async (tx) => {
    await lockMemberStorage(tx, ownerId);
    const use = await storageUse(tx, ownerId);
    if (use.bytes >= store.quotaBytes) throw quotaUsedUp(store.quotaBytes);
    if (use.pending >= MAX_PENDING_UPLOADS) throw tooManyPending();
    await tx.insert(objectUploads).values({
      key,
      ownerId,
      purpose,
      expiresAt,
      claimedAt: null,
      fileName: keptFileName(fileName),
    });
  });
  return { uploadURL: await store.uploadUrl(key, expiresAt), objectPath: objectPathOf(key) };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ADDRESS = new RegExp(`/(?:uploads|api/objects/local)/(${UUID})$`);

/**
 * The storage key behind any address the client may hold for an upload: the address it
 * PUT to (local or S3, absolute or relative, with or without its query) or the
 * `/objects/uploads/<id>` path.
 */
export function keyFromAddress(address: string): string | null {
  let pathname: string;
  try {
    // A malformed escape (`%_`) makes decodeURIComponent throw: not an upload address.
    pathname = decodeURIComponent(new URL(address, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  const match = ADDRESS.exec(pathname);
  return match ? `uploads/${match[1]}` : null;
}

/**
 * Marks the upload stored, once: a second PUT or claim racing this one loses, and so
 * does an upload past its TTL (the sweep's now). Refused when the bytes do not fit in
 * what is left of the owner's quota, decided in turn with the owner's other uploads.
 */
async function markStored(
  db: Database,
  store: ObjectStore,
  upload: ObjectUpload,
  size: number,
  contentType: string,
) {
  return db.transaction(async (tx) => {
    await lockMemberStorage(tx, upload.ownerId);
    const use = await storageUse(tx, upload.ownerId);
    if (use.bytes + size > store.quotaBytes) throw overQuota(store.quotaBytes);
    const [row] = await tx
      .update(objectUploads)
      .set({ storedAt: new Date(), size, contentType })
      .where(and(eq(objectUploads.key, upload.key), isNull(objectUploads.storedAt), withinTtl))
      .returning();
    return row ?? null;
  });
}

/**
 * Bytes this upload may still take: its purpose's limit, or less when the owner's quota
 * has less room. Read before the bytes arrive, to stop early; `markStored` decides.
 */
async function roomFor(db: Database, store: ObjectStore, upload: ObjectUpload) {
  const use = await storageUse(db, upload.ownerId);
  return Math.max(0, store.quotaBytes - use.bytes);
}

/**
 * Takes the body of a PUT to a local upload address. The address must be signed, unexpired,
 * unused and the member's own; the bytes must fit the purpose's size and be of its type.
 * Whatever is refused leaves nothing in storage.
 */
export async function receiveLocalUpload(
  db: Database,
  store: LocalObjectStore,
  input: {
    userId: string;
    id: string;
    expires: number;
    sig: string;
    contentLength: number | null;
    body: Readable;
  },
) {
  const key = `uploads/${input.id}`;
  if (!store.verify(key, input.expires, input.sig)) throw forbidden('Invalid upload address');
  if (input.expires < Date.now()) throw forbidden('This upload address has expired');
  const [row] = await db.select().from(objectUploads).where(eq(objectUploads.key, key));
  if (!row || row.ownerId !== input.userId) throw forbidden('Invalid upload address');
  if (row.storedAt) throw forbidden('This upload address has already been used');
  // The row's own expiry: a record that let the upload go ended it early.
  if (row.expiresAt.getTime() < Date.now()) throw forbidden('This upload address has expired');

  const max = maxBytesFor(row.purpose);
  if (input.contentLength !== null && input.contentLength > max) throw tooLarge(row.purpose);
  const room = await roomFor(db, store, row);
  if (input.contentLength !== null && input.contentLength > room) {
    throw overQuota(store.quotaBytes);
  }

  const temp = await store.tempPath();
  try {
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        // Stop reading the moment the limit is passed; nothing past it touches the disk.
        if (size > max) return done(tooLarge(row.purpose));
        if (size > room) return done(overQuota(store.quotaBytes));
        done(null, chunk);
      },
    });
    await pipeline(input.body, meter, createWriteStream(temp));
    const judged = await sniff(row.purpose, fileSource(temp), row.fileName);
    if (!judged) throw wrongType(row.purpose);
    if (!(await markStored(db, store, row, size, judged.mime))) {
      throw forbidden('This upload address has already been used');
    }
    await store.moveInto(temp, key);
    return { objectPath: objectPathOf(key) };
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Resolves an upload address the member sends back (profile photo, gallery photo,
 * resource file) to its object path. Only an address issued to this member for this
 * purpose, with a checked object behind it, is accepted. With S3 the object arrived
 * without passing through here, so its size and first bytes are checked now and an
 * object that fails is deleted.
 */
export async function claimUpload(
  db: Database,
  store: ObjectStore,
  userId: string,
  address: string,
  purpose: UploadPurpose,
): Promise<{ objectPath: string; upload: ObjectUpload }> {
  const key = keyFromAddress(address);
  if (!key) throw badRequest('Not an upload address');
  const [row] = await db.select().from(objectUploads).where(eq(objectUploads.key, key));
  if (!row || row.ownerId !== userId) throw forbidden('This upload address was not issued to you');
  if (row.purpose !== purpose) throw badRequest(`This upload is not for ${purpose}s`);
  if (row.storedAt) return { objectPath: objectPathOf(key), upload: row };

  const info = store.kind === 's3' ? await store.stat(key) : null;
  if (!info) throw notFound('Nothing has been uploaded to this address');
  if (info.size > maxBytesFor(purpose)) {
    await store.delete(key);
    throw tooLarge(purpose);
  }
  const judged = await sniff(
    purpose,
    streamSource((range) => store.read(key, range)),
    row.fileName,
  );
  if (!judged) {
    await store.delete(key);
    throw wrongType(purpose);
  }
  let stored: ObjectUpload | null;
  try {
    stored = await markStored(db, store, row, info.size, judged.mime);
  } catch (err) {
    // Over the quota: the bytes already sit in the bucket, and nothing may keep them.
    await store.delete(key);
    throw err;
  }
  return { objectPath: objectPathOf(key), upload: stored ?? row };
}

/**
 * In the transaction that writes the record pointing at the upload: marks it attached,
 * so the sweep leaves it alone. Each upload is attached once, to one record, so deleting
 * that record may delete the object. If the sweep took the row first, this refuses and
 * the record is not written.
 */
export async function attachUpload(tx: Queryable, ownerId: string, key: string) {
  const [attached] = await tx
    .update(objectUploads)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(objectUploads.key, key),
        eq(objectUploads.ownerId, ownerId),
        isNotNull(objectUploads.storedAt),
        isNull(objectUploads.claimedAt),
        withinTtl,
      ),
    )
    .returning({ key: objectUploads.key });
  if (attached) return;
  const [row] = await tx
    .select({ claimedAt: objectUploads.claimedAt })
    .from(objectUploads)
    .where(eq(objectUploads.key, key));
  if (row?.claimedAt) throw conflict(UPLOAD_IN_USE);
  throw new HttpError(410, UPLOAD_EXPIRED);
}
