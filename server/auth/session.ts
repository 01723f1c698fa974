import '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionData, sessions } from '../../shared/schema/sessions';
import { type User, users } from '../../shared/schema/users';
import type { Database, Queryable } from '../db/client';
import type { InProcessChanges } from '../db/in-process-changes';
import { type Generations, generationColumns, parseGenerations } from '../lib/generations';
import { listeningSessionMemory } from './session-memory';
import { isSuspended } from './suspension';

export const SESSION_COOKIE = 'rt.sid';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Idle expiry: a session nobody uses for this long ends. */
export const SESSION_TTL_MS = 7 * DAY_MS;
/** Absolute expiry unless SESSION_MAX_AGE_DAYS says otherwise: activity never extends past it. */
export const DEFAULT_SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** Extend a session only when this much would be gained, so most requests write nothing. */
const RENEW_STEP_MS = DAY_MS;
/** "Last active" on the account page is kept to this precision, so most requests write nothing. */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** The only session id the server issues: base64url of 32 random bytes. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID.test(value);

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
    /**
     * The generation of every domain of kept answers as the request began (decision 045),
     * read with the session; null for a visitor.
     */
    generations: Generations | null;
  }
  interface FastifyInstance {
    /** How long a session may last from sign-in, however active (SESSION_MAX_AGE_DAYS). */
    sessionMaxAgeMs: number;
  }
}

const newSid = () => randomBytes(32).toString('base64url');

/** The next expiry: a sliding week, never past the session's absolute end. */
const cappedExpiry = (from: number, createdAt: number, maxAgeMs: number) =>
  Math.min(from + SESSION_TTL_MS, createdAt + maxAgeMs);

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
 * restart signs nobody out. The cookie holds only a random 256-bit id. A session ends a
 * week after its last use, and `maxAgeMs` after sign-in however busy it is.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    {
      db,
      maxAgeMs = DEFAULT_SESSION_MAX_AGE_MS,
      changes,
    }: { db: Database; maxAgeMs?: number; changes?: InProcessChanges },
  ) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('member', null);
    app.decorateRequest('session', null);
    app.decorateRequest('generations', null);
    app.decorate('sessionMaxAgeMs', maxAgeMs);

    // Every request with a cookie runs this, so it is one round trip (the session and its
    // member together) and a named prepared statement: PostgreSQL parses and plans it once
    // per connection, and Drizzle builds its SQL once per process. The absolute lifetime
    // is judged here too, so a shortened SESSION_MAX_AGE_DAYS holds for sessions already
    // out; one from before createdAt was recorded gets it on first sight, below. The
    // generations of kept answers come along, so a kept answer costs no round trip.
    const lookup = db
      .select({ session: sessions, member: users, generations: generationColumns })
      .from(sessions)
      .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
      .where(
        and(
          eq(sessions.sid, sql.placeholder('sid')),
          gt(sessions.expire, sql.placeholder('now')),
          sql`coalesce((${sessions.sess}->>'createdAt')::bigint > ${sql.placeholder('bornAfter')}, true)`,
        ),
      )
      .prepare('session_with_member');

    // On the embedded database this process alone writes the data: the lookup's answers
    // are kept in memory until the database announces a change (decision 058).
    const listening = changes ? await listeningSessionMemory(changes) : null;
    if (listening) app.addHook('onClose', async () => listening.stop());
    const memory = listening?.memory ?? null;
    const generationsOnly = db.select(generationColumns).from(sql`(select 1) as one`);

    /** The session and its member, and the generations, from memory or the database. */
    async function find(sid: string, now: number) {
      const bornAfter = now - maxAgeMs;
      const kept = memory?.session(sid, now, bornAfter);
      if (memory && kept) {
        let generations = memory.currentGenerations();
        if (!generations) {
          const mark = memory.mark();
          generations = parseGenerations((await generationsOnly)[0]);
          memory.keepGenerations(mark, generations);
        }
        return { ...kept, generations };
      }
      const mark = memory?.mark() ?? 0;
      const [row] = await lookup.execute({ sid, now: new Date(now), bornAfter });
      if (!row) return undefined;
      const found = { session: row.session, member: row.member };
      const generations = parseGenerations(row.generations);
      memory?.keep(mark, sid, found, generations);
      return { ...found, generations };
    }

    app.addHook('onRequest', async (request, reply) => {
      // Only the shape the server issues goes to the database: anything else (a NUL byte,
      // text PostgreSQL cannot store, a planted value) is a visitor, at no cost.
      const sid = request.cookies[SESSION_COOKIE];
      if (!isSessionId(sid)) return;
      const now = Date.now();
      const row = await find(sid, now);
      if (!row) return;
      const { session, member, generations } = row;
      // Suspending ends a member's sessions; one that slipped through (written by a request
      // in flight at that moment) is ended here, and signs nobody in.
      if (member && isSuspended(member, now)) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return;
      }
      const known = typeof session.sess.createdAt === 'number';
      const data = known ? session.sess : { ...session.sess, createdAt: now };
      request.session = { sid, data, expire: session.expire };
      request.generations = generations;
      // A session whose member no longer exists signs nobody in.
      request.member = member;
      request.userId = member?.id ?? null;

      const current = session.expire.getTime();
      const slid = now + SESSION_TTL_MS - current >= RENEW_STEP_MS ? now + SESSION_TTL_MS : current;
      const expire = Math.min(slid, (data.createdAt ?? now) + maxAgeMs);
      const seen = now - (data.lastSeenAt ?? data.createdAt ?? 0) >= LAST_SEEN_STEP_MS;
      if (expire === current && known && !seen) return;
      if (seen) request.session.data = { ...data, lastSeenAt: now };
      const sess = request.session.data;
      await db
        .update(sessions)
        .set(known && !seen ? { expire: new Date(expire) } : { sess, expire: new Date(expire) })
        .where(eq(sessions.sid, sid));
      if (expire !== current) {
        request.session.expire = new Date(expire);
        setCookie(request, reply, sid, request.session.expire);
      }
    });
  },
  { name: 'roundtable-session', dependencies: ['@fastify/cookie'] },
);

