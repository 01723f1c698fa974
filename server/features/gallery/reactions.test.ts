import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { photoReactions, photos } from '../../../shared/schema/gallery';
import {
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../../test/harness';
import { setUpGalleryApp } from './test-fixtures';

// Reactions to photos (issue 37).

const g = setUpGalleryApp();
let cat: Member;
beforeAll(async () => {
  cat = await signUpMember(g.app, { firstName: 'Cat', lastName: 'Cole' });
});

const call = (m: Member, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  g.app.inject({ method, url, headers: m.headers });
const bell = async (m: Member) => {
  await g.app.notifications.drain();
  return (await call(m, 'GET', '/api/notifications?unread=true')).json() as {
    type: string;
    subjectType: string;
    title: string;
    excerpt: string | null;
    count: number;
    actor: { id: string } | null;
    href: string;
  }[];
};
const readBell = async (m: Member) => {
  await g.app.notifications.drain();
  await g.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: m.headers });
};
/** An album of Ann's with one photo of hers in it. */
async function annsPhoto(title = 'Stage') {
  const album = await g.newAlbum(g.ann, `Album ${Math.random()}`);
  const photo = await g.addPhoto(g.ann, album.id, title);
  return { album, photo: photo as { id: number; albumId: number } };
}

describe('reacting to a photo', () => {
  it('leaves, counts, shows each viewer theirs wherever the photo is answered, and takes back', async () => {
    const { album, photo } = await annsPhoto();
    const url = `/api/photos/${photo.id}/reactions`;
    const first = await call(g.bob, 'PUT', `${url}/love`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      reactions: [{ reaction: 'love', count: 1 }],
      myReactions: ['love'],
    });
    expect((await call(g.bob, 'PUT', `${url}/love`)).json().reactions).toEqual([
      { reaction: 'love', count: 1 },
    ]);
    await call(cat, 'PUT', `${url}/like`);
    await call(cat, 'PUT', `${url}/love`);
    const expected = [
      { reaction: 'like', count: 1 },
      { reaction: 'love', count: 2 },
    ];
    // The photo by its address, in its album's page, and in the dashboard's random pick.
    const one = (await call(g.bob, 'GET', `/api/photos/${photo.id}`)).json();
    expect(one).toMatchObject({ reactions: expected, myReactions: ['love'] });
    const page = (await call(cat, 'GET', `/api/photos?albumId=${album.id}`)).json();
    expect(page).toMatchObject([
      { id: photo.id, reactions: expected, myReactions: ['like', 'love'] },
    ]);
    const sample = (await call(g.ann, 'GET', `/api/photos?albumId=${album.id}&sample=3`)).json();
    expect(sample).toMatchObject([{ reactions: expected, myReactions: [] }]);
    // Taking back: the kept page moves with it.
    expect((await call(cat, 'DELETE', `${url}/love`)).json()).toEqual({
      reactions: [
        { reaction: 'like', count: 1 },
        { reaction: 'love', count: 1 },
      ],
      myReactions: ['like'],
    });
    expect((await call(cat, 'GET', `/api/photos?albumId=${album.id}`)).json()).toMatchObject([
      {
        reactions: [
          { reaction: 'like', count: 1 },
          { reaction: 'love', count: 1 },
        ],
        myReactions: ['like'],
      },
    ]);
  });

  it('reads a kept page with no statement for the viewer unless a photo on it has reactions', async () => {
    const { album, photo } = await annsPhoto();
    const other = await g.addPhoto(g.bob, album.id, 'Crowd');
    const list = `/api/photos?albumId=${album.id}`;
    await call(g.ann, 'GET', list);
    expect((await statementsOf(() => call(g.ann, 'GET', list))).statements).toHaveLength(
      WARM_SESSION_STATEMENTS,
    );
    await call(g.ann, 'PUT', `/api/photos/${photo.id}/reactions/celebrate`);
    await call(g.ann, 'GET', list);
    const { result, statements } = await statementsOf(() => call(g.ann, 'GET', list));
    expect(statements).toHaveLength(WARM_SESSION_STATEMENTS + 1);
    const items = result.json() as { id: number; myReactions: string[] }[];
    expect(items.find((p) => p.id === photo.id)?.myReactions).toEqual(['celebrate']);
    expect(items.find((p) => p.id === other.id)?.myReactions).toEqual([]);
  });

  it('refuses an unknown reaction, a bad id, a missing or hidden photo, and a visitor', async () => {
    const { photo } = await annsPhoto();
    const unknown = await call(g.bob, 'PUT', `/api/photos/${photo.id}/reactions/wow`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      'Choose one of: like, love, celebrate, insightful, funny',
    );
    for (const spelling of ['Love', '%E2%9D%A4', 'love%00', '..%2Flike', 'x'.repeat(300)]) {
      expect(
        (await call(g.bob, 'PUT', `/api/photos/${photo.id}/reactions/${spelling}`)).statusCode,
      ).toBe(400);
    }
    expect((await call(g.bob, 'PUT', '/api/photos/1e3/reactions/like')).statusCode).toBe(400);
    const missing = await call(g.bob, 'PUT', '/api/photos/999999/reactions/like');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Photo not found');
    const { db } = await testDatabase();
    await db.update(photos).set({ hiddenAt: new Date() }).where(eq(photos.id, photo.id));
    expect((await call(g.bob, 'PUT', `/api/photos/${photo.id}/reactions/like`)).statusCode).toBe(
      404,
    );
    expect((await call(g.bob, 'GET', `/api/photos/${photo.id}/reactions`)).statusCode).toBe(404);
    // Its uploader still sees it, and may react.
    expect((await call(g.ann, 'PUT', `/api/photos/${photo.id}/reactions/like`)).statusCode).toBe(
      200,
    );
    const visitor = await g.app.inject({
      method: 'PUT',
      url: `/api/photos/${photo.id}/reactions/like`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refetches every open copy of the photo, and nobody hears of a refused one', async () => {
    const { photo } = await annsPhoto();
    const publish = vi.spyOn(g.app.live, 'publish');
    try {
      await call(g.bob, 'PUT', `/api/photos/${photo.id}/reactions/funny`);
      await call(g.bob, 'DELETE', `/api/photos/${photo.id}/reactions/funny`);
      await call(g.bob, 'PUT', '/api/photos/999999/reactions/funny');
      const hint = [{ everyone: true }, { type: 'photo', photoId: photo.id }];
      expect(publish.mock.calls).toEqual([hint, hint]);
    } finally {
      publish.mockRestore();
    }
  });

  it('goes with the photo: a deleted photo takes its reactions', async () => {
    const { photo } = await annsPhoto();
    await call(g.bob, 'PUT', `/api/photos/${photo.id}/reactions/like`);
    expect((await call(g.ann, 'DELETE', `/api/photos/${photo.id}`)).statusCode).toBe(204);
    const { db } = await testDatabase();
    expect(
      await db.select().from(photoReactions).where(eq(photoReactions.itemId, photo.id)),
    ).toEqual([]);
    expect((await call(g.bob, 'GET', `/api/photos/${photo.id}/reactions`)).statusCode).toBe(404);
  });

  it('lists who reacted, newest first, a page at a time', async () => {
    const { photo } = await annsPhoto();
    const url = `/api/photos/${photo.id}/reactions`;
    await call(g.bob, 'PUT', `${url}/funny`);
    await call(cat, 'PUT', `${url}/funny`);
    const first = await call(g.ann, 'GET', `${url}?reaction=funny&limit=1`);
    expect(first.json().map((e: { member: { id: string } }) => e.member.id)).toEqual([cat.id]);
    const next = first.headers.link as string;
    const rest = await call(g.ann, 'GET', next.slice(1, next.indexOf('>')));
    expect(rest.json().map((e: { member: { id: string } }) => e.member.id)).toEqual([g.bob.id]);
  });
});

describe('the uploader hears of it', () => {
  it('one entry per photo that opens it in its album, collapsing the burst', async () => {
    await readBell(g.ann);
    const { album, photo } = await annsPhoto('Opening night');
    const url = `/api/photos/${photo.id}/reactions`;
    await call(g.ann, 'PUT', `${url}/like`);
    expect(await bell(g.ann)).toEqual([]);
    await call(g.bob, 'PUT', `${url}/like`);
    await call(g.bob, 'PUT', `${url}/love`);
    await call(cat, 'PUT', `${url}/celebrate`);
    const [entry, ...rest] = await bell(g.ann);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      type: 'reaction',
      subjectType: 'photo',
      title: 'Opening night',
      count: 2,
      actor: { id: cat.id },
      href: `/gallery?album=${album.id}&photo=${photo.id}`,
    });
  });

  it('says nothing of a reaction taken back before the fan-out ran, nor of a hidden photo', async () => {
    await readBell(g.ann);
    const { photo } = await annsPhoto();
    await call(g.bob, 'PUT', `/api/photos/${photo.id}/reactions/funny`);
    await call(g.bob, 'DELETE', `/api/photos/${photo.id}/reactions/funny`);
    expect(await bell(g.ann)).toEqual([]);
    // Hidden by moderators after the reaction, before the fan-out ran: nobody hears.
    await call(cat, 'PUT', `/api/photos/${photo.id}/reactions/like`);
    const { db } = await testDatabase();
    await db.update(photos).set({ hiddenAt: new Date() }).where(eq(photos.id, photo.id));
    expect(await bell(g.ann)).toEqual([]);
  });
});
