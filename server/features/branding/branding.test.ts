import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettings } from '../../../shared/schema/membership';
import { objectUploads } from '../../../shared/schema/objects';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { blankPng, pngImage } from '../../test/images';
import { brandedPage } from './head';
import { LOGO_UNREADABLE } from './service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let ann: Member;

const ACCENT = '/api/admin/settings/branding';
const LOGO = '/api/admin/settings/branding/logo';

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  const { db } = await testDatabase();
  await setRole(db, admin.email, 'admin');
  await setRole(db, moderator.email, 'moderator');
});
afterAll(async () => {
  // The built-in mark and gold again, for the suites after this one on the same database.
  await call(admin, 'DELETE', LOGO);
  await call(admin, 'PUT', ACCENT, { accent: 'gold' });
  await app.close();
});

function call(who: Member | null, method: 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const config = async () => (await app.inject({ url: '/api/config' })).json();

/** An image uploaded by `who` through the shared upload flow: its address. */
async function uploaded(who: Member, bytes: Buffer, contentType = 'image/png') {
  const address = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: who.headers,
    payload: { purpose: 'image', fileName: 'logo.png' },
  });
  expect(address.statusCode).toBe(200);
  const { uploadURL } = address.json();
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...who.headers, 'content-type': contentType },
    payload: bytes,
  });
  return { uploadURL: uploadURL as string, put };
}

const logoObjects = async () => {
  const { db } = await testDatabase();
  return db
    .select({ key: objectUploads.key })
    .from(objectUploads)
    .where(like(objectUploads.key, 'uploads/%-logo'));
};

const storedRow = async () => {
  const { db } = await testDatabase();
  const [row] = await db
    .select({ logoPath: communitySettings.logoPath, accent: communitySettings.accent })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1));
  return row ?? { logoPath: null, accent: null };
};

const auditOf = async () =>
  (
    await app.inject({ url: '/api/admin/audit?action=settings.update', headers: admin.headers })
  ).json();