/**
 * Writes session data. `regenerate` issues a fresh id (always at sign-in, so an id
 * planted before sign-in is worthless after it) and starts a new absolute lifetime.
 */
export async function saveSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  data: Omit<SessionData, 'createdAt'>,
  { regenerate = false } = {},
) {
  const now = Date.now();
  const maxAgeMs = request.server.sessionMaxAgeMs;
  if (request.session && !regenerate) {
    const { createdAt = now, userAgent, ip, lastSeenAt } = request.session.data;
    // The device it was opened on stays the same whatever the new data says.
    const sess = { ...data, createdAt, userAgent, ip, lastSeenAt };
    const expire = new Date(cappedExpiry(now, createdAt, maxAgeMs));
    await db.update(sessions).set({ sess, expire }).where(eq(sessions.sid, request.session.sid));
    request.session = { ...request.session, data: sess, expire };
  } else {
    if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
    const sid = newSid();
    const userAgent = request.headers['user-agent']?.slice(0, 300);
    const sess = { ...data, createdAt: now, lastSeenAt: now, userAgent, ip: request.ip };
    const expire = new Date(cappedExpiry(now, now, maxAgeMs));
    await db.insert(sessions).values({ sid, sess, expire });
    request.session = { sid, data: sess, expire };
  }
  request.userId = data.userId ?? null;
  // The member row read at the start belongs to whoever was signed in then.
  if (request.member?.id !== request.userId) request.member = null;
  setCookie(request, reply, request.session.sid, request.session.expire);
}

export async function destroySession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
  request.session = null;
  request.userId = null;
  request.member = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Ends a member's sessions (a new password, "sign out everywhere else"), all of them or all
 * but `keepSid`, and says how many. Uses the index on the session's member id.
 */
export async function endSessionsOf(db: Queryable, userId: string, keepSid?: string) {
  const owned = sql`(${sessions.sess}->>'userId') = ${userId}`;
  const ended = await db
    .delete(sessions)
    .where(keepSid ? and(owned, ne(sessions.sid, keepSid)) : owned)
    .returning({ sid: sessions.sid });
  return ended.length;
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
