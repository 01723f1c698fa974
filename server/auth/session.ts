import '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionData, sessions } from '../../shared/schema/sessions';
import { type User, users } from '../../shared/schema/users';
import type { Database } from '../db/client';

export const SESSION_COOKIE = 'rt.sid';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Extend a session only when less than this is left, so most requests write nothing. */
const RENEW_BELOW_MS = SESSION_TTL_MS - 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's id, or null for a visitor. */
    userId: string | null;
    /**
     * The signed-in member's row as it was when the request began, read in the same
     * statement as the session (so `GET /api/auth/user` costs no query of its own).
     */
    member: User | null;
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
    app.decorateRequest('member', null);
    app.decorateRequest('session', null);

    // Every request with a cookie runs this, so it is one round trip (the session and its
    // member together) and a named prepared statement: PostgreSQL parses and plans it once
    // per connection, and Drizzle builds its SQL once per process.
    const lookup = db
      .select({ session: sessions, member: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
      .where(
        and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))),
      )
      .prepare('session_with_member');

    app.addHook('onRequest', async (request, reply) => {
      const sid = request.cookies[SESSION_COOKIE];
      if (!sid || sid.length > 128) return;
      const [row] = await lookup.execute({ sid, now: new Date() });
      if (!row) return;
      const { session, member } = row;
      request.session = { sid: session.sid, data: session.sess, expire: session.expire };
      // A session whose member no longer exists signs nobody in.
      request.member = member;
      request.userId = member?.id ?? null;
      if (session.expire.getTime() - Date.now() < RENEW_BELOW_MS) {
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
  // The member row read at the start belongs to whoever was signed in then.
  if (request.member?.id !== request.userId) request.member = null;
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
  request.member = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
