import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import './route-access';
import type { DestinationStream, LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/** A client's own request id is kept when it is short and plain; anything else is replaced. */
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Query parameters that are credentials: upload signatures (local and S3) and OIDC codes. */
const SECRET_QUERY_PARAMS = new Set([
  'sig',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'code',
  'state',
  'token',
]);

/**
 * The address as it may be logged: the calendar feed token in the path and credential
 * query parameters are replaced, the rest is kept for debugging.
 */
export function redactUrl(url: string) {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(
    /^\/api\/calendar\/[^/?]+\.ics$/,
    `/api/calendar/${REDACTED}.ics`,
  );
  if (at < 0) return path;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}

/**
 * A route whose path is a credential (`config.secretPath`) is logged as its pattern, so
 * the secret stays out of the log however the client spelled the address; the text
 * rule in redactUrl still covers requests that matched no route.
 */
function loggedUrl(request: FastifyRequest) {
  const route = request.routeOptions;
  if (route?.config?.secretPath && route.url) {
    const at = request.url.indexOf('?');
    return redactUrl(route.url + (at < 0 ? '' : request.url.slice(at)));
  }
  return redactUrl(request.url);
}

/**
 * What a log line says about a request: an allow-list, so headers (cookies,
 * authorization) and bodies (passwords) never reach the log whatever the level.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    remoteAddress: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

/**
 * Errors as logged. Drizzle puts a failed query's parameters (session ids, e-mail
 * addresses, password hashes) into its message; the query text alone is kept.
 */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const { query, params: _params } = err as { query?: unknown; params?: unknown };
  const cause = (err as { cause?: unknown }).cause;
  const message =
    typeof query === 'string' && 'params' in err ? `Failed query: ${query}` : err.message;
  return {
    type: err.name,
    message,
    code: (err as { code?: unknown }).code,
    stack: err.stack?.replace(err.message, message),
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}

/** The Fastify logger options: JSON lines with a request id, redacted as above. */
export function requestLogOptions(level: string, stream?: DestinationStream) {
  const logger: LoggerOptions & { stream?: DestinationStream } = {
    level,
    serializers: {
      req: serializeRequest as never,
      err: serializeError,
    },
  };
  if (stream) logger.stream = stream;
  return {
    logger,
    requestIdHeader: false as const,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Every answer names its request id, so a member's report can be matched to the log. */
export const requestIdHeader = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'roundtable-request-id' },
);
