import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A switch at an address: `PUT url` turns it on, `DELETE url` turns it off, both with the
 * same parameters and the same answer, what the switch now is (bookmarks, watching a
 * category, pinning and locking, reactions).
 */
export function toggleRoutes<Params extends z.ZodObject, Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  schema: { params: Params; answer: Answer },
  handler: (request: FastifyRequest, params: z.output<Params>, on: boolean) => Promise<unknown>,
) {
  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url,
      schema: {
        params: schema.params as z.ZodObject,
        response: { 200: schema.answer as z.ZodType },
      },
      // The answer schema checks and serializes what the handler gives; the type provider
      // cannot infer through generic schemas, so the route sees them as any schema.
      handler: (request) => handler(request, request.params as z.output<Params>, on),
    });
  }
}
