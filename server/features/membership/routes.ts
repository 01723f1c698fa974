import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedOut } from '../../../shared/contracts/auth';
import { INVITATION_STATES } from '../../../shared/contracts/choices';
import {
  applicationAnswersSchema,
  INVITATION_KINDS,
  invitation,
  invitationCheck,
  invitationRequestSchema,
  invitationResult,
  invitations,
  invitationTokenSchema,
  inviteLinkCreated,
  inviteLinkRequestSchema,
  membershipStatus as membershipStatusContract,
} from '../../../shared/contracts/membership';
import { destroySession } from '../../auth/session';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { unauthorized } from '../../lib/http-error';
import { pageQuery, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { actorOf, viewerOf } from '../../lib/policy';
import { announceSessionsEnded } from '../../live/session-ended';
import { APPLICANT, PUBLIC } from '../../security/route-access';
import { communityProfile } from '../settings';
import { membershipStatus, submitApplication, withdrawApplication } from './applications';
import {
  checkInvitation,
  createInviteLink,
  invite,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations';
import { joinSettings } from './settings';

/**
 * Joining (issue 21): an applicant's own application (the only routes an applicant may
 * call), invitations by members and admins, and the public check of an invitation's link.
 */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const settings = () => joinSettings(db, config.JOIN_MODE);

  app.get(
    '/api/membership',
    { ...APPLICANT, schema: { response: { 200: membershipStatusContract } } },
    async (request) => {
      if (!request.member) throw unauthorized();
      return membershipStatus(db, request.member);
    },
  );

  app.post(
    '/api/membership/application',
    {
      ...APPLICANT,
      schema: { body: applicationAnswersSchema, response: { 200: membershipStatusContract } },
    },
    async (request) => {
      if (!request.member) throw unauthorized();
      await submitApplication(
        db,
        request.member,
        request.body,
        (await communityProfile(db, config)).timeZone,
      );
      return membershipStatus(db, { ...request.member, membership: 'pending' });
    },
  );

  // Withdrawing ends the account, so the answer says where the browser goes, like sign-out.
  app.delete(
    '/api/membership/application',
    { ...APPLICANT, schema: { response: { 200: signedOut } } },
    async (request, reply) => {
      const { member } = request;
      if (!member) throw unauthorized();
      await withdrawApplication(db, member);
      await destroySession(db, request, reply);
      await announceSessionsEnded(request, member.id);
      return { redirectTo: '/' };
    },
  );

  app.post(
    '/api/invitations',
    { schema: { body: invitationRequestSchema, response: { 200: invitationResult } } },
    async (request) =>
      invite(
        db,
        app.mail,
        await app.mail.brand(),
        actorOf(request),
        { emails: request.body.emails, note: request.body.note },
        await settings(),
        (to, send) => app.mail.limits.guard(request, 'invitation', to, send),
      ),
  );

  app.get(
    '/api/invitations',
    {
      schema: {
        querystring: z.object({
          state: z.enum(INVITATION_STATES).optional(),
          kind: z.enum(INVITATION_KINDS, 'Choose email or link').optional(),
          ...pageQuery,
        }),
        response: { 200: invitations },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listInvitations(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/invitations/:id/resend',
    { schema: { params: idParams, response: { 200: invitation } } },
    async (request) =>
      resendInvitation(
        db,
        app.mail,
        await app.mail.brand(),
        actorOf(request),
        request.params.id,
        (to, send) => app.mail.limits.guard(request, 'invitation', to, send),
      ),
  );

  app.delete(
    '/api/invitations/:id',
    { schema: { params: idParams, response: { 200: invitation } } },
    async (request) => revokeInvitation(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/invite-links',
    {
      config: { staff: 'admin' },
      schema: { body: inviteLinkRequestSchema, response: { 201: inviteLinkCreated } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createInviteLink(db, await app.mail.brand(), actorOf(request), request.body)),
  );

  // The token travels in the body, never the URL, so no log keeps a working link.
  app.post(
    '/api/invitations/check',
    { ...PUBLIC, schema: { body: invitationTokenSchema, response: { 200: invitationCheck } } },
    async (request) => checkInvitation(db, request.body.token, (await settings()).joinMode),
  );
};
