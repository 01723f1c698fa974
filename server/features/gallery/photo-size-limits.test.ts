import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, signUpMember } from '../../test/harness';
import { blankPng, jpegPhoto, peakRssGrowth } from '../../test/images';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let ann: Member;
let albumId: number;

beforeAll(async () => {
  app = await createTestApp();
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  albumId = (
    await app.inject({
      method: 'POST',
      url: '/api/photo-albums',
      headers: ann.headers,
      payload: { name: 'Wide shots' },
    })
  ).json().id;
});
afterAll(() => app.close());

async function addPhoto(image: Buffer, contentType: string) {
  const { uploadURL } = (
    await app.inject({ method: 'POST', url: '/api/objects/upload', headers: ann.headers })
  ).json();
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...ann.headers, 'content-type': contentType },
    payload: image,
  });
  expect(put.statusCode).toBe(200);
  return peakRssGrowth(() =>
    app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: ann.headers,
      payload: { albumId, fileName: 'upload', objectPath: uploadURL },
    }),
  );
}

describe('POST /api/photos within the decode budget', () => {
  it('answers a 311 KB PNG of 400,000 × 100 16-bit pixels with 422 and why, without the gigabytes', async () => {
    const { outcome, growthMB } = await addPhoto(
      await blankPng(400_000, 100, { bitDepth: 16 }),
      'image/png',
    );
    expect(growthMB).toBeLessThan(300);
    if (outcome.status !== 'fulfilled') throw outcome.reason;
    expect(outcome.value.statusCode).toBe(422);
    expect(outcome.value.json()).toEqual({
      message:
        'This image is too large to process (400,000 × 100 pixels). Please upload an image no wider or taller than 16,384 pixels.',
    });
  }, 60_000);

  it('still adds a 4000 × 3000 photo', async () => {
    const { outcome } = await addPhoto(await jpegPhoto(4_000, 3_000), 'image/jpeg');
    if (outcome.status !== 'fulfilled') throw outcome.reason;
    expect(outcome.value.statusCode).toBe(201);
    expect(outcome.value.json()).toMatchObject({
      width: 4_000,
      height: 3_000,
      mimeType: 'image/jpeg',
    });
  });
});
