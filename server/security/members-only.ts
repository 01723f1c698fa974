import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import './route-access';

/**
 * Visitors may reach what the matched route declares public (`config.public`), and the
 * not-found handler (the SPA's pages and 404s, which hold no member data). Everything else
 * is members-only: a route that forgets to say is closed, not open.
 */
export const isPublicRoute = (request: FastifyRequest) =>
  request.is404 || request.routeOptions.config?.public === true;

/** Registered after the session hook, which sets `request.userId`. */
export const membersOnly = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.userId && !isPublicRoute(request)) {
        return reply.code(401).send({ message: 'Unauthorized' });
      }
    });
  },
  { name: 'roundtable-members-only', dependencies: ['roundtable-session'] },
);

/**
 * Answers to a member, and every answer of a members-only route, must never be kept by a
 * shared cache (a proxy or CDN handing one member's page to the next visitor). A route may
 * set its own private policy (`/objects/*` lets the member's browser keep a file); routes
 * that serve the same bytes to everyone (built assets) say `config.sharedCache`.
 */
export const privateAnswers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.sharedCache) return;
      const current = String(reply.getHeader('cache-control') ?? '');
      if (request.userId || !isPublicRoute(request)) {
        if (!/\b(private|no-store)\b/.test(current)) {
          reply.header('cache-control', 'private, no-store');
        }
      } else if (!current) {
        // Public answers (site facts, sign-in) change with the database: nothing to gain.
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'roundtable-private-answers' },
);
