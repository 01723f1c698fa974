import autocannon from 'autocannon';
import type { DatabaseHandle } from '../../server/db/client';
import { snapshot, spent } from './cpu';
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
  /** CPU ms per answered request: the server, PostgreSQL (null if not local), autocannon. */
  cpuPerRequest: { server: number; database: number | null; generator: number };
}

/** Whose CPU a measurement charges: the process answering, and the database's backends. */
export interface Meter {
  serverPid: number;
  database: DatabaseHandle | null;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

async function run(
  name: string,
  kind: Figures['kind'],
  meter: Meter,
  opts: autocannon.Options,
): Promise<Figures> {
  const before = await snapshot(meter.serverPid, meter.database);
  const result = await autocannon(opts);
  const cpu = spent(before, await snapshot(meter.serverPid, meter.database));
  const answered = Math.max(1, result.requests.total);
  return {
    name,
    kind,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    cpuPerRequest: {
      server: cpu.server / answered,
      database: cpu.database === null ? null : cpu.database / answered,
      generator: cpu.generator / answered,
    },
  };
}

/** The bare node:http server, with the same connections and duration as every scenario. */
export function measureCeiling(url: string, pid: number, load: LoadOptions) {
  return run(
    'ceiling (node:http, 1 KB JSON)',
    'ceiling',
    { serverPid: pid, database: null },
    {
      url,
      connections: load.connections,
      duration: load.durationSeconds,
    },
  );
}

/**
 * One scenario under load. Every request takes the next call of the scenario and the
 * next member's session, so reads and writes are spread over many members and rows.
 */
export function measureScenario(
  origin: string,
  meter: Meter,
  scenario: Scenario,
  fixtures: Fixtures,
  load: LoadOptions,
) {
  let n = 0;
  return run(scenario.name, scenario.kind, meter, {
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
            // What browsers send, so a line pays for compressing its answer as it would
            // for members (server/lib/compression.ts); BENCH_IDENTITY=1 measures without.
            ...(process.env.BENCH_IDENTITY ? {} : { 'accept-encoding': 'gzip, deflate, br' }),
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

/**
 * A pass before measuring, so caches and connection pools are warm for everyone: long
 * enough for a line's every question to be asked once (the search lines' hundred-odd
 * first readings took more than one second), so the measure sees the steady state
 * between two writes; "search, first time" measures what a first reading costs.
 */
export async function warmUp(origin: string, meter: Meter, scenario: Scenario, fixtures: Fixtures) {
  await measureScenario(origin, meter, scenario, fixtures, { durationSeconds: 3, connections: 10 });
}
