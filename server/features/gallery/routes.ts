import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { albumFormSchema, photoFormSchema } from '../../../shared/schema/gallery';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams, serialId } from '../../lib/params';
import type { ObjectStore } from '../../storage/object-store';
import { createAlbum, createPhoto, deletePhoto, listAlbums, listPhotos } from './service';

/** At most this many photos for the dashboard carousel's random pick (spec §9: 6). */
const MAX_SAMPLE = 24;

export const galleryRoutes: FastifyPluginAsyncZod<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  app.get('/api/photo-albums', async () => listAlbums(db));

  app.post('/api/photo-albums', { schema: { body: albumFormSchema } }, async (request, reply) =>
    reply.code(201).send(await createAlbum(db, request.userId!, request.body)),
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
      },
    },
    async (request, reply) => {
      const page = await listPhotos(db, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.post('/api/photos', { schema: { body: photoFormSchema } }, async (request, reply) =>
    reply.code(201).send(await createPhoto(db, store, request.userId!, request.body)),
  );

  app.delete('/api/photos/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deletePhoto(db, store, { viewerId: request.userId!, photoId: request.params.id });
    return reply.code(204).send();
  });
};
