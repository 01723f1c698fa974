import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Runs hand-written SQL; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
