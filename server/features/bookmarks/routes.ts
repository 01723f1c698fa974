import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkKeys,
  bookmarkListQuery,
  bookmarkParams,
  bookmarkState,
  savedItem,
} from '../../../shared/contracts/bookmarks';
import type { Database } from '../../db/client';
import { createdAtCursor, decodeCursor, sendPage } from '../../lib/pagination';
import { viewerOf } from '../../lib/policy';
import { toggleRoutes } from '../../lib/toggle-routes';
import { listSaved } from './saved';
import { bookmarkKeysOf, setBookmark } from './service';

/**
 * Bookmarks (issue 37, decision 063): each member's own, for any member, of anything they
 * may read. The membership gate keeps visitors and applicants out as everywhere.
 */
export const bookmarkRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/bookmarks',
    { schema: { querystring: bookmarkListQuery, response: { 200: z.array(savedItem) } } },
    async (request, reply) => {
      const { kind, limit, cursor } = request.query;
      const page = await listSaved(db, viewerOf(request), {
        kind,
        limit,
        after: decodeCursor(cursor, createdAtCursor),
      });
      return sendPage(request, reply, page);
    },
  );

  app.get('/api/bookmarks/keys', { schema: { response: { 200: bookmarkKeys } } }, (request) =>
    bookmarkKeysOf(db, viewerOf(request)),
  );

  toggleRoutes(
    app,
    '/api/bookmarks/:kind/:id',
    { params: bookmarkParams, answer: bookmarkState },
    (request, { kind, id }, on) => setBookmark(db, viewerOf(request), kind, id, on),
  );
};
