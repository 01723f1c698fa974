import { createHash } from 'node:crypto';

/**
 * Names for parameterized statements, so node-postgres prepares each one once per
 * connection: PostgreSQL then skips parsing on every later run and, once a statement has
 * run a few times, may reuse its plan. On the benchmark's list queries parse and plan took
 * as long as executing the query (docs/benchmarks.md).
 *
 * Only queries that carry parameters are named: they already use the extended protocol,
 * so each is one statement (a named statement cannot hold several, as migrations do).
 * The name is a digest of the text, so two texts never share a name. Each connection keeps
 * every statement it prepared, so the number of names is capped: past the cap, new texts
 * run unnamed as before (lists of ids of varying length are the only source of many texts).
 */
const MAX_NAMED_STATEMENTS = 2000;
const names = new Map<string, string>();

export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `rt_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
  values?: unknown;
}

/**
 * The query as node-postgres should run it: a parameterized query config without a name
 * gets one; anything else (plain text, Submittables, named or parameterless queries) is
 * left as it is.
 */
export function withStatementName<T>(config: T, values: unknown): T {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  if (typeof query.submit === 'function' || query.name || typeof query.text !== 'string') {
    return config;
  }
  const params = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = statementName(query.text);
  return name ? { ...config, name } : config;
}