describe('branding', () => {
  it('starts as the built-in mark and gold in the public configuration', async () => {
    expect(await config()).toMatchObject({ logoUrl: null, accent: 'gold' });
  });

  it('is the admins’ alone: visitors 401, members and moderators 403, nothing changed', async () => {
    const { uploadURL } = await uploaded(admin, await pngImage(64, 64));
    const before = await storedRow();
    for (const [method, url, payload] of [
      ['PUT', ACCENT, { accent: 'blue' }],
      ['PUT', LOGO, { imageURL: uploadURL }],
      ['DELETE', LOGO, undefined],
    ] as const) {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      for (const who of [ann, moderator]) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: ADMINS_ONLY });
      }
    }
    expect(await storedRow()).toEqual(before);
    expect(await config()).toMatchObject({ logoUrl: null, accent: 'gold' });
  });

  it.each([
    [{ accent: 'magenta' }],
    [{ accent: '#ff00ff' }],
    [{ accent: '' }],
    [{ accent: null }],
    [{}],
  ])('refuses the accent %j with a 400 naming the field, saving nothing', async (payload) => {
    const res = await call(admin, 'PUT', ACCENT, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'accent',
      message: 'Choose one of the accent colours: Gold, Blue, Green, Teal, Red, Purple',
    });
    expect((await config()).accent).toBe('gold');
  });

  it('saves a preset, audited once as Branding; gold goes back to the default (null)', async () => {
    const res = await call(admin, 'PUT', ACCENT, { accent: 'teal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoUrl: null, accent: 'teal' });
    expect((await config()).accent).toBe('teal');
    expect((await storedRow()).accent).toBe('teal');
    expect((await auditOf())[0]).toMatchObject({
      targetLabel: 'Branding',
      before: { accent: 'gold' },
      after: { accent: 'teal' },
    });
    // The same again changes nothing and logs nothing.
    const entries = (await auditOf()).length;
    expect((await call(admin, 'PUT', ACCENT, { accent: 'teal' })).statusCode).toBe(200);
    expect(await auditOf()).toHaveLength(entries);

    expect((await call(admin, 'PUT', ACCENT, { accent: 'gold' })).json().accent).toBe('gold');
    expect((await storedRow()).accent).toBeNull();
  });

  it('refuses a file that is not an image at the upload, and the logo is unchanged', async () => {
    const { put } = await uploaded(admin, Buffer.from('%PDF-1.4 not a logo'), 'application/pdf');
    expect(put.statusCode).toBe(415);
    expect(put.json().message).toBe('JPEG, PNG, GIF or WebP images only');
    expect((await config()).logoUrl).toBeNull();
  });

  it('refuses an image over the upload limit (413), nothing stored', async () => {
    const { put } = await uploaded(admin, Buffer.alloc(11 * 1024 * 1024, 0x89));
    expect(put.statusCode).toBe(413);
    expect(put.json().message).toBe('File is larger than 10 MB');
    expect((await config()).logoUrl).toBeNull();
    expect(await logoObjects()).toEqual([]);
  });

  it('refuses bytes that look like a PNG but do not decode: 422, nothing stored', async () => {
    const png = await pngImage(64, 64);
    const garbage = Buffer.concat([png.subarray(0, 16), Buffer.alloc(400, 0x42)]);
    const { uploadURL, put } = await uploaded(admin, garbage);
    expect(put.statusCode).toBe(200);
    const res = await call(admin, 'PUT', LOGO, { imageURL: uploadURL });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(LOGO_UNREADABLE);
    expect((await config()).logoUrl).toBeNull();
    expect(await logoObjects()).toEqual([]);
  });

  it('refuses an image too costly to decode (422 with the limits), nothing stored', async () => {
    const { uploadURL, put } = await uploaded(admin, await blankPng(20_000, 10));
    expect(put.statusCode).toBe(200);
    const res = await call(admin, 'PUT', LOGO, { imageURL: uploadURL });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).not.toBe(LOGO_UNREADABLE);
    expect((await config()).logoUrl).toBeNull();
    expect(await logoObjects()).toEqual([]);
  });

  it('refuses an address that is not an upload, or someone else’s', async () => {
    expect(
      (await call(admin, 'PUT', LOGO, { imageURL: 'https://evil.example/x.png' })).statusCode,
    ).toBe(400);
    const { uploadURL } = await uploaded(ann, await pngImage(8, 8));
    expect((await call(admin, 'PUT', LOGO, { imageURL: uploadURL })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', LOGO, {})).statusCode).toBe(400);
    expect((await config()).logoUrl).toBeNull();
  });

  it('resizes a real PNG to its three sizes, serves them publicly, and names it in config', async () => {
    const { uploadURL } = await uploaded(admin, await pngImage(1024, 512));
    const res = await call(admin, 'PUT', LOGO, { imageURL: uploadURL });
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/branding\/logo-[0-9a-f-]{36}\.png$/);
    expect(await config()).toMatchObject({ logoUrl, accent: 'gold' });

    const sizes = { logo: [256, 128], icon: [32, 32], touch: [180, 180] } as const;
    for (const [size, [width, height]] of Object.entries(sizes)) {
      // A visitor's browser (the landing page, the tab) and a mail client fetch it.
      const file = await app.inject({ url: logoUrl.replace('/logo-', `/${size}-`) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
    expect(await logoObjects()).toHaveLength(1);
    expect((await auditOf())[0]).toMatchObject({
      targetLabel: 'Branding',
      before: { logoPath: null },
      after: { logoPath: expect.stringMatching(/^\/objects\/uploads\/.*-logo$/) },
    });
    // A name that is not the logo shown now is not served.
    // (Another id altogether: changing one character could leave it as it was.)
    const other = logoUrl.replace(
      /logo-[0-9a-f-]{36}/,
      `logo-${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    );
    expect(other).not.toBe(logoUrl);
    expect((await app.inject({ url: other })).statusCode).toBe(404);
    expect((await app.inject({ url: '/branding/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });

  it('a small logo is not enlarged; replacing one lets the old sizes go', async () => {
    const first = (await config()).logoUrl as string;
    const { uploadURL } = await uploaded(admin, await pngImage(40, 20));
    const res = await call(admin, 'PUT', LOGO, { imageURL: uploadURL });
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).not.toBe(first);
    const file = await app.inject({ url: logoUrl });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect(await logoObjects()).toHaveLength(1);
  });

  it('DELETE goes back to the built-in mark, audited; the files are gone', async () => {
    const { logoUrl } = await config();
    const res = await call(admin, 'DELETE', LOGO);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoUrl: null, accent: 'gold' });
    expect((await config()).logoUrl).toBeNull();
    expect((await app.inject({ url: logoUrl })).statusCode).toBe(404);
    expect(await logoObjects()).toEqual([]);
    expect((await auditOf())[0]).toMatchObject({
      targetLabel: 'Branding',
      after: { logoPath: null, logoIconPath: null, logoTouchPath: null },
    });
    // Again: nothing to remove, nothing logged.
    const entries = (await auditOf()).length;
    expect((await call(admin, 'DELETE', LOGO)).statusCode).toBe(200);
    expect(await auditOf()).toHaveLength(entries);
  });

  it('puts the accent and the logo’s icons in the page’s head', async () => {
    const { db } = await testDatabase();
    const html =
      '<html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>R</title></head><body></body></html>';
    const brand = brandedPage(db);
    expect(await brand(html)).toBe(html);

    await call(admin, 'PUT', ACCENT, { accent: 'purple' });
    const { uploadURL } = await uploaded(admin, await pngImage(64, 64));
    const { logoUrl } = (await call(admin, 'PUT', LOGO, { imageURL: uploadURL })).json();
    const page = await brand(html);
    expect(page).toContain('<style id="accent-theme" data-accent="purple">:root{--gold:#c084fc;');
    expect(page).toContain(
      `<link rel="icon" type="image/png" sizes="32x32" href="${logoUrl.replace('/logo-', '/icon-')}">`,
    );
    expect(page).toContain(
      `<link rel="apple-touch-icon" href="${logoUrl.replace('/logo-', '/touch-')}">`,
    );
    expect(page).not.toContain('favicon.svg');
    expect(page.indexOf('accent-theme')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain(`<html data-brand="purple ${logoUrl}"><head>`);
  });
});
