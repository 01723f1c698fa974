import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { accountTokens, type TokenPurpose } from '../../shared/schema/account-tokens';
import type { Queryable } from '../db/client';

/** The database keeps only this of a token: a stolen backup holds no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for `purpose`; returns the token itself, for the e-mail's link. */
export async function issueToken(
  tx: Queryable,
  t: { userId: string; purpose: TokenPurpose; email: string; ttlMs: number },
) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId: t.userId,
    purpose: t.purpose,
    email: t.email,
    expiresAt: sql`now() + ${`${t.ttlMs} milliseconds`}::interval`,
  });
  return token;
}

/**
 * Uses a token once: marks it used and returns its row, or null when it is unknown,
 * expired, already used, or for another purpose. One statement, so two clicks on the same
 * link cannot both succeed.
 */
export async function consumeToken(tx: Queryable, token: string, purpose: TokenPurpose) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(...validToken(token, purpose)))
    .returning();
  return row ?? null;
}

/** Whether a token would be accepted now, without using it (the page checks before asking for a password). */
export async function peekToken(tx: Queryable, token: string, purpose: TokenPurpose) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(...validToken(token, purpose)));
  return row ?? null;
}

const validToken = (token: string, purpose: TokenPurpose) => [
  eq(accountTokens.tokenHash, hashToken(token)),
  eq(accountTokens.purpose, purpose),
  isNull(accountTokens.usedAt),
  gt(accountTokens.expiresAt, sql`now()`),
];

/** Retires every open token of one purpose for a member (a new password voids older reset links). */
export async function retireTokens(tx: Queryable, userId: string, purpose: TokenPurpose) {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Tokens used or expired more than a day ago are of no use, even to an investigation. */
export async function deleteSpentTokens(db: Queryable) {
  await db
    .delete(accountTokens)
    .where(
      or(
        lt(accountTokens.expiresAt, sql`now() - interval '1 day'`),
        lt(accountTokens.usedAt, sql`now() - interval '1 day'`),
      ),
    );
}
