import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMember,
  adminMemberFilters,
  adminMembers,
  memberRemovalSchema,
  roleChangeSchema,
  suspensionSchema,
} from '../../../shared/contracts/admin';
import { memberIdParams, noContent } from '../../../shared/contracts/common';
import type { Database } from '../../db/client';
import { pageQuery, sendPage } from '../../lib/pagination';
import { announceSessionsEnded } from '../../live/session-ended';
import { restrictTo } from '../../security/staff-only';
import type { ObjectStore } from '../../storage/object-store';
import { removeMember } from './removal';
import { changeRole, listAdminMembers, suspend, unsuspend } from './service';

/**
 * The admin console's member management (issue 21): list, change a role, suspend and lift
 * a suspension, remove (decision 022). Admins only (`restrictTo`: refused before the input is read).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  restrictTo(app, 'admin');

  app.get(
    '/api/admin/members',
    {
      schema: {
        querystring: adminMemberFilters.extend(pageQuery),
        response: { 200: adminMembers },
      },
    },
    async (request, reply) => sendPage(request, reply, await listAdminMembers(db, request.query)),
  );

  app.put(
    '/api/admin/members/:id/role',
    { schema: { params: memberIdParams, body: roleChangeSchema, response: { 200: adminMember } } },
    async (request) => changeRole(db, request.member!, request.params.id, request.body.role),
  );

  app.put(
    '/api/admin/members/:id/suspension',
    { schema: { params: memberIdParams, body: suspensionSchema, response: { 200: adminMember } } },
    async (request) => {
      const suspended = await suspend(db, request.member!, request.params.id, request.body);
      await announceSessionsEnded(request, request.params.id);
      return suspended;
    },
  );

  app.delete(
    '/api/admin/members/:id/suspension',
    { schema: { params: memberIdParams, response: { 204: noContent } } },
    async (request, reply) => {
      await unsuspend(db, request.member!, request.params.id);
      return reply.code(204).send();
    },
  );

  // Removing a member (decision 022): their data erased, their posts kept as "Former
  // member" or deleted. Never oneself, never the last admin.
  app.delete(
    '/api/admin/members/:id',
    { schema: { params: memberIdParams, body: memberRemovalSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await removeMember(db, store, request.member!, request.params.id, request.body);
      await announceSessionsEnded(request, request.params.id);
      return reply.code(204).send();
    },
  );
};
