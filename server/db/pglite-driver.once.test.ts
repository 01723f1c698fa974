import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterArchive } from '../test/pglite-cluster';
import { forDrizzle, keepTypesAsText, type Queries, TEXT_PARSERS } from './pglite-driver';

// The embedded database on its own (no app, no schema): one run proves it.
let client: PGlite;
/** The options of every query that reached PGlite, in transactions too. */
const seen: (QueryOptions | undefined)[] = [];

/** `target` with each query's options written down before it runs. */
const recording = (target: Queries): Queries => ({
  query: (text, params, options) => {
    seen.push(options);
    return target.query(text, params, options);
  },
  transaction: (work) =>
    (target as Required<Queries>).transaction((tx) => work(recording(tx) as typeof tx)),
});

beforeAll(async () => {
  client = await PGlite.create({ loadDataDir: clusterArchive() });
  await keepTypesAsText(client);
  await client.exec(`create table t (
    at timestamptz, plain timestamp, day date, span interval, amounts numeric[],
    days date[], ats timestamptz[], n int, doc jsonb)`);
  await client.exec(`insert into t values ('2026-11-28 14:30:00+00', '2026-11-28 08:00',
    '2026-11-28', '2 days 3 hours', '{1.50,2}', '{2026-11-28}', '{2026-11-28 14:30:00+00}',
    7, '{"a":1}')`);
});
afterAll(() => client.close());

describe("Drizzle's PGlite client", () => {
  const db = () => drizzle(forDrizzle(recording(client)) as PGlite);

  it('reaches PGlite without the per-query parsers it was opened with, in transactions too', async () => {
    seen.length = 0;
    await db().execute(sql`select * from t`);
    await db().transaction(async (tx) => {
      await tx.execute(sql`select n from t`);
      await tx.transaction((inner) => inner.execute(sql`select 1`));
    });
    expect(seen.length).toBeGreaterThanOrEqual(4);
    for (const options of seen) {
      expect(options).toBeDefined();
      expect(options).not.toHaveProperty('parsers');
    }
  });

  it('answers every type exactly as Drizzle asked for it (text where it maps them itself)', async () => {
    const query = 'select * from t';
    // What Drizzle's own options give on a PGlite opened without the parsers.
    const plain = await PGlite.create({ loadDataDir: clusterArchive() });
    try {
      await plain.exec(`create table t as select * from (values
        ('2026-11-28 14:30:00+00'::timestamptz, '2026-11-28 08:00'::timestamp,
         '2026-11-28'::date, '2 days 3 hours'::interval, '{1.50,2}'::numeric[],
         '{2026-11-28}'::date[], '{2026-11-28 14:30:00+00}'::timestamptz[], 7, '{"a":1}'::jsonb))
        as v(at, plain, day, span, amounts, days, ats, n, doc)`);
      const drizzleOptions = { rowMode: 'object' as const, parsers: TEXT_PARSERS };
      const expected = (await plain.query(query, [], drizzleOptions)).rows;
      const adapted = await forDrizzle(client).query(query, [], drizzleOptions);
      expect(adapted.rows).toEqual(expected);
      expect(adapted.rows[0]).toMatchObject({ day: '2026-11-28', n: 7, doc: { a: 1 } });
    } finally {
      await plain.close();
    }
  });

  it('passes on any parser beyond those, so a query that asks for more gets it', async () => {
    const asWord = (value: string) => `n=${value}`;
    const { rows } = await forDrizzle(client).query<{ n: string }>('select n from t', [], {
      parsers: { ...TEXT_PARSERS, 23: asWord },
    });
    expect(rows).toEqual([{ n: 'n=7' }]);
  });
});
