import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInSchema, signUpSchema } from '../../shared/schema/users';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-error';
import { PUBLIC } from '../security/route-access';
import type { OidcProvider } from './oidc';
import type { AttemptLimiter } from './rate-limit';
import { signIn, signUp, upsertOidcUser } from './service';
import { destroySession, saveSession, updateSessionData } from './session';
import { toPublicUser } from './users';

export interface AuthRoutesOptions {
  db: Database;
  oidc: OidcProvider | null;
  limiter: AttemptLimiter;
  publicUrl?: string;
}

/** The built-in sign-in page of the SPA, used when no OpenID provider is configured. */
export const BUILT_IN_SIGN_IN_PAGE = '/sign-in';

const siteUrl = (request: FastifyRequest, publicUrl?: string) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { db, oidc, limiter } = opts;

  const refuseWhenOidc = () => {
    if (oidc) throw forbidden('Sign-in is handled by the identity provider');
  };

  app.get('/api/login', PUBLIC, async (request, reply) => {
    if (!oidc) return reply.redirect(BUILT_IN_SIGN_IN_PAGE);
    const { url, pending } = await oidc.authorizationUrl(
      `${siteUrl(request, opts.publicUrl)}/api/callback`,
    );
    await saveSession(db, request, reply, { ...request.session?.data, oidc: pending });
    return reply.redirect(url);
  });

  app.get('/api/callback', PUBLIC, async (request, reply) => {
    const pending = request.session?.data.oidc;
    if (!oidc || !pending) {
      return reply.code(400).send({ message: 'No sign-in is in progress. Please sign in again.' });
    }
    const callbackUrl = new URL(request.url, siteUrl(request, opts.publicUrl));
    let result: Awaited<ReturnType<OidcProvider['complete']>>;
    try {
      result = await oidc.complete(callbackUrl, pending);
    } catch (err) {
      request.log.warn({ err }, 'OIDC callback rejected');
      // A verifier and state are good for one attempt only.
      const { oidc: _spent, ...rest } = request.session?.data ?? {};
      await updateSessionData(db, request, rest);
      return reply.code(400).send({ message: 'Sign-in failed. Please try again.' });
    }
    const user = await upsertOidcUser(db, result.profile);
    await saveSession(
      db,
      request,
      reply,
      { userId: user.id, idToken: result.idToken },
      { regenerate: true },
    );
    return reply.redirect('/');
  });

  app.get('/api/logout', PUBLIC, async (request, reply) => {
    const idToken = request.session?.data.idToken;
    await destroySession(db, request, reply);
    const home = `${siteUrl(request, opts.publicUrl)}/`;
    const endSession = oidc ? await oidc.endSessionUrl(home, idToken) : null;
    return reply.redirect(endSession ?? '/');
  });

  const startMemberSession = async (request: FastifyRequest, reply: FastifyReply, userId: string) =>
    saveSession(db, request, reply, { userId }, { regenerate: true });

  app.post(
    '/api/auth/signup',
    { ...PUBLIC, schema: { body: signUpSchema } },
    async (request, reply) => {
      refuseWhenOidc();
      await limiter.hit('signup', request.ip, request.body.email);
      const user = await signUp(db, request.body);
      await startMemberSession(request, reply, user.id);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/auth/signin',
    { ...PUBLIC, schema: { body: signInSchema } },
    async (request, reply) => {
      refuseWhenOidc();
      await limiter.hit('signin', request.ip, request.body.email);
      const user = await signIn(db, request.body);
      await startMemberSession(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.get('/api/auth/user', async (request) => {
    if (!request.member) throw unauthorized();
    return toPublicUser(request.member);
  });
};
