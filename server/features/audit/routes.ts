import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntries, auditFilters } from '../../../shared/contracts/audit';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { requireAdmin } from '../admin/service';
import { listAuditEntries } from './service';

/**
 * The audit log (issue 21): read only, admins only. There is no route that changes or
 * deletes an entry; features write them with `recordAudit` in their own transactions.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Before the input is read, as the rest of the console (the members-only guard has
  // already answered visitors 401).
  app.addHook('onRequest', async (request) => {
    if (request.member) requireAdmin(request.member);
  });

  app.get(
    '/api/admin/audit',
    {
      schema: {
        querystring: auditFilters.extend(pageQuery),
        response: { 200: auditEntries },
      },
    },
    async (request, reply) => sendPage(request, reply, await listAuditEntries(db, request.query)),
  );
};
