import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { accountRoutes } from './auth/account-routes';
import { emailLinkRoutes } from './auth/email-link-routes';
import { provideJoining } from './auth/joining';
import { OidcProvider } from './auth/oidc';
import { AttemptLimiter } from './auth/rate-limit';
import { authRoutes } from './auth/routes';
import { sessionPlugin } from './auth/session';
import type { Database } from './db/client';
import type { InProcessChanges } from './db/in-process-changes';
import type { Config } from './env';
import { aboutRoutes, aboutSettingsRoutes } from './features/about';
import { tellAdminsMailFailed } from './features/admin';
import { mailTestRoutes } from './features/admin/mail-test-routes';
import { adminRoutes } from './features/admin/routes';
import { auditRoutes } from './features/audit/routes';
import { bookmarkRoutes } from './features/bookmarks/routes';
import { brandedPage, brandingFileRoutes, brandingSettingsRoutes } from './features/branding';
import { dashboardRoutes } from './features/dashboard/routes';
import { categoryAdminRoutes } from './features/discussions/category-routes';
import { followingRoutes } from './features/discussions/following-routes';
import { discussionRoutes } from './features/discussions/routes';
import { editingRoutes, revisionRoutes } from './features/editing/routes';
import { eventRoutes } from './features/events/routes';
import { galleryRoutes } from './features/gallery/routes';
import { jobRoutes } from './features/jobs/routes';
import { streamRoutes } from './features/live/stream-route';
import { memberRoutes } from './features/members/routes';
import { joining } from './features/membership';
import { membershipAdminRoutes } from './features/membership/admin-routes';
import { membershipGate } from './features/membership/gate';
import {
  applicationQuestionRoutes,
  applicationQuestionSettingsRoutes,
} from './features/membership/questions';
import { membershipRoutes } from './features/membership/routes';
import { messageRoutes } from './features/messages/routes';
import { notificationMailPlugin } from './features/notifications/mail-plugin';
import { notificationsPlugin } from './features/notifications/plugin';
import { notificationRoutes } from './features/notifications/routes';
import { profileRoutes } from './features/profile/routes';
import { moderationRoutes, reportRoutes } from './features/reports/routes';
import { resourceRoutes } from './features/resources/routes';
import { searchRoutes } from './features/search/routes';
import { communityProfile } from './features/settings/community';
import { communitySettingsRoutes } from './features/settings/routes';
import { firstStepsRoutes, setupChecklistRoutes, setupRoutes } from './features/setup';
import { healthRoutes, type Lifecycle } from './features/site/health-routes';
import { siteRoutes } from './features/site/routes';
import { spaPlugin } from './features/site/spa';
import { skillCatalogAdminRoutes } from './features/skills/catalog-routes';
import { skillRoutes } from './features/skills/routes';
import { uploadRoutes } from './features/uploads/routes';
import { compression } from './lib/compression';
import { HttpError } from './lib/http-error';
import { refuseUnstorableText } from './lib/storable-text';
import type { LiveHub } from './live/hub';
import { livePlugin } from './live/plugin';
import { mailPlugin } from './mail/plugin';
import { csrfProtection } from './security/csrf';
import { securityHeaders } from './security/headers';
import { membersOnly, privateAnswers } from './security/members-only';
import { DatabaseRateCounters, MemoryRateCounters } from './security/rate-counters';
import { RateLimitedError, RateLimiter, writeRateLimit } from './security/rate-limit';
import { requestCaps } from './security/request-caps';
import { plainRequestLine } from './security/request-line';
import { requestIdHeader, requestLogOptions } from './security/request-log';
import { staffOnly } from './security/staff-only';
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
  /** Send queued mail from this process (servers do; most tests drain the outbox themselves). */
  startMailWorker?: boolean;
  /** Fan notifications out from this process (servers do; tests call `app.notifications.drain()`). */
  startNotificationWorker?: boolean;
  /** Allow a plain-http OpenID provider; only tests set this. */
  oidcAllowInsecure?: boolean;
  /** Log requests (JSON lines on stdout, or into `logStream`, which tests read). */
  logger?: boolean;
  logStream?: DestinationStream;
  /** The live hub (PgHub on PostgreSQL, made by server/main.ts); one process's LocalHub by default. */
  live?: LiveHub;
  /** The embedded database's changes as they commit: the sessions are kept in memory then. */
  changes?: InProcessChanges;
}

