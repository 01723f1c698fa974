import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providerRedirect,
  redirect,
  session,
  signedInMember,
  signedOut,
} from '../../shared/contracts/auth';
import type { JoinMode } from '../../shared/contracts/choices';
import { messageOnly } from '../../shared/contracts/common';
import { invitationTokenSchema } from '../../shared/contracts/membership';
import { signInSchema, signUpSchema } from '../../shared/contracts/users';
import { safeReturnPath } from '../../shared/return-path';
import type { Database } from '../db/client';
import type { Config } from '../env';
import { forbidden, notFound, unauthorized } from '../lib/http-error';
import { siteUrlOf } from '../lib/site-url';
import { announceSessionsEnded } from '../live/session-ended';
import { PUBLIC } from '../security/route-access';
import { publicSessionId } from './account';
import { joining } from './joining';
import { type OidcProvider, OidcUnavailableError, PROVIDER_RETRY_AFTER_S } from './oidc';
import { PENDING_COOKIE, pendingCookieOptions } from './pending-sign-in';
import type { AttemptLimiter } from './rate-limit';
import { promoteNamedAdmin } from './roles';
import { SIGNED_UP, signIn, signUp, upsertOidcUser } from './service';
import { destroySession, saveSession } from './session';
import { signedInAnswers } from './signed-in';
import { refuseSuspended } from './suspension';

export interface AuthRoutesOptions {
  db: Database;
  oidc: OidcProvider | null;
  limiter: AttemptLimiter;
  /** PUBLIC_URL and PORT: the callback and return addresses given to the provider. */
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  /** The community's time zone: a suspension's end is told in it. */
  /** The community's time zone now (decision 023), for a suspension's end. */
  timeZone: () => Promise<string>;
  /** ADMIN_EMAILS: a provider-confirmed address among these makes its member admin. */
  adminEmails: readonly string[];
  /** JOIN_MODE: how people join until an admin chooses in the console. */
  joinModeDefault: JoinMode;
}

/** The built-in sign-in page of the SPA, used when no OpenID provider is configured. */
export const BUILT_IN_SIGN_IN_PAGE = '/sign-in';

/**
 * `/api/login`: `next`, the address to come back to (a shared link opened signed out, a
 * page whose session ended); `signup=1`, Get Started's "create an account".
 */
const loginQuery = z.object({
  next: z.string().max(4096).optional(),
  signup: z.literal('1').optional(),
});

/** The built-in page, on its create-account tab for a newcomer, with the way back. */
function builtInSignInPage(returnTo: string, signUp: boolean) {
  const query = new URLSearchParams();
  if (signUp) query.set('tab', 'create');
  if (returnTo !== '/') query.set('next', returnTo);
  const search = query.toString();
  return search ? `${BUILT_IN_SIGN_IN_PAGE}?${search}` : BUILT_IN_SIGN_IN_PAGE;
}

const NO_PROVIDER = 'Sign-in with a provider is not set up here';

