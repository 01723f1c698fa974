import autocannon from 'autocannon';
import type { Fixtures } from './database';
import type { Scenario } from './scenarios';

export interface Figures {
  name: string;
  kind: 'read' | 'write' | 'ceiling';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  errors: number;
  requests: number;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

async function run(
  name: string,
  kind: Figures['kind'],
  opts: autocannon.Options,
): Promise<Figures> {
  const result = await autocannon(opts);
  return {
    name,
    kind,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** The bare node:http server, with the same connections and duration as every scenario. */
export function measureCeiling(url: string, load: LoadOptions) {
  return run('ceiling (node:http, 1 KB JSON)', 'ceiling', {
    url,
    connections: load.connections,
    duration: load.durationSeconds,
  });
}

/**
 * One scenario under load. Every request takes the next call of the scenario and the
 * next member's session, so reads and writes are spread over many members and rows.
 */
export function measureScenario(
  origin: string,
  scenario: Scenario,
  fixtures: Fixtures,
  load: LoadOptions,
) {
  let n = 0;
  return run(scenario.name, scenario.kind, {
    url: origin,
    connections: load.connections,
    duration: load.durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          const call = scenario.call(i, fixtures);
          const headers: Record<string, string> = {
            cookie: fixtures.cookies[i % fixtures.cookies.length],
          };
          if (call.body !== undefined) headers['content-type'] = 'application/json';
          return {
            ...request,
            method: call.method,
            path: call.path,
            headers,
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
          };
        },
      },
    ],
  });
}

/** A quick pass before measuring, so caches and connection pools are warm for everyone. */
export async function warmUp(origin: string, scenario: Scenario, fixtures: Fixtures) {
  await measureScenario(origin, scenario, fixtures, { durationSeconds: 1, connections: 10 });
}
