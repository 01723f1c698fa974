import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { OidcProvider } from './auth/oidc';
import { AttemptLimiter } from './auth/rate-limit';
import { authRoutes } from './auth/routes';
import { sessionPlugin } from './auth/session';
import type { Database } from './db/client';
import type { Config } from './env';
import { dashboardRoutes } from './features/dashboard/routes';
import { discussionRoutes } from './features/discussions/routes';
import { CALENDAR_FEED_PATH, eventRoutes } from './features/events/routes';
import { galleryRoutes } from './features/gallery/routes';
import { jobRoutes } from './features/jobs/routes';
import { memberRoutes } from './features/members/routes';
import { messageRoutes } from './features/messages/routes';
import { profileRoutes } from './features/profile/routes';
import { resourceRoutes } from './features/resources/routes';
import { healthRoutes, type Lifecycle } from './features/site/health-routes';
import { memberPreloads } from './features/site/member-preloads';
import type { Manifest } from './features/site/route-modules';
import { siteRoutes } from './features/site/routes';
import { skillRoutes } from './features/skills/routes';
import { uploadRoutes } from './features/uploads/routes';
import { HttpError } from './lib/http-error';
import { refuseUnstorableText } from './lib/storable-text';
import { csrfProtection } from './security/csrf';
import { securityHeaders } from './security/headers';
import { RateLimitedError, RateLimiter, writeRateLimit } from './security/rate-limit';
import { requestIdHeader, requestLogOptions } from './security/request-log';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_RETRY_AFTER_S,
  unavailableCode,
} from './security/unavailable';
import type { ObjectStore } from './storage/object-store';

export interface AppOptions {
  config: Config;
  db: Database;
  store: ObjectStore;
  /** Serve the built SPA from this folder (production); tests leave it out. */
  clientDir?: string;
  /** Allow a plain-http OpenID provider; only tests set this. */
  oidcAllowInsecure?: boolean;
  /** Log requests (JSON lines on stdout, or into `logStream`, which tests read). */
  logger?: boolean;
  logStream?: DestinationStream;
}

/** API paths a visitor may call; every other /api path needs a session. */
const PUBLIC_API = new Set([
  '/api/login',
  '/api/callback',
  '/api/logout',
  '/api/auth/signup',
  '/api/auth/signin',
  '/api/config',
  '/api/health',
]);

/** A route as registered: what the permission matrix and hostile-input suites walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app, in registration order (HEAD twins left out). */
    registeredRoutes: RegisteredRoute[];
    /** Shutdown state, read by /readyz; server/main.ts sets `draining`. */
    lifecycle: Lifecycle;
  }
}