/** A route as registered: what the permission matrix and hostile-input suites walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The status codes its `schema.response` declares (none when it declares no contract). */
  responses: string[];
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
  // Creating an account asks membership about invitations and applications; auth sits
  // below the features, so membership's side is handed to it here (server/auth/joining.ts).
  provideJoining(joining);
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
      if (method === 'HEAD') continue;
      const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
      registeredRoutes.push({ method, url: route.url, responses });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('lifecycle', { draining: false });

  // Before the session is looked up, so a refused request costs no database work.
  await app.register(requestIdHeader);
  // Behind a proxy, requests in progress per client address (the connections are the
  // proxy's; server/security/server-limits.ts counts them per address otherwise).
  if (config.TRUST_PROXY !== false) {
    await app.register(requestCaps, { perClient: config.MAX_CONNECTIONS_PER_CLIENT });
  }
  await app.register(plainRequestLine);
  await app.register(securityHeaders, {
    uploadOrigin: store.uploadOrigin,
    imageOrigins: config.IMAGE_ORIGINS,
  });
  await app.register(csrfProtection, { publicUrl: config.PUBLIC_URL });

  await app.register(cookie);
  await app.register(sessionPlugin, {
    db,
    maxAgeMs: config.SESSION_MAX_AGE_DAYS * 86_400_000,
    changes: options.changes,
  });

  // Guards judge the route the router matched (its config), never the request line.
  await app.register(membersOnly);
  await app.register(membershipGate);
  await app.register(privateAnswers);
  // After every hook that sets headers on the way out: it compresses the finished answer.
  await app.register(compression);
  // The embedded database has one process (its changes are heard in-process): the counts
  // live in its memory there, and a counted write costs no statement (decision 059).
  const rateLimiter = new RateLimiter(
    options.changes ? new MemoryRateCounters() : new DatabaseRateCounters(db),
  );
  await app.register(writeRateLimit, {
    limiter: rateLimiter,
    rule: {
      name: 'write',
      max: config.WRITE_RATE_LIMIT_MAX,
      windowMs: config.WRITE_RATE_LIMIT_WINDOW_MS,
    },
  });
  // After the write limit: a member's refused calls to the console count against their
  // limit like any other write, so no route and no spelling is a way around it.
  await app.register(staffOnly);
  app.addHook('preValidation', refuseUnstorableText);

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

  await app.register(mailPlugin, {
    config,
    db,
    startWorker: options.startMailWorker ?? false,
    // A message given up rings the admins' bell (issue 36).
    onGivenUp: tellAdminsMailFailed,
  });
  await app.register(livePlugin, { hub: options.live });
  await app.register(notificationsPlugin, {
    db,
    startWorker: options.startNotificationWorker ?? false,
  });
  const communityZone = async () => (await communityProfile(db, config)).timeZone;
  await app.register(authRoutes, {
    db,
    oidc,
    limiter,
    config,
    timeZone: communityZone,
    adminEmails: config.ADMIN_EMAILS,
    joinModeDefault: config.JOIN_MODE,
  });
  await app.register(accountRoutes, { db, limiter, oidcEnabled: oidc !== null });
  await app.register(emailLinkRoutes, {
    db,
    limiter,
    oidcEnabled: oidc !== null,
    timeZone: communityZone,
    adminEmails: config.ADMIN_EMAILS,
  });
  await app.register(siteRoutes, { config, db });
  await app.register(setupRoutes, { db, oidcEnabled: oidc !== null });
  await app.register(setupChecklistRoutes, { db, config });
  await app.register(firstStepsRoutes, { db });
  await app.register(healthRoutes, { db, store, lifecycle: app.lifecycle });
  await app.register(profileRoutes, { db, store });
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
  await app.register(followingRoutes, { db });
  await app.register(bookmarkRoutes, { db });
  await app.register(adminRoutes, { db, store });
  await app.register(membershipRoutes, { db, config });
  await app.register(membershipAdminRoutes, { db, config });
  await app.register(applicationQuestionRoutes, { db });
  await app.register(applicationQuestionSettingsRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(communitySettingsRoutes, { db, config });
  await app.register(aboutRoutes, { db, config });
  await app.register(aboutSettingsRoutes, { db, config });
  await app.register(brandingFileRoutes, { db, store });
  await app.register(brandingSettingsRoutes, { db, store });
  await app.register(categoryAdminRoutes, { db });
  await app.register(skillCatalogAdminRoutes, { db });
  await app.register(reportRoutes, { db });
  await app.register(moderationRoutes, { db, store });
  await app.register(editingRoutes, { db });
  await app.register(revisionRoutes, { db });
  await app.register(mailTestRoutes, { config });
  await app.register(notificationRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(notificationMailPlugin, {
    config,
    db,
    startSweeps: options.startMailWorker ?? false,
  });
  await app.register(streamRoutes, {
    db,
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    maxLifetimeMs: config.LIVE_STREAM_MAX_MS,
    perMember: config.LIVE_STREAMS_PER_MEMBER,
  });

  await app.register(spaPlugin, { clientDir: options.clientDir, brand: brandedPage(db) });
  return app;
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
