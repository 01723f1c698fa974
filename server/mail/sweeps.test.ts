import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../../shared/schema/account-tokens';
import { mailOutbox } from '../../shared/schema/mail';
import { deleteSpentTokens, hashToken, issueToken } from '../auth/account-tokens';
import { createTestApp, signUpMember, testDatabase, uniqueEmail } from '../test/harness';
import { deleteOldReceipts } from './outbox';

describe('the hourly sweep', () => {
  it('drops links spent or expired over a day ago, and receipts over a month old, keeping failures', async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    const member = await signUpMember(app);
    const issue = () =>
      issueToken(db, {
        userId: member.id,
        purpose: 'password-reset',
        email: member.email,
        ttlMs: 3_600_000,
      });
    const [fresh, usedLongAgo, expiredLongAgo, expiredToday] = [
      await issue(),
      await issue(),
      await issue(),
      await issue(),
    ];
    const set = (token: string, values: object) =>
      db
        .update(accountTokens)
        .set(values)
        .where(eq(accountTokens.tokenHash, hashToken(token)));
    await set(usedLongAgo, { usedAt: sql`now() - interval '2 days'` });
    await set(expiredLongAgo, { expiresAt: sql`now() - interval '2 days'` });
    await set(expiredToday, { expiresAt: sql`now() - interval '1 hour'` });
    await deleteSpentTokens(db);
    const left = (
      await db
        .select()
        .from(accountTokens)
        .where(
          and(eq(accountTokens.userId, member.id), eq(accountTokens.purpose, 'password-reset')),
        )
    ).map((t) => t.tokenHash);
    expect(left.sort()).toEqual([hashToken(fresh), hashToken(expiredToday)].sort());

    const to = uniqueEmail('receipts');
    const row = { template: 'test', to, subject: 'S', html: null, text: null };
    await db.insert(mailOutbox).values([
      { ...row, state: 'sent', sentAt: sql`now() - interval '31 days'` },
      { ...row, state: 'sent', sentAt: sql`now() - interval '29 days'` },
      { ...row, state: 'failed', lastResponse: '550 gone' },
    ]);
    await deleteOldReceipts(db);
    const kept = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(kept.map((r) => r.state).sort()).toEqual(['failed', 'sent']);
    await app.close();
  });
});
