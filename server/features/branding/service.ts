import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { type AccentName, DEFAULT_ACCENT, isAccentName } from '../../../shared/accents';
import { LOGO_PIXELS, LOGO_SIZES, type LogoSize, logoUrlOf } from '../../../shared/branding';
import type { Branding } from '../../../shared/contracts/branding';
import { communitySettings } from '../../../shared/schema/membership';
import { objectUploads } from '../../../shared/schema/objects';
import type { Database, Queryable } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Actor } from '../../lib/policy';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { claimUpload, objectPathOf } from '../../storage/uploads';
import {
  checkDecodeCost,
  estimateDecodeCost,
  HEAD_BYTES,
  IMAGE_LIMITS,
  ImageTooLarge,
  inDecodeTurn,
} from '../gallery';
import { type SettingsSection, saveSettingsSection, settingsRow } from '../settings';

export const LOGO_UNREADABLE =
  'This image could not be read. Upload a JPEG, PNG, GIF or WebP image that opens on your computer.';

/** The logo's three stored sizes, as object paths (`/objects/uploads/<id>-logo`, …). */
interface LogoPaths extends Record<string, unknown> {
  logoPath: string | null;
  logoIconPath: string | null;
  logoTouchPath: string | null;
}

const NO_LOGO: LogoPaths = { logoPath: null, logoIconPath: null, logoTouchPath: null };
const logoColumns = {
  logoPath: communitySettings.logoPath,
  logoIconPath: communitySettings.logoIconPath,
  logoTouchPath: communitySettings.logoTouchPath,
};

const storedLogo = (db: Queryable) => settingsRow(db, logoColumns, NO_LOGO);

/** What the admins chose: the logo's address (null: the built-in mark) and the accent. */
export async function storedBranding(db: Queryable): Promise<Branding> {
  const row = await settingsRow(
    db,
    { logoPath: communitySettings.logoPath, accent: communitySettings.accent },
    { logoPath: null, accent: null },
  );
  return {
    logoUrl: logoUrlOf(row.logoPath),
    accent: isAccentName(row.accent) ? row.accent : DEFAULT_ACCENT,
  };
}

/** The stored object path of one size of the logo shown now, or null. */
export async function currentLogoPath(db: Queryable, size: LogoSize) {
  const logo = await storedLogo(db);
  return { logo: logo.logoPath, icon: logo.logoIconPath, touch: logo.logoTouchPath }[size];
}

// --- the accent ------------------------------------------------------------------------

const accentSection: SettingsSection<{ accent: AccentName }> = {
  read: async (db) => ({ accent: (await storedBranding(db)).accent }),
  // The default is stored as null, so the community keeps following it.
  toRow: ({ accent }) => ({ accent: accent === DEFAULT_ACCENT ? null : accent }),
  targetId: 'branding',
  targetLabel: 'Branding',
};

export async function updateAccent(db: Database, actor: Actor, accent: AccentName) {
  await saveSettingsSection(db, actor, accentSection, { accent });
  return storedBranding(db);
}

// --- the logo --------------------------------------------------------------------------

/** Sharp's input options: one frame, and the pixel backstop for a header the check missed. */
const DECODE = { limitInputPixels: IMAGE_LIMITS.maxPixels, sequentialRead: true, pages: 1 };

async function bytesOf(source: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The three sizes of a logo, PNG (every mail client shows PNG): the mark up to 256 px on
 * its long side, never enlarged (the top bar and mails draw it at its own shape); the
 * tab's 32 px and the 180 px touch icon square, the mark centred (the touch icon on
 * white, since phones fill its transparency with black).
 */
