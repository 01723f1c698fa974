import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error';
import { passesStaffLevel } from '../lib/policy';
import './route-access';

export const ADMINS_ONLY = 'Only admins can do this';
export const STAFF_ONLY = 'Only moderators and admins can do this';

/**
 * The console's routes say who may call them in their own config (`staff: 'admin'` or
 * `'moderator'`), and this one hook refuses everyone else with 403 before the input is
 * read: a member learns nothing of what such a route accepts. It runs after the
 * members-only guard and the membership gate, so a visitor has had 401 and an applicant
 * their own 403; it judges the route the router matched, as they do.
 */
export const staffOnly = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const level = request.routeOptions.config?.staff;
      if (!level || !request.member) return;
      // The policy's table of who each level lets through (the viewer's abilities read it too).
      if (!passesStaffLevel(request.member, level)) {
        throw forbidden(level === 'admin' ? ADMINS_ONLY : STAFF_ONLY);
      }
    });
  },
  { name: 'roundtable-staff-only', dependencies: ['roundtable-membership-gate'] },
);

/**
 * Marks every route a plugin registers from here on as `staff: level`: one line at the top
 * of a console plugin instead of a config on each route (Fastify's onRoute hooks are
 * encapsulated, so it reaches only that plugin's routes).
 */
export function restrictTo(app: FastifyInstance, level: 'admin' | 'moderator') {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staff: level };
  });
}
