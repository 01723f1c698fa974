import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussions } from '../../shared/schema/discussions';
import { createTestApp, testDatabase } from '../test/harness';
import { keepableGeneration } from './generations';
import { countedDiscussion } from './test-fixtures';

/**
 * The generations of kept answers (decision 045) where only a server shows them: another
 * connection, another database on the same server. PGlite has one connection, so nothing
 * runs between a writer's statements there (generations.test.ts holds the rest).
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
let discussionId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ discussionId } = await countedDiscussion(app));
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;

describe('the discussions generation on a PostgreSQL server', () => {
  it('is not given on another connection while a writer is open (PostgreSQL)', async () => {
    const handle = await testDatabase();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote = () => {};
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const writer = handle.db.transaction(async (tx) => {
      await tx.update(discussions).set({ isLocked: true }).where(eq(discussions.id, discussionId));
      wrote();
      await held;
    });
    await written;
    expect(await keepableGeneration(handle.db, 'discussions')).toBeNull();
    release();
    await writer;
    expect(await keepableGeneration(handle.db, 'discussions')).not.toBeNull();
  });

  it('is given while a writer of another database on the same server is open (PostgreSQL)', async () => {
    const database = await db();
    // The server's own database, not this worker's: its writer takes the same lock key.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock_shared($1, $2)', [1262833748, 1]);
      expect(await keepableGeneration(database, 'discussions')).not.toBeNull();
      // The same lock taken in this database does stop it (the check is not blind).
      await database.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock_shared(1262833748, 1)`);
        expect(await keepableGeneration(database, 'discussions')).toBeNull();
      });
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });
});
