import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInMember } from '../../shared/contracts/auth';
import { messageOnly, noContent } from '../../shared/contracts/common';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  tokenSchema,
} from '../../shared/contracts/users';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-error';
import { announceSessionsEnded } from '../live/session-ended';
import { APPLICANT, PUBLIC } from '../security/route-access';
import { confirmEmail, resendVerification, verificationSent } from './email-verification';
import { checkResetLink, RESET_REQUESTED, resetPassword, sendResetLink } from './password-reset';
import type { AttemptLimiter } from './rate-limit';
import { promoteNamedAdmin } from './roles';
import { saveSession } from './session';
import { signedInAnswers } from './signed-in';
import { refuseSuspended } from './suspension';

export interface EmailLinkRoutesOptions {
  db: Database;
  limiter: AttemptLimiter;
  /** With an OpenID provider, passwords are the provider's business. */
  oidcEnabled: boolean;
  /** The community's time zone: a suspension's end is told in it. */
  /** The community's time zone now (decision 023), for a suspension's end. */
  timeZone: () => Promise<string>;
  /** ADMIN_EMAILS: confirming one of these addresses makes its member admin. */
  adminEmails: readonly string[];
}

/**
 * What works through a link we e-mail: forgot password (ask for a link, check it, set a new
 * password with it) and confirming one's address (open the link, or ask for a new one).
 */
export const emailLinkRoutes: FastifyPluginAsyncZod<EmailLinkRoutesOptions> = async (app, opts) => {
  const { db, limiter } = opts;
  const withAbilities = signedInAnswers(db);
  const refuseWhenOidc = () => {
    if (opts.oidcEnabled) throw forbidden('Sign-in is handled by the identity provider');
  };

  app.post(
    '/api/auth/password-reset',
    { ...PUBLIC, schema: { body: passwordResetRequestSchema, response: { 202: messageOnly } } },
    async (request, reply) => {
      refuseWhenOidc();
      const { email } = request.body;
      await limiter.accountMail(request.ip, email);
      // The sender's daily limit may answer 429: it says nothing about the address.
      await app.mail.limits.sender(request);
      const brand = await app.mail.brand();
      // The same answer, in the same time, whether or not the address has an account. An
      // address sent its day's resets gets no more, in silence: a 429 here would tell that
      // it has an account (unknown ones are never sent any). It is counted alike either way.
      app.mail.later(async () => {
        if (await app.mail.limits.allows('password-reset', email)) {
          await sendResetLink(db, app.mail, brand, email);
        }
      });
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/auth/password-reset/check',
    { ...PUBLIC, schema: { body: tokenSchema, response: { 204: noContent } } },
    async (request, reply) => {
      refuseWhenOidc();
      await checkResetLink(db, request.body.token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    { ...PUBLIC, schema: { body: passwordResetSchema, response: { 200: signedInMember } } },
    async (request, reply) => {
      refuseWhenOidc();
      const member = await resetPassword(db, app.mail, await app.mail.brand(), request.body);
      await announceSessionsEnded(request, member.id);
      await refuseSuspended(member, opts.timeZone);
      // Every session of the member ended with the reset; this browser starts a new one.
      await saveSession(db, request, reply, { userId: member.id }, { regenerate: true });
      return withAbilities(request, member);
    },
  );

  app.post(
    '/api/auth/verify-email',
    { ...PUBLIC, schema: { body: tokenSchema, response: { 200: signedInMember } } },
    async (request, reply) => {
      const confirmed = await confirmEmail(
        db,
        app.mail,
        await app.mail.brand(),
        request.body.token,
      );
      await refuseSuspended(confirmed, opts.timeZone);
      const member = await promoteNamedAdmin(db, confirmed, opts.adminEmails);
      // The link signs its owner in (a sign-up's last step); one already signed in stays so.
      if (request.userId !== member.id) {
        await saveSession(db, request, reply, { userId: member.id }, { regenerate: true });
      }
      return withAbilities(request, member);
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    // An applicant confirms their address while their application waits.
    { ...APPLICANT, schema: { response: { 202: messageOnly } } },
    async (request, reply) => {
      const member = request.member;
      if (!member) throw unauthorized();
      await limiter.accountMail(request.ip, member.email ?? member.id);
      const brand = await app.mail.brand();
      const email = await app.mail.limits.guard(
        request,
        'verify-email',
        [member.email ?? member.id],
        () => resendVerification(db, app.mail, brand, member),
      );
      return reply.code(202).send({ message: verificationSent(email) });
    },
  );
};
