import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/raw';

/**
 * CPU time spent by processes, read from /proc: what a request costs in work, whatever
 * else the machine is doing. Throughput and latency on a shared machine say as much
 * about the neighbours as about the server; CPU per request does not.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process in ms, or null when it is gone or not on this machine. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** The PostgreSQL connections serving the benchmark database (the server's pool), by pid. */
async function backendPids(database: DatabaseHandle) {
  const rows = await selectRows<{ pid: number }>(
    database.db,
    // Client backends only: autovacuum workers on the grown tables are not a request's cost.
    sql`select pid from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

export interface CpuSnapshot {
  server: number;
  database: Map<number, number>;
  generator: number;
}

export interface CpuSpent {
  server: number;
  /** null when PostgreSQL runs on another machine (its /proc is not ours). */
  database: number | null;
  generator: number;
}

export async function snapshot(serverPid: number, database: DatabaseHandle | null) {
  const backends = new Map<number, number>();
  if (database) {
    for (const pid of await backendPids(database)) {
      const ms = processCpuMs(pid);
      if (ms !== null) backends.set(pid, ms);
    }
  }
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid) ?? 0,
    database: backends,
    generator: (own.user + own.system) / 1000,
  } satisfies CpuSnapshot;
}

/** CPU spent between two snapshots; a backend that appeared in between counts whole. */
export function spent(before: CpuSnapshot, after: CpuSnapshot): CpuSpent {
  let database: number | null = null;
  for (const [pid, ms] of after.database) {
    database = (database ?? 0) + ms - (before.database.get(pid) ?? 0);
  }
  return {
    server: after.server - before.server,
    database,
    generator: after.generator - before.generator,
  };
}
