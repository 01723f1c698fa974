import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LiveHub, LocalHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** Decorates `app.live`: the hub given (PgHub on PostgreSQL, server/main.ts), or one process's. */
export const livePlugin = fp(
  async (app: FastifyInstance, { hub }: { hub?: LiveHub }) => {
    const live = hub ?? new LocalHub();
    app.decorate('live', live);
    app.addHook('onClose', async () => live.close());
  },
  { name: 'roundtable-live' },
);
