import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { KeptDomain } from '../lib/generations';
import { statementsOf, testDatabase } from './database';

/** Makes every kept answer of a domain old, as a write would: the next read is fresh. */
export async function forgetKept(domain: KeptDomain) {
  const { db } = await testDatabase();
  await db.execute(sql`select nextval(${`kept_${domain}_generation`}::regclass)`);
}

/**
 * A kept answer as a test sees it (decision 045): `warm` reads the page so it is kept,
 * `read` asks for it again (as another member, say) while the statements are recorded,
 * then the domain is made old and `read` asked afresh, which must answer the same.
 * Returns the kept answer and the statements it cost.
 */
export async function keptAndFresh<T>(
  domain: KeptDomain,
  warm: () => Promise<unknown>,
  read: () => Promise<T>,
) {
  await warm();
  const { result: kept, statements } = await statementsOf(read);
  await forgetKept(domain);
  expect(kept).toEqual(await read());
  return { kept, statements };
}
