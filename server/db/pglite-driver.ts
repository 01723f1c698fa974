import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver keeps as PostgreSQL's text (timestamps, dates,
 * intervals, numeric and date arrays): it maps them itself, as on node-postgres.
 */
const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/** The parsers Drizzle asks for in each query's options. */
export const TEXT_PARSERS = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, asText]));

/**
 * Makes TEXT_PARSERS `client`'s own, for every query. Not through `PGlite.create`'s
 * `parsers` option: PGlite replaces the array types' parsers with its own once it has read
 * them from the catalogue, so the arrays above would come back parsed.
 */
export async function keepTypesAsText(client: PGlite) {
  await client.waitReady;
  Object.assign(client.parsers, TEXT_PARSERS);
}

const keptAsText = new Set<string>(KEPT_AS_TEXT.map(String));

/**
 * Drizzle names those parsers in every query's options, and PGlite merges a query's parsers
 * into its whole table of 318 on each call: 0.3 ms a query, as long as the rest of a
 * `select 1` (and a fifth of the embedded API tests' time in PGlite's own code). Given once
 * to PGlite, the same parsers hold for every query, so options that ask for no more than
 * them go without: the answer is the same, the merge is skipped. Any other parser a query
 * asks for still goes through.
 */
function withoutKeptParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => keptAsText.has(type))) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
}

/** What Drizzle's PGlite session calls on its client, and on a transaction's. */
export interface Queries {
  query: PGlite['query'];
  transaction?: PGlite['transaction'];
}

/**
 * The client Drizzle is given: `client` (after keepTypesAsText) with each query's
 * options trimmed as above, in transactions too. Drizzle's session calls only `query` and
 * `transaction` (drizzle-orm/pglite/session.js).
 */
export function forDrizzle(client: Queries): Queries {
  const adapted: Queries = {
    query: (sql, params, options) => client.query(sql, params, withoutKeptParsers(options)),
  };
  if (client.transaction) {
    const opener = client as Required<Queries>;
    adapted.transaction = (work) => opener.transaction((tx) => work(forDrizzle(tx) as Transaction));
  }
  return adapted;
}
