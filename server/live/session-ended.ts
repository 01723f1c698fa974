import type { FastifyRequest } from 'fastify';

/**
 * Tells a member's open streams that sessions of theirs ended (decision 025): the one
 * session named by its public id (`publicSessionId`; its stream closes), or, without it,
 * some or all of them (each stream checks its own session and closes if it is gone, so
 * the session kept by "sign out other devices" keeps its stream). Call it after the
 * commit. A hub that cannot publish only delays the close to the stream's next heartbeat
 * check, so the failure is logged and the request goes on.
 */
export async function announceSessionsEnded(
  request: FastifyRequest,
  userId: string,
  sessionId?: string,
) {
  const event = sessionId
    ? { type: 'session-ended' as const, sessionId }
    : { type: 'session-ended' as const };
  await request.server.live
    .publish({ userIds: [userId] }, event)
    .catch((err) => request.log.warn({ err }, 'live: could not announce an ended session'));
}
