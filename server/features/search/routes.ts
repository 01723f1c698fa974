import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_KINDS, searchPreview, searchResults } from '../../../shared/contracts/search';
import { searchText } from '../../../shared/contracts/search-text';
import type { Database } from '../../db/client';
import { pageQuery, sendEncoded, sendEncodedPage } from '../../lib/pagination';
import { viewerOf } from '../../lib/policy';
import { MAX_INT } from '../../lib/sql';
import { searchPreview as preview, searchCache, searchKind } from './service';

const q = searchText;

const day = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`).optional();

const searchQuery = z.object({
  ...pageQuery,
  q,
  kind: z.enum(SEARCH_KINDS, `kind must be one of ${SEARCH_KINDS.join(', ')}`),
  category: z.coerce
    .number('category must be a number')
    .int('category must be a whole number')
    .min(1, 'category must be at least 1')
    .max(MAX_INT, 'category is too large')
    .optional(),
  from: day('from'),
  to: day('to'),
});

/**
 * Search (issue 23, decision 026): every kind a member may read, ranked. Members
 * only, as every route that does not say otherwise; never messages (their own page's).
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // One per app: answers are shared between the members of an audience (service.ts).
  const cache = searchCache();

  app.get(
    '/api/search',
    { schema: { querystring: searchQuery, response: { 200: searchResults } } },
    async (request, reply) => {
      const { kind, ...query } = request.query;
      return sendEncodedPage(
        request,
        reply,
        await searchKind(db, request, cache, viewerOf(request), kind, query),
      );
    },
  );

  app.get(
    '/api/search/preview',
    { schema: { querystring: z.object({ q }), response: { 200: searchPreview } } },
    async (request, reply) =>
      sendEncoded(reply, await preview(db, request, cache, viewerOf(request), request.query.q)),
  );
};
