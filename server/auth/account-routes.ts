import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSettings, deviceSessions, signedOutOthers } from '../../shared/contracts/account';
import { messageOnly, noContent } from '../../shared/contracts/common';
import { emailChangeSchema, passwordChangeSchema } from '../../shared/contracts/users';
import type { Database } from '../db/client';
import { unauthorized } from '../lib/http-error';
import { announceSessionsEnded } from '../live/session-ended';
import {
  changePassword,
  endDevice,
  endOtherDevices,
  listDevices,
  accountSettings as readSettings,
  requestEmailChange,
} from './account';
import type { AttemptLimiter } from './rate-limit';

export interface AccountRoutesOptions {
  db: Database;
  limiter: AttemptLimiter;
  oidcEnabled: boolean;
}

/** The account page: password, e-mail address, signed-in devices. Members only. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  const { db, limiter } = opts;

  /** The member and their session; the members-only guard has already refused visitors. */
  const signedIn = ({ member, session }: FastifyRequest) => {
    if (!member || !session) throw unauthorized();
    return { member, sid: session.sid };
  };

  app.get('/api/account', { schema: { response: { 200: accountSettings } } }, async (request) =>
    readSettings(db, signedIn(request).member, opts.oidcEnabled),
  );

  app.post(
    '/api/account/password',
    { schema: { body: passwordChangeSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const who = signedIn(request);
      const brand = await app.mail.brand();
      // A wrong current password counts like a wrong sign-in: a stolen session cannot guess.
      await limiter.signIn(request.ip, who.member.email ?? who.member.id, () =>
        changePassword(db, app.mail, brand, who, request.body),
      );
      await announceSessionsEnded(request, who.member.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/account/email',
    { schema: { body: emailChangeSchema, response: { 202: messageOnly } } },
    async (request, reply) => {
      const { member } = signedIn(request);
      await limiter.accountMail(request.ip, request.body.email);
      const brand = await app.mail.brand();
      const message = await limiter.signIn(request.ip, member.email ?? member.id, () =>
        requestEmailChange(db, app.mail, brand, member, request.body),
      );
      return reply.code(202).send({ message });
    },
  );

  app.get(
    '/api/account/sessions',
    { schema: { response: { 200: deviceSessions } } },
    async (request) => {
      const { member, sid } = signedIn(request);
      return listDevices(db, member.id, sid);
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Unknown device') }),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { member, sid } = signedIn(request);
      await endDevice(db, member.id, request.params.id, sid);
      await announceSessionsEnded(request, member.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { schema: { response: { 200: signedOutOthers } } },
    async (request) => {
      const { member, sid } = signedIn(request);
      const ended = await endOtherDevices(db, member.id, sid);
      if (ended > 0) await announceSessionsEnded(request, member.id);
      return { ended };
    },
  );
};
