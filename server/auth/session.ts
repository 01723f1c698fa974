import '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionData, sessions } from '../../shared/schema/sessions';
import type { Database } from '../db/client';

export const SESSION_COOKIE = 'rt.sid';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Extend a session only when less than this is left, so most requests write nothing. */
const RENEW_BELOW_MS = SESSION_TTL_MS - 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's id, or null for a visitor. */
    userId: string | null;
    session: { sid: string; data: SessionData; expire: Date } | null;
  }
}

const newSid = () => randomBytes(32).toString('base64url');

function setCookie(request: FastifyRequest, reply: FastifyReply, sid: string, expire: Date) {
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expire,
  });
}

/**
 * Cookie sessions stored in the `session` table, so every server copy shares them and a
 * restart signs nobody out. The cookie holds only a random 256-bit id.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database }) => {
    const { db } = opts;
    app.decorateRequest('userId', null);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request, reply) => {
      const sid = request.cookies[SESSION_COOKIE];
      if (!sid || sid.length > 128) return;
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())));
      if (!row) return;
      request.session = { sid: row.sid, data: row.sess, expire: row.expire };
      request.userId = row.sess.userId ?? null;
      if (row.expire.getTime() - Date.now() < RENEW_BELOW_MS) {
        const expire = new Date(Date.now() + SESSION_TTL_MS);
        await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
        request.session.expire = expire;
        setCookie(request, reply, sid, expire);
      }
    });
  },
  { name: 'roundtable-session', dependencies: ['@fastify/cookie'] },
);

/**
 * Writes session data. `regenerate` issues a fresh id (always at sign-in, so an id
 * planted before sign-in is worthless after it).
 */
export async function saveSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  data: SessionData,
  { regenerate = false } = {},
) {
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  if (request.session && !regenerate) {
    await db
      .update(sessions)
      .set({ sess: data, expire })
      .where(eq(sessions.sid, request.session.sid));
    request.session = { ...request.session, data, expire };
  } else {
    if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
    const sid = newSid();
    await db.insert(sessions).values({ sid, sess: data, expire });
    request.session = { sid, data, expire };
  }
  request.userId = data.userId ?? null;
  setCookie(request, reply, request.session.sid, expire);
}

/** Changes what an existing session holds, leaving its id, cookie and expiry alone. */
export async function updateSessionData(db: Database, request: FastifyRequest, data: SessionData) {
  if (!request.session) return;
  await db.update(sessions).set({ sess: data }).where(eq(sessions.sid, request.session.sid));
  request.session = { ...request.session, data };
}

export async function destroySession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
  request.session = null;
  request.userId = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
