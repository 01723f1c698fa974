import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import type { KeptAnswers } from './kept-answers';

/**
 * The domains of kept answers (decision 045) and the number of each in migration 0035's
 * triggers: every statement that can change one of a domain's answers advances its
 * generation, a sequence, and holds a shared advisory lock on (KEPT_LOCK_CLASS, number)
 * until its transaction ends.
 */
export const KEPT_DOMAINS = {
  discussions: 1,
  events: 2,
  resources: 3,
  jobs: 4,
  gallery: 5,
  members: 6,
  /** Migration 0033's search generation, renamed by 0041. */
  search: 7,
  /** The community's profile (migration 0042): its zone is in every calendar answer. */
  settings: 8,
} as const;
export type KeptDomain = keyof typeof KEPT_DOMAINS;
export type Generations = Record<KeptDomain, bigint>;

/** "KEPT" in ASCII: the advisory locks' first key, apart from any other use of them. */
const KEPT_LOCK_CLASS = 1_262_833_748;

const sequenceOf = (domain: KeptDomain) => sql.identifier(`kept_${domain}_generation`);

/** A domain's generation (`is_called` tells a fresh sequence from one moved once). */
const generationValue = (domain: KeptDomain) =>
  sql`(select last_value + is_called::int from ${sequenceOf(domain)})`;

/**
 * Every domain's generation, as columns of the session lookup (server/auth/session.ts):
 * the statement every signed-in request sends anyway, so checking a kept answer costs no
 * round trip of its own. Read at the start of the request, before anything it reads.
 */
export const generationColumns = Object.fromEntries(
  Object.keys(KEPT_DOMAINS).map((domain) => [
    domain,
    sql<string>`${generationValue(domain as KeptDomain)}::text`,
  ]),
) as Record<KeptDomain, ReturnType<typeof sql<string>>>;

export const parseGenerations = (row: Record<KeptDomain, string>): Generations =>
  Object.fromEntries(
    Object.entries(row).map(([domain, value]) => [domain, BigInt(value)]),
  ) as Generations;

/**
 * An answer read from several domains (the dashboard's) is kept under the sum of their
 * generations: each only ever moves up, so the sum moves whenever one of them does.
 */
const generationOf = (generations: Generations | null, domains: readonly KeptDomain[]) =>
  generations ? domains.reduce((sum, domain) => sum + generations[domain], 0n) : undefined;

/**
 * The generation a reader may keep its answer under, read just before it reads: null when
 * a writer of the domains is still open. Its trigger has moved the sequence already, but
 * its rows are seen only once it commits, so what is read now could be older than the
 * generation says (migration 0035). The generation is read first, then the locks (the
 * materialized CTE orders them): a writer that moves the sequence after the first read
 * makes the kept answer old at once, and one that moved it before still holds its lock
 * at the second unless it has committed, and then its rows are read. Advisory locks are
 * server-wide: only this database's writers count (another database on the same server,
 * a staging copy or a parallel test worker's, must not stop this one keeping anything).
 */
export async function keepableGeneration(
  db: Queryable,
  domains: KeptDomain | readonly KeptDomain[],
): Promise<bigint | null> {
  const all = typeof domains === 'string' ? [domains] : domains;
  const sum = sql.join(all.map(generationValue), sql` + `);
  // The domains' numbers are the constants above, never input.
  const numbers = sql.raw(all.map((domain) => KEPT_DOMAINS[domain]).join(', '));
  const result = (await db.execute(sql`
    with g as materialized (select (${sum})::text as generation)
    select g.generation, exists (
      select 1 from pg_locks
      where locktype = 'advisory' and classid = ${KEPT_LOCK_CLASS}::oid
        and objid in (${numbers}) and objsubid = 2
        and database = (select oid from pg_database where datname = current_database())
        and g.generation is not null
    ) as writing
    from g`)) as unknown as { rows: { generation: string; writing: boolean }[] };
  const [row] = result.rows;
  return row.writing ? null : BigInt(row.generation);
}

/**
 * A hot read's answer, kept in `kept` (one per domain, or set of domains, and app) under
 * `key`, which must name everything the answer depends on (parameters, cursor, audience).
 * A hit costs nothing but the map lookup: the request's generations came with its
 * session. A miss checks that no writer is open, reads, and keeps what it read for the
 * next asker.
 */
export async function keptAnswer<T>(
  db: Queryable,
  request: FastifyRequest,
  {
    kept,
    domain,
    key,
  }: { kept: KeptAnswers; domain: KeptDomain | readonly KeptDomain[]; key: string },
  read: () => Promise<T>,
): Promise<T> {
  const domains = typeof domain === 'string' ? [domain] : domain;
  const known = generationOf(request.generations, domains);
  const hit = known === undefined ? undefined : kept.kept<T>(key, known);
  if (hit) return hit;
  const generation = await keepableGeneration(db, domains);
  if (generation === null) return read();
  // Another request may have kept it since this one's session was read.
  return kept.answer(key, generation, read);
}