/** Why a callback finds no usable sign-in in progress. */
const PENDING_REFUSED = {
  missing: 'No sign-in is in progress. Please sign in again.',
  expired: 'The sign-in took too long. Please sign in again.',
  invalid: 'The sign-in in progress could not be verified. Please sign in again.',
} as const;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { db, oidc, limiter } = opts;
  const withAbilities = signedInAnswers(db);
  // The provider sends the browser back here: from the configuration, never the request's
  // Host, which a client may set to any site (issue 33).
  const site = siteUrlOf(opts.config);

  const refuseWhenOidc = () => {
    if (oidc) throw forbidden('Sign-in is handled by the identity provider');
  };

  /** A provider that cannot be reached is an outage the browser may retry, not a bug. */
  const providerUnavailable = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    request.log.warn({ err }, 'OIDC provider unavailable');
    return reply
      .code(503)
      .header('retry-after', String(PROVIDER_RETRY_AFTER_S))
      .send({ message: 'The sign-in provider cannot be reached. Please try again shortly.' });
  };
  const pendingCookie = (request: FastifyRequest) =>
    pendingCookieOptions(request.protocol === 'https');

  // A sign-in start or finish answers a redirect (no body), or the refusal it sends itself:
  // 503 when the provider cannot be reached, 400 when the callback cannot be completed.
  const unavailable = { 503: messageOnly };

  app.get(
    '/api/login',
    {
      ...PUBLIC,
      schema: { querystring: loginQuery, response: { 302: redirect, ...unavailable } },
    },
    async (request, reply) => {
      // Only a path on this site: anything else (another origin, `//host`) means home.
      const returnTo = safeReturnPath(request.query.next);
      if (!oidc) return reply.redirect(builtInSignInPage(returnTo, request.query.signup === '1'));
      let start: Awaited<ReturnType<OidcProvider['authorizationUrl']>>;
      try {
        start = await oidc.authorizationUrl(`${site}/api/callback`, returnTo);
      } catch (err) {
        if (err instanceof OidcUnavailableError) return providerUnavailable(request, reply, err);
        throw err;
      }
      // The sign-in in progress waits in a sealed cookie, not a session row: a visitor who
      // never comes back (or a script asking in a loop) costs the database nothing.
      reply.setCookie(PENDING_COOKIE, oidc.pending.seal(start.pending), pendingCookie(request));
      return reply.redirect(start.url);
    },
  );

  // An invitation's link opened where members sign in with the provider: the token comes
  // in the body (never a URL, so no log and not the provider keeps it), is checked now so a
  // dead link says why before the round trip, and rides sealed in the pending cookie to
  // the callback, which uses it up. The answer names the provider's address to go to.
  app.post(
    '/api/login/invitation',
    {
      ...PUBLIC,
      schema: {
        body: invitationTokenSchema,
        response: { 200: providerRedirect, 404: messageOnly, 410: messageOnly, ...unavailable },
      },
    },
    async (request, reply) => {
      if (!oidc) throw notFound(NO_PROVIDER);
      await joining().usableInvitation(db, request.body.token);
      let start: Awaited<ReturnType<OidcProvider['authorizationUrl']>>;
      try {
        start = await oidc.authorizationUrl(`${site}/api/callback`, '/', request.body.token);
      } catch (err) {
        if (err instanceof OidcUnavailableError) return providerUnavailable(request, reply, err);
        throw err;
      }
      reply.setCookie(PENDING_COOKIE, oidc.pending.seal(start.pending), pendingCookie(request));
      return { redirectTo: start.url };
    },
  );

  app.get(
    '/api/callback',
    {
      ...PUBLIC,
      schema: {
        // 404, 409 and 410: the invitation the sign-in carried cannot be used (decision 024);
        // 403: a suspended or removed account (decision 022), or invitation-only joining.
        response: {
          302: redirect,
          400: messageOnly,
          403: messageOnly,
          404: messageOnly,
          409: messageOnly,
          410: messageOnly,
          ...unavailable,
        },
      },
    },
    async (request, reply) => {
      const sealed = request.cookies[PENDING_COOKIE];
      const opened = oidc?.pending.open(sealed) ?? ({ ok: false, reason: 'missing' } as const);
      if (!oidc || !opened.ok) {
        if (sealed !== undefined) reply.clearCookie(PENDING_COOKIE, pendingCookie(request));
        const reason = opened.ok ? 'missing' : opened.reason;
        return reply.code(400).send({ message: PENDING_REFUSED[reason] });
      }
      const callbackUrl = new URL(request.url, site);
      let result: Awaited<ReturnType<OidcProvider['complete']>>;
      try {
        result = await oidc.complete(callbackUrl, opened.pending);
      } catch (err) {
        // The cookie stays: the code is likely unused, and a reload once the provider is back may finish.
        if (err instanceof OidcUnavailableError) return providerUnavailable(request, reply, err);
        request.log.warn({ err }, 'OIDC callback rejected');
        // A verifier and state are good for one attempt only: the browser drops them now.
        reply.clearCookie(PENDING_COOKIE, pendingCookie(request));
        return reply.code(400).send({ message: 'Sign-in failed. Please try again.' });
      }
      reply.clearCookie(PENDING_COOKIE, pendingCookie(request));
      const { joinMode } = await joining().joinSettings(db, opts.joinModeDefault);
      const user = await promoteNamedAdmin(
        db,
        await upsertOidcUser(db, result.profile, joinMode, opened.pending.invitation),
        opts.adminEmails,
      );
      await refuseSuspended(user, opts.timeZone);
      await saveSession(
        db,
        request,
        reply,
        { userId: user.id, idToken: result.idToken },
        { regenerate: true },
      );
      return reply.redirect(opened.pending.returnTo);
    },
  );

  // A POST, so the CSRF guard judges it like every write: no other site can sign a member out.
  app.post(
    '/api/logout',
    { ...PUBLIC, schema: { response: { 200: signedOut } } },
    async (request, reply) => {
      const idToken = request.session?.data.idToken;
      const ended =
        request.session && request.userId ? { ...request.session, userId: request.userId } : null;
      await destroySession(db, request, reply);
      // This browser's live stream (its other tabs') closes at once.
      if (ended) await announceSessionsEnded(request, ended.userId, publicSessionId(ended.sid));
      const home = `${site}/`;
      const endSession = oidc ? await oidc.endSessionUrl(home, idToken) : null;
      // The client goes there next: the provider's end-session page, or home.
      return { redirectTo: endSession ?? '/' };
    },
  );

  // An old link or a hostile <img> must not sign anyone out; the answer says what to do.
  app.get(
    '/api/logout',
    { ...PUBLIC, schema: { response: { 405: messageOnly } } },
    async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({ message: 'Sign out with POST /api/logout' }),
  );

  const startMemberSession = async (request: FastifyRequest, reply: FastifyReply, userId: string) =>
    saveSession(db, request, reply, { userId }, { regenerate: true });

  app.post(
    '/api/auth/signup',
    {
      ...PUBLIC,
      schema: { body: signUpSchema, response: { 200: signedInMember, 202: messageOnly } },
    },
    async (request, reply) => {
      refuseWhenOidc();
      await limiter.signUp(request.ip, request.body.email);
      const { joinMode } = await joining().joinSettings(db, opts.joinModeDefault);
      // No session yet, and the same answer for a taken address (decision 016): the
      // confirmation link signs the new member in. An invitation's link has proven the
      // address already, so its account starts at once.
      const invited = await signUp(db, app.mail, await app.mail.brand(), request.body, joinMode);
      if (!invited) return reply.code(202).send({ message: SIGNED_UP });
      await startMemberSession(request, reply, invited.id);
      return withAbilities(request, invited);
    },
  );

  app.post(
    '/api/auth/signin',
    { ...PUBLIC, schema: { body: signInSchema, response: { 200: signedInMember } } },
    async (request, reply) => {
      refuseWhenOidc();
      const user = await limiter.signIn(request.ip, request.body.email, () =>
        signIn(db, request.body),
      );
      // Only once the password is right: a suspension is nobody else's business.
      await refuseSuspended(user, opts.timeZone);
      await startMemberSession(request, reply, user.id);
      return withAbilities(request, user);
    },
  );

  app.get('/api/auth/user', { schema: { response: { 200: signedInMember } } }, async (request) => {
    if (!request.member) throw unauthorized();
    return withAbilities(request, request.member);
  });

  app.get(
    '/api/auth/session',
    { ...PUBLIC, schema: { response: { 200: session } } },
    async (request) => ({
      member: request.member ? await withAbilities(request, request.member) : null,
    }),
  );
};
