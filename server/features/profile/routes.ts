import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownProfile } from '../../../shared/contracts/profile';
import { profileUpdateSchema } from '../../../shared/contracts/users';
import type { Database } from '../../db/client';
import type { ObjectStore } from '../../storage/object-store';
import { updateProfile } from './service';

interface Options {
  db: Database;
  /** Where a replaced photo is deleted at once; without it the upload sweep deletes it. */
  store?: ObjectStore;
}

/** The signed-in member's own profile (spec §2 "Profile"). */
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, store }) => {
  app.put(
    '/api/auth/user',
    { schema: { body: profileUpdateSchema, response: { 200: ownProfile } } },
    async (request) => updateProfile(db, store, request.userId!, request.body),
  );
};
