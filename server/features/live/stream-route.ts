import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '../../../shared/contracts/common';
import { liveStreamQuery } from '../../../shared/contracts/live';
import { publicSessionId } from '../../auth/account';
import type { Database } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../lib/http-error';
import type { LiveEvent } from '../../live/hub';
import { APPLICANT } from '../../security/route-access';
import { type OpenStream, OpenStreams, sseEvent, sseId } from './open-streams';

export const TOO_MANY_STREAMS = 'Too many open live streams; close a tab and try again';

/** The events an applicant's stream carries: their decision, and the stream's own upkeep. */
const FOR_APPLICANTS = new Set<LiveEvent['type']>(['membership', 'session-ended', 'sync']);

/**
 * Added to a stream's `catchUp`: the page measures from its own start, and its request
 * took a while to get here (a slow network, a proxy). A `sync` too many costs a few
 * refetches; one too few leaves the bell wrong until the safety-net poll.
 */
const CATCH_UP_SLACK_MS = 5000;

/** How long the browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 3000;

interface Options {
  db: Database;
  heartbeatMs: number;
  /** A stream ends after this long; the browser reconnects at once with a fresh one. */
  maxLifetimeMs: number;
  perMember: number;
}

/**
 * `GET /api/stream` (decision 025): a member's live hints as Server-Sent Events. Each
 * event says what changed (`notifications`, `message`, `reply`), never the data itself;
 * the page refetches through the API, which applies every permission.
 *
 * Ids count up per process. A reconnect with `Last-Event-ID` is answered with `sync` first
 * (refetch everything): hints published while the stream was down are not kept anywhere
 * to replay, and the id may come from another process anyway. The data is in the database.
 * A first stream says with `catchUp` since when its page has gone unwarned; if the member
 * heard something in that time (the hub remembers when, not what), it starts with `sync`.
 */
export const streamRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const streams = new OpenStreams(options.db, options.heartbeatMs, app.sessionMaxAgeMs, (err) =>
    app.log.warn({ err }, 'live: session check failed'),
  );
  // Before the server stops taking connections: open streams would hold shutdown for ever.
  app.addHook('preClose', async () => streams.endAll());

  // Applicants hold a stream too (issue 36): their page moves on when the admins decide.
  app.get(
    '/api/stream',
    { ...APPLICANT, schema: { querystring: liveStreamQuery, response: { 429: messageOnly } } },
    async (request, reply) => {
      const { member, session } = request;
      // What goes to every stream (a discussion's new reply) is the members' business: an
      // applicant hears only what is addressed to them.
      const applicant = member?.membership !== 'active';
      if (!member || !session) throw unauthorized();
      if (streams.countOf(member.id) >= options.perMember) throw tooManyRequests(TOO_MANY_STREAMS);

      reply.hijack();
      const res = reply.raw;
      // A hijacked reply skips the onSend hooks: the headers set so far (security headers,
      // request id) go out as they are, and the caching rule is written here.
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store, no-transform',
        // nginx and similar proxies otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });

      const sid = session.sid;
      const stream: OpenStream = {
        userId: member.id,
        sid,
        publicSid: publicSessionId(sid),
        res,
        release: () => {
          unsubscribe();
          clearTimeout(lifetime);
        },
      };
      const deliver = (event: LiveEvent) => {
        if (applicant && !FOR_APPLICANTS.has(event.type)) return;
        if (event.type !== 'session-ended') return streams.write(stream, sseEvent(event));
        if (event.sessionId) {
          if (event.sessionId === stream.publicSid) streams.endSession(stream);
          return;
        }
        // "Every session of this member": this one may be the one kept (signing out the
        // other devices); its own row says.
        streams.recheck(stream).catch((err) => app.log.warn({ err }, 'live: session check failed'));
      };
      const unsubscribe = app.live.subscribe(member.id, deliver);
      const lifetime = setTimeout(() => streams.end(stream), options.maxLifetimeMs);
      lifetime.unref();
      streams.add(stream);
      request.raw.once('close', () => streams.end(stream));
      res.once('close', () => streams.end(stream));

      // An id from the start, so the browser's reconnect always says it is one (a stream
      // that ends before its first event, at its lifetime or a network drop, included).
      res.write(`retry: ${RETRY_MS}\n${sseId()}\n`);
      const { catchUp } = request.query;
      const missed =
        request.headers['last-event-id'] !== undefined ||
        (catchUp !== undefined && app.live.heardWithin(member.id, catchUp + CATCH_UP_SLACK_MS));
      if (missed) streams.write(stream, sseEvent({ type: 'sync' }));
    },
  );
};
