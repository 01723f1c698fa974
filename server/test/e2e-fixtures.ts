import { randomUUID } from 'node:crypto';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notifications } from '../../shared/schema/notifications';
import { userCredentials, users } from '../../shared/schema/users';
import { hashPassword } from '../auth/password';
import { saveSession } from '../auth/session';
import type { Database } from '../db/client';
import { PUBLIC } from '../security/route-access';

/**
 * The browser journeys' fixtures (e2e/support/fixtures.ts): a confirmed member, signed in,
 * in one call, where signing up through the site would hash a password, render and deliver
 * a confirmation e-mail and poll the journeys' mailbox for its link. Only the journeys'
 * server registers these routes (e2e/support/server.ts, through `main({ extend })`); the
 * product never does. The journeys about signing up, confirming, resetting and joining
 * still go through the site.
 */
const memberFixture = z.object({
  email: z.string().email().max(254),
  password: z.string().min(1).max(200),
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
});

// Journeys give most members one password: it is hashed for real, once per server.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

const fixtureRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    /** A new active, confirmed member (never the admin: the first account is made for real). */
    app.post(
      '/__e2e/members',
      { ...PUBLIC, schema: { body: memberFixture } },
      async (request, reply) => {
        const { password, ...fields } = request.body;
        const passwordHash = await hashOf(password);
        const user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              id: randomUUID(),
              ...fields,
              email: fields.email.toLowerCase(),
              role: 'member',
              membership: 'active',
              emailVerifiedAt: new Date(),
              // A member of some standing: welcomed before, their first steps behind them
              // (the journeys about a first visit sign up through the site).
              welcomedAt: new Date(),
              onboardedAt: new Date(),
            })
            .returning({ id: users.id, email: users.email });
          if (!created) throw new Error('no member row returned');
          await tx.insert(userCredentials).values({ userId: created.id, passwordHash });
          return created;
        });
        await saveSession(db, request, reply, { userId: user.id }, { regenerate: true });
        return reply.code(201).send(user);
      },
    );

    /**
     * The "at once" e-mails, now rather than after their short wait (three minutes, which
     * a journey cannot sit through): every due one is mailed and handed to the outbox.
     */
    app.post('/__e2e/notification-mail', PUBLIC, async () => {
      await db
        .update(notifications)
        .set({ mailDueAt: sql`now() - interval '1 day'` })
        .where(and(isNotNull(notifications.mailDueAt), isNull(notifications.mailedAt)));
      return { queued: await app.notificationMail.sweepInstant() };
    });
  };

/** Adds the fixtures to the journeys' server, before it listens. */
export async function registerE2eFixtures(app: FastifyInstance, db: Database) {
  await app.register(fixtureRoutes(db));
}