export async function resizeLogo(input: Buffer): Promise<Record<LogoSize, Buffer>> {
  const meta = await sharp(input, { ...DECODE, limitInputPixels: false }).metadata();
  checkDecodeCost(meta);
  const oriented = () => sharp(input, DECODE).rotate();
  const square = (size: number) => ({
    width: size,
    height: size,
    fit: 'contain' as const,
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  const [logo, icon, touch] = await Promise.all([
    oriented()
      .resize(LOGO_PIXELS.logo, LOGO_PIXELS.logo, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer(),
    oriented().resize(square(LOGO_PIXELS.icon)).png({ compressionLevel: 9 }).toBuffer(),
    oriented()
      .resize(square(LOGO_PIXELS.touch))
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ]);
  return { logo, icon, touch };
}

/** The section of the settings row the logo is, audited as "Branding". */
function logoSection(onChange: SettingsSection<LogoPaths>['onChange']): SettingsSection<LogoPaths> {
  return { read: storedLogo, targetId: 'branding', targetLabel: 'Branding', onChange };
}

/**
 * Saves `paths` as the logo, `inTransaction` with it; the sizes it replaces are let go after
 * the commit. Resolves once committed, with what to discard.
 */
async function saveLogo(
  db: Database,
  actor: Actor,
  paths: LogoPaths,
  inTransaction?: (tx: Queryable) => Promise<void>,
) {
  let released: string[] = [];
  await saveSettingsSection(
    db,
    actor,
    logoSection(async (tx, before) => {
      await inTransaction?.(tx);
      released = await releaseObjects(tx, [
        before.logoPath,
        before.logoIconPath,
        before.logoTouchPath,
      ]);
    }),
    paths,
  );
  return released;
}

/** Reads the whole upload (at most the image limit: the upload's own checks held it to that). */
async function readImage(store: ObjectStore, key: string, member: string) {
  try {
    const cost = await estimateDecodeCost(await store.readHead(key, HEAD_BYTES));
    const input = await bytesOf(await store.read(key));
    return await inDecodeTurn({ member, cost }, () => resizeLogo(input));
  } catch (err) {
    // Too costly to decode says so (422 with the limits); anything else could not be read.
    if (err instanceof ImageTooLarge) throw err;
    throw new HttpError(422, LOGO_UNREADABLE);
  }
}

/**
 * An image the admin uploaded (through the shared upload widget, so its size and type were
 * checked on the way in) becomes the logo: read once, in its turn with the gallery's
 * decodes and within their budget, resized to its three sizes, which are stored as the
 * server's own objects and named in the settings row. An image that cannot be read, or
 * would cost too much to, changes nothing and leaves nothing stored.
 */
export async function setLogo(db: Database, store: ObjectStore, actor: Actor, imageURL: string) {
  const { upload } = await claimUpload(db, store, actor.id, imageURL, 'image');
  const sizes = await readImage(store, upload.key, actor.id);
  const keyOf = (size: LogoSize) => `${upload.key}-${size}`;
  const keys = LOGO_SIZES.map(keyOf);
  let released: string[];
  try {
    await Promise.all(LOGO_SIZES.map((size) => store.write(keyOf(size), sizes[size], 'image/png')));
    released = await saveLogo(
      db,
      actor,
      {
        logoPath: objectPathOf(keyOf('logo')),
        logoIconPath: objectPathOf(keyOf('icon')),
        logoTouchPath: objectPathOf(keyOf('touch')),
      },
      // The server's own objects: attached as they are written, so the sweep leaves them.
      async (tx) => {
        await tx.insert(objectUploads).values(
          LOGO_SIZES.map((size) => ({
            key: keyOf(size),
            ownerId: actor.id,
            purpose: 'image' as const,
            expiresAt: new Date(),
            storedAt: new Date(),
            size: sizes[size].length,
            contentType: 'image/png',
          })),
        );
      },
    );
  } catch (err) {
    // The save rolled back: nothing names these sizes, so they do not stay in storage.
    await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
    throw err;
  }
  await discardObjects(db, store, released);
  return storedBranding(db);
}

/** Back to the built-in mark; the logo's sizes leave storage. */
export async function removeLogo(db: Database, store: ObjectStore, actor: Actor) {
  await discardObjects(db, store, await saveLogo(db, actor, NO_LOGO));
  return storedBranding(db);
}