export async function buildApp(options: AppOptions) {
  const { config, db, store } = options;
  const logging = requestLogOptions(config.LOG_LEVEL, options.logStream);
  const app = Fastify({
    ...logging,
    logger: options.logger || options.logStream ? logging.logger : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Member ids from an OpenID provider (`oidc:<host>:<sub>`) can pass the default 100.
    routerOptions: { maxParamLength: 300 },
    // The router refuses an undecodable path or an over-long id before any hook or the
    // error handler runs; answer those in the JSON error shape too, without echoing the path.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = tooLong ? 'Path too long' : 'Malformed URL';
      reply.code(tooLong ? 414 : 400).send({ message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('lifecycle', { draining: false });

  // Before the session is looked up, so a refused request costs no database work.
  await app.register(requestIdHeader);
  await app.register(securityHeaders, { uploadOrigin: store.uploadOrigin });
  await app.register(csrfProtection, { publicUrl: config.PUBLIC_URL });

  await app.register(cookie);
  await app.register(sessionPlugin, { db });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    // A calendar subscription (`/api/calendar/<token>.ics`) is fetched by calendar apps,
    // which carry no cookie: the secret token in the path is its credential.
    const isPublicApi = PUBLIC_API.has(path) || CALENDAR_FEED_PATH.test(path);
    const membersOnly = (path.startsWith('/api/') && !isPublicApi) || path.startsWith('/objects/');
    if (membersOnly && !request.userId) {
      return reply.code(401).send({ message: 'Unauthorized' });
    }
  });
  const rateLimiter = new RateLimiter(db);
  await app.register(writeRateLimit, {
    limiter: rateLimiter,
    rule: {
      name: 'write',
      max: config.WRITE_RATE_LIMIT_MAX,
      windowMs: config.WRITE_RATE_LIMIT_WINDOW_MS,
    },
  });
  app.addHook('preValidation', refuseUnstorableText);
  // Member data is private: never let a shared cache keep an API answer.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  const oidc =
    config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? new OidcProvider({
          issuerUrl: config.OIDC_ISSUER_URL,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          scopes: config.OIDC_SCOPES,
          allowInsecureRequests: options.oidcAllowInsecure,
        })
      : null;
  const limiter = new AttemptLimiter(
    rateLimiter,
    config.AUTH_RATE_LIMIT_MAX,
    config.AUTH_RATE_LIMIT_WINDOW_MS,
  );

  await app.register(authRoutes, { db, oidc, limiter, publicUrl: config.PUBLIC_URL });
  await app.register(siteRoutes, { config });
  await app.register(healthRoutes, { db, store, lifecycle: app.lifecycle });
  await app.register(profileRoutes, { db });
  await app.register(dashboardRoutes, { db, config });
  await app.register(uploadRoutes, { db, store });
  await app.register(memberRoutes, { db });
  await app.register(messageRoutes, { db });
  await app.register(jobRoutes, { db, store });
  await app.register(resourceRoutes, { db, store });
  await app.register(galleryRoutes, { db, store });
  await app.register(skillRoutes, { db });
  await app.register(eventRoutes, { db, config });
  await app.register(discussionRoutes, { db });

  await app.register(clientPlugin, { clientDir: options.clientDir });
  return app;
}

/**
 * The built SPA. Hashed assets never change, so browsers keep them for a year;
 * index.html is revalidated every time so a new build is picked up at once. The SPA draws
 * its own 404 page, so every other page path falls back to index.html, while a missing
 * file (a path with an extension) is a plain 404.
 */
const clientPlugin = fp(async (app: FastifyInstance, { clientDir }: { clientDir?: string }) => {
  const root = clientDir ? resolve(clientDir) : null;
  const hasClient = root !== null && existsSync(resolve(root, 'index.html'));
  let page: ((path: string) => string) | null = null;
  try {
    page = hasClient ? memberPage(root) : null;
  } catch (err) {
    // A build the route table does not describe: serve pages without preloads, loudly.
    app.log.warn({ err }, 'member preloads disabled');
  }
  if (root && hasClient) {
    // Files are routed as they were at start; `npm start` builds before it serves.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      allowedPath: (path) => path !== '/index.html' && !path.startsWith('/.vite/'),
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/objects/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasClient && isPage) {
      reply.header('cache-control', 'no-cache');
      if (page && request.userId) {
        // Who is signed in changes the page (its preloads), so caches must key on the cookie.
        return reply.header('vary', 'cookie').type('text/html; charset=utf-8').send(page(path));
      }
      return reply.sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).send({ message: 'Not found' });
  });
});

/**
 * index.html for a signed-in member asking for `path`: the same page with the member
 * frame's and the route's scripts named up front (see member-preloads.ts). Null when the
 * build has no manifest (an older build) or the page no head: members then get it plain.
 */
function memberPage(root: string) {
  const manifestFile = resolve(root, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const html = readFileSync(resolve(root, 'index.html'), 'utf8');
  const preloads = memberPreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  const at = html.indexOf('</head>');
  if (at < 0) return null;
  return (path: string) => html.slice(0, at) + preloads(path) + html.slice(at);
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    const where = error.validationContext === 'body' ? '' : ` in ${error.validationContext}`;
    const first = issues[0];
    const message = first?.path ? `${first.message}${where}` : `Invalid request${where}`;
    return reply.code(400).send({ message, issues });
  }
  if (error instanceof RateLimitedError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .send(
        error.issues
          ? { message: error.message, issues: error.issues }
          : { message: error.message },
      );
  }
  // Fastify's own client errors (bad JSON, body too large, wrong content type) keep
  // their 4xx status and readable message.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  // An unreachable database is an outage, not a bug: a quick 503 the client may retry,
  // and the pool reconnects by itself once the database is back.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: unavailableCode(error) }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
      .send({ message: 'Service unavailable' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal Server Error' });
}
