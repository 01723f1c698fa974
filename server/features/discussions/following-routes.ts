import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryWatch,
  subscriptionBody,
  watchedCategories,
} from '../../../shared/contracts/discussions';
import type { Database } from '../../db/client';
import { idParams } from '../../lib/params';
import { viewerOf } from '../../lib/policy';
import { toggleRoutes } from '../../lib/toggle-routes';
import { setSubscription, watchCategory, watchedCategoryIds } from './following';

/**
 * Following and muting a discussion, watching a category (issue 37, decision 062): each
 * is the member's own choice, so any member may make it, for themselves only.
 */
export const followingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/api/discussions/:id/subscription',
    {
      schema: {
        params: idParams,
        body: subscriptionBody,
        response: { 200: subscriptionBody },
      },
    },
    (request) => setSubscription(db, viewerOf(request), request.params.id, request.body.level),
  );

  app.get(
    '/api/discussion-categories/watched',
    { schema: { response: { 200: watchedCategories } } },
    (request) => watchedCategoryIds(db, viewerOf(request)),
  );

  toggleRoutes(
    app,
    '/api/discussion-categories/:id/watch',
    { params: idParams, answer: categoryWatch },
    (request, { id }, on) => watchCategory(db, viewerOf(request), id, on),
  );
};
