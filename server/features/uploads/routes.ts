import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileImageSchema, uploadRequestSchema } from '../../../shared/contracts/objects';
import { storedObject, uploadAddress } from '../../../shared/contracts/uploads';
import type { Database } from '../../db/client';
import { viewerOf } from '../../lib/policy';
import { LocalObjectStore } from '../../storage/local-store';
import type { ObjectStore } from '../../storage/object-store';
import { serveObject } from './serve-object';
import { checkProfileImage, receiveUpload, requestUpload, servableObject } from './service';
import { uploadSweep } from './sweep-plugin';

interface Options {
  db: Database;
  store: ObjectStore;
}

/** Upload addresses (spec §7 `POST /api/objects/upload`), the local PUT, and `/objects/*`. */
export const uploadRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, store }) => {
  app.post(
    '/api/objects/upload',
    { schema: { body: uploadRequestSchema, response: { 200: uploadAddress } } },
    async (request) => requestUpload(db, store, request.userId!, request.body),
  );

  // Checks the upload; it is attached when the profile is saved with it (profile/routes.ts),
  // or at once with `save: true` (decision 010).
  app.put(
    '/api/profile-image',
    { schema: { body: profileImageSchema, response: { 200: storedObject } } },
    async (request) =>
      checkProfileImage(db, store, {
        viewerId: request.userId!,
        imageUrl: request.body.imageURL,
        save: request.body.save,
      }),
  );

  // The file itself (any type, Range and ETag aware): a stream, so no JSON contract.
  app.get('/objects/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Only objects that passed the checks are served, whatever else sits in the bucket.
    const served = await servableObject(db, key, viewerOf(request));
    if (!served) return reply.code(404).send({ message: 'Not found' });
    return serveObject(request, reply, store, key, served);
  });

  if (store instanceof LocalObjectStore) {
    await app.register(localPutRoute, { db, store });
  }
  await app.register(uploadSweep, { db, store });
};

/** The local driver's stand-in for S3's presigned PUT; raw bodies of any type, streamed. */
const localPutRoute: FastifyPluginAsyncZod<{ db: Database; store: LocalObjectStore }> = async (
  app,
  { db, store },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/api/objects/local/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('Invalid upload address') }),
        querystring: z.object({
          expires: z.coerce.number('Invalid upload address').int(),
          sig: z.string('Invalid upload address').min(1).max(128),
        }),
        response: { 200: storedObject },
      },
    },
    async (request, reply) => {
      const length = request.headers['content-length'];
      const result = await receiveUpload(db, store, {
        userId: request.userId!,
        id: request.params.id,
        expires: request.query.expires,
        sig: request.query.sig,
        contentLength: length ? Number(length) : null,
        body: (request.body as Readable | undefined) ?? request.raw,
      });
      return reply.code(200).send(result);
    },
  );
};
