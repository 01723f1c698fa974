import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnly } from '../../../shared/contracts/common';
import { liveness, readiness } from '../../../shared/contracts/site';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../security/route-access';
import type { ObjectStore } from '../../storage/object-store';

/** A dependency that has not answered in this long counts as down. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export interface Lifecycle {
  /** Set when shutdown begins: the balancer should stop sending traffic here. */
  draining: boolean;
}

interface Options {
  db: Database;
  store: ObjectStore;
  lifecycle: Lifecycle;
}

type Check = 'ok' | 'unavailable';

/** Runs one check with a deadline; the signal lets the check stop its own work. */
async function probe(run: (signal: AbortSignal) => Promise<unknown>): Promise<Check> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timed out'));
    }, READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(controller.signal), deadline]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process is up (for a supervisor's liveness check; never touches the
 * database, so an outage does not get healthy processes restarted).
 * `/readyz`: this copy can serve members: the database answers and the object store is
 * usable, and it is not shutting down (for a balancer's readiness check).
 * Both are public and outside /api; they reveal nothing but up or down.
 */
export const healthRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, store, lifecycle },
) => {
  app.get(
    '/healthz',
    { ...PUBLIC, schema: { response: { 200: liveness } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // Ready or not, the answer is the same report: 200 when ready, 503 when not (or the
  // outage refusal, when a session cookie's lookup cannot reach the database first).
  app.get(
    '/readyz',
    {
      ...PUBLIC,
      schema: { response: { 200: readiness, 503: z.union([readiness, messageOnly]) } },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        probe(() => db.execute(sql`select 1`)),
        probe((signal) => store.check(signal)),
      ]);
      const ready = database === 'ok' && storage === 'ok' && !lifecycle.draining;
      reply.header('cache-control', 'no-store');
      if (!ready) reply.code(503);
      return {
        status: ready ? ('ok' as const) : ('unavailable' as const),
        checks: { database, storage },
        ...(lifecycle.draining ? { draining: true as const } : {}),
      };
    },
  );
};
