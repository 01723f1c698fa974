import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  albumEditSchema,
  albumFormSchema,
  photo,
  photoAlbum,
  photoEditSchema,
  photoFormSchema,
} from '../../../shared/contracts/gallery';
import { reactionParams } from '../../../shared/contracts/reactions';
import type { Database } from '../../db/client';
import { keptPagesStore } from '../../lib/kept-pages';
import { deletionSchema, reasonOf } from '../../lib/moderation';
import { pageQuery, sendEncodedPage, sendPage } from '../../lib/pagination';
import { idParams, serialId } from '../../lib/params';
import { actorOf, viewerOf } from '../../lib/policy';
import { reactionRoutes } from '../../lib/reaction-routes';
import type { ObjectStore } from '../../storage/object-store';
import { registerNotified } from '../notifications';
import { registerReportable } from '../reports';
import { listPhotos } from './list';
import { galleryNotified } from './notified';
import { listPhotoReactions, reactToPhoto } from './reactions';
import { photoReportable } from './reportable';
import { samplePhotos, samplePoolStore } from './sample';
import {
  createAlbum,
  createPhoto,
  deleteAlbum,
  deletePhoto,
  getPhoto,
  listAlbums,
  updateAlbum,
  updatePhoto,
} from './service';

/** At most this many photos for the dashboard carousel's random pick (spec §9: 6). */
const MAX_SAMPLE = 24;

export const galleryRoutes: FastifyPluginAsyncZod<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(photoReportable);
  // Its uploaders hear of reactions to their photos (issue 37).
  registerNotified(galleryNotified);
  // The gallery's pages as each audience sees them, kept until a photo changes (list.ts).
  const keptPages = keptPagesStore();
  // What the dashboard's random pick draws from, kept until a photo changes (sample.ts).
  const samplePool = samplePoolStore();
  app.get(
    '/api/photo-albums',
    { schema: { querystring: z.object(pageQuery), response: { 200: z.array(photoAlbum) } } },
    async (request, reply) =>
      sendPage(request, reply, await listAlbums(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/photo-albums',
    { schema: { body: albumFormSchema, response: { 201: photoAlbum } } },
    async (request, reply) =>
      reply.code(201).send(await createAlbum(db, viewerOf(request), request.body)),
  );

  app.patch(
    '/api/photo-albums/:id',
    { schema: { params: idParams, body: albumEditSchema, response: { 200: photoAlbum } } },
    async (request) =>
      updateAlbum(db, { viewer: viewerOf(request), albumId: request.params.id }, request.body),
  );

  // Its creator deletes an album (with its photos), and so do staff with a reason (decision 022).
  app.delete(
    '/api/photo-albums/:id',
    { schema: deletionSchema(idParams) },
    async (request, reply) => {
      await deleteAlbum(db, store, {
        actor: actorOf(request),
        albumId: request.params.id,
        reason: reasonOf(request),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/photos',
    {
      schema: {
        querystring: z.object({
          ...pageQuery,
          albumId: serialId.optional(),
          sample: z.coerce.number().int().min(1).max(MAX_SAMPLE).optional(),
        }),
        response: { 200: z.array(photo) },
      },
    },
    async (request, reply) => {
      const { sample, ...page } = request.query;
      if (sample)
        return sendPage(
          request,
          reply,
          await samplePhotos(db, request, samplePool, viewerOf(request), { ...page, sample }),
        );
      return sendEncodedPage(
        request,
        reply,
        await listPhotos(db, request, keptPages, viewerOf(request), page),
      );
    },
  );

  app.post(
    '/api/photos',
    { schema: { body: photoFormSchema, response: { 201: photo } } },
    async (request, reply) =>
      reply.code(201).send(await createPhoto(db, store, viewerOf(request), request.body)),
  );

  // One photo by its address (`/gallery?album=1&photo=2`, decision 014): a shared link may
  // name a photo the loaded grid does not hold yet, or one that is gone (404).
  app.get(
    '/api/photos/:id',
    { schema: { params: idParams, response: { 200: photo } } },
    async (request) => getPhoto(db, { viewer: viewerOf(request), photoId: request.params.id }),
  );

  app.patch(
    '/api/photos/:id',
    { schema: { params: idParams, body: photoEditSchema, response: { 200: photo } } },
    async (request) =>
      updatePhoto(db, { viewer: viewerOf(request), photoId: request.params.id }, request.body),
  );

  // Reactions (issue 37): every open copy of the photo (the viewer, the grid) hears of it.
  reactionRoutes(app, {
    url: '/api/photos/:id',
    item: idParams,
    toggle: reactionParams,
    react: async (request, { id, reaction }, on) => {
      const reactions = await reactToPhoto(db, viewerOf(request), id, reaction, on);
      await app.live.publish({ everyone: true }, { type: 'photo', photoId: id });
      return reactions;
    },
    list: (request, { id }, query) => listPhotoReactions(db, viewerOf(request), id, query),
  });

  // Its uploader deletes a photo, and so do staff with a reason (decision 022).
  app.delete('/api/photos/:id', { schema: deletionSchema(idParams) }, async (request, reply) => {
    await deletePhoto(db, store, {
      actor: actorOf(request),
      photoId: request.params.id,
      reason: reasonOf(request),
    });
    return reply.code(204).send();
  });
};
