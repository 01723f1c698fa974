import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntries, auditFilters } from '../../../shared/contracts/audit';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { restrictTo } from '../../security/staff-only';
import { listAuditEntries } from './service';

/**
 * The audit log (issue 21): read only, admins only. There is no route that changes or
 * deletes an entry; features write them with `recordAudit` in their own transactions.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  restrictTo(app, 'admin');

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
