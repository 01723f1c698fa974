import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemReactions, reactionEntry, reactionListQuery } from '../../shared/contracts/reactions';
import { sendPage } from './pagination';
import type { listReactionEntries } from './reactions';
import { toggleRoutes } from './toggle-routes';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes every reactable item has (issue 37), under its own address `url`:
 * `PUT|DELETE {url}/reactions/:reaction` leave one or take it back, each answering the
 * item's reactions as they now are; `GET {url}/reactions` lists who reacted, a page at a
 * time. The feature says how to find its item (and who may see it) in `react` and `list`,
 * and whom to tell of the change.
 */
export function reactionRoutes<Item extends z.ZodObject, Toggle extends z.ZodObject>(
  app: ZodApp,
  options: {
    url: string;
    /** The item's address parameters (the list's). */
    item: Item;
    /** The same with `reaction` (the toggle's). */
    toggle: Toggle;
    react: (
      request: FastifyRequest,
      params: z.output<Toggle>,
      on: boolean,
    ) => Promise<z.input<typeof itemReactions>>;
    list: (
      request: FastifyRequest,
      params: z.output<Item>,
      query: z.output<typeof reactionListQuery>,
    ) => ReturnType<typeof listReactionEntries>;
  },
) {
  const { url, item, toggle, react, list } = options;
  toggleRoutes(app, `${url}/reactions/:reaction`, { params: toggle, answer: itemReactions }, react);
  app.get(
    `${url}/reactions`,
    {
      schema: {
        params: item,
        querystring: reactionListQuery,
        response: { 200: z.array(reactionEntry) },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await list(request, request.params as z.output<Item>, request.query),
      ),
  );
}
