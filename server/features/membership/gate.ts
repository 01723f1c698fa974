import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicRoute } from '../../security/members-only';

export const MEMBERSHIP_PENDING = 'Membership pending';
export const MEMBERSHIP_DECLINED = 'Membership declined';

/**
 * An applicant, or a declined one, is signed in but not a member: they reach public routes
 * and the routes that say `config.applicant` (their application, signing out), and every
 * other route answers 403 before it reads anything. Judged on the route the router
 * matched, like the members-only guard it follows.
 */
export const membershipGate = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const state = request.member?.membership;
      if (!state || state === 'active') return;
      if (isPublicRoute(request) || request.routeOptions.config?.applicant) return;
      const message = state === 'pending' ? MEMBERSHIP_PENDING : MEMBERSHIP_DECLINED;
      return reply.code(403).send({ message });
    });
  },
  { name: 'roundtable-membership-gate', dependencies: ['roundtable-members-only'] },
);
