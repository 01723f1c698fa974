import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { Figures } from './measure';

export interface Targets {
  readShareOfCeiling: number;
  readP99Ms: number;
  writeP99Ms: number;
}

/** The issue's targets at 50 connections on two cores, on PostgreSQL. */
export const TARGETS = {
  readShareOfCeiling: 0.1,
  readP99Ms: 50,
  writeP99Ms: 100,
  /** One tenth of the data answers within this share of the full-size figures. */
  scaleTolerance: 0.2,
};

/**
 * The embedded database's (issue 35): one process answers every query on its own thread,
 * so the bar is lower, but 50 members at once must not queue into errors or timeouts.
 */
export const EMBEDDED_TARGETS: Targets = {
  readShareOfCeiling: 0.05,
  readP99Ms: 250,
  writeP99Ms: 250,
};

export function verdict(row: Figures, ceiling: Figures, targets: Targets = TARGETS): string[] {
  const misses: string[] = [];
  if (row.errors > 0) misses.push(`${row.errors} errors`);
  if (row.kind === 'read') {
    if (row.requestsPerSecond < ceiling.requestsPerSecond * targets.readShareOfCeiling)
      misses.push(`< ${targets.readShareOfCeiling * 100}% of ceiling`);
    if (row.p99 >= targets.readP99Ms) misses.push(`p99 ≥ ${targets.readP99Ms} ms`);
  }
  if (row.kind === 'write' && row.p99 >= targets.writeP99Ms)
    misses.push(`p99 ≥ ${targets.writeP99Ms} ms`);
  return misses;
}

/** CPU ms of every process involved in one answer: server, PostgreSQL, load generator. */
export const cpuTotal = (row: Figures) =>
  row.cpuPerRequest.server + (row.cpuPerRequest.database ?? 0) + row.cpuPerRequest.generator;

/**
 * The share of the ceiling's requests/s this line would reach on an idle machine, where
 * all cores go to these processes: the ceiling's CPU per answer over this line's.
 */
export const idleShare = (row: Figures, ceiling: Figures) => cpuTotal(ceiling) / cpuTotal(row);

const cpuCell = (row: Figures) => {
  const c = row.cpuPerRequest;
  const db = c.database === null ? '–' : fixed(c.database, 2);
  return `${fixed(c.server, 2)} + ${db} + ${fixed(c.generator, 2)}`;
};

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  date: string;
}

export function describeMachine(postgresVersion: string): Machine {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: postgresVersion,
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
  };
}

const fixed = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export interface RunReport {
  label: string;
  counts: Record<string, number>;
  ceiling: Figures;
  rows: Figures[];
  targets: Targets;
  /** The embedded database (PGlite), inside the server process. */
  embedded: boolean;
}

function table(run: RunReport) {
  const lines = [
    '| endpoint | kind | requests/s | p50 ms | p99 ms | errors | share of ceiling | CPU ms per request (server + PostgreSQL + autocannon) | share of ceiling from CPU | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const c = run.ceiling;
  lines.push(
    `| ${c.name} | ceiling | ${fixed(c.requestsPerSecond)} | ${c.p50} | ${c.p99} | ${c.errors} | 100% | ${cpuCell(c)} | 100% | |`,
  );
  for (const r of run.rows) {
    const misses = verdict(r, c, run.targets);
    const share = `${fixed((r.requestsPerSecond / c.requestsPerSecond) * 100, 1)}%`;
    const fromCpu = `${fixed(idleShare(r, c) * 100, 1)}%`;
    lines.push(
      `| ${r.name} | ${r.kind} | ${fixed(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors} | ${share} | ${cpuCell(r)} | ${fromCpu} | ${misses.length ? `**missed**: ${misses.join(', ')}` : 'met'} |`,
    );
  }
  return lines.join('\n');
}

function comparison(full: RunReport, small: RunReport) {
  const lines = [
    '| endpoint | full requests/s | one-tenth requests/s | one tenth ÷ full | full CPU ms/request | one-tenth CPU ms/request | one tenth ÷ full (CPU) | within 20% (CPU) |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const f of full.rows) {
    const s = small.rows.find((r) => r.name === f.name);
    if (!s) continue;
    const ratio = s.requestsPerSecond / f.requestsPerSecond;
    // Cost per request is what must not grow with the community: compare the CPU spent.
    const cpuRatio = cpuTotal(s) / cpuTotal(f);
    const ok = Math.abs(cpuRatio - 1) <= TARGETS.scaleTolerance;
    lines.push(
      `| ${f.name} | ${fixed(f.requestsPerSecond)} | ${fixed(s.requestsPerSecond)} | ${fixed(ratio, 2)} | ${fixed(cpuTotal(f), 2)} | ${fixed(cpuTotal(s), 2)} | ${fixed(cpuRatio, 2)} | ${ok ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

const sizeLine = (counts: Record<string, number>) =>
  `${fixed(counts.users)} members, ${fixed(counts.event)} events, ${fixed(counts.discussion)} discussions, ${fixed(counts.discussion_reply)} replies, ${fixed(counts.job_posting)} jobs, ${fixed(counts.resource)} resources, ${fixed(counts.photo)} photos, ${fixed(counts.message)} messages`;

/** The generated part of docs/benchmarks.md, between its markers. */
export function renderResults(
  machine: Machine,
  load: { durationSeconds: number; connections: number },
  runs: RunReport[],
) {
  const [full, small] = runs;
  const parts = [
    `Measured ${machine.date} UTC on ${machine.cpu} × ${machine.cores} cores, ${machine.memoryGiB} GiB memory, Node ${machine.node}, ${machine.postgres}. autocannon in the benchmark process, the server and the ceiling each in their own process, all on this machine; ${load.connections} connections, ${load.durationSeconds} s per line. Rate limits lifted for the run.`,
    `CPU per request is read from /proc for the server process, ${runs.some((r) => r.embedded) ? 'which runs the embedded database on its own thread (the PostgreSQL column is empty: the server column holds the queries)' : 'the PostgreSQL backends serving the benchmark database'} and the benchmark process (autocannon); "share of ceiling from CPU" is the ceiling's CPU per answer over the line's, the share of the ceiling's requests/s the line reaches when these processes have the cores to themselves. Requests/s and latency also measure whatever else the machine is running; CPU per request does not.`,
  ];
  for (const run of runs) {
    parts.push(`#### ${run.label}: ${sizeLine(run.counts)}`, table(run));
  }
  if (full && small) {
    parts.push('#### Cost against community size', comparison(full, small));
  }
  return parts.join('\n\n');
}

/** The generated blocks of docs/benchmarks.md: PostgreSQL's, and the embedded database's. */
export const RESULTS_MARKERS = {
  postgres: {
    start: '<!-- bench:api:start (written by npm run bench) -->',
    end: '<!-- bench:api:end -->',
  },
  pglite: {
    start: '<!-- bench:api-embedded:start (written by npm run bench -- --db pglite) -->',
    end: '<!-- bench:api-embedded:end -->',
  },
};

/**
 * Replaces only the run's generated block of docs/benchmarks.md: the analysis around it,
 * the other database's block and the `## Pages` section (npm run bench:web) stay as they are.
 */
export function writeResults(path: string, block: string, markers = RESULTS_MARKERS.postgres) {
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`${path} lacks the markers ${markers.start}`);
  const updated = `${doc.slice(0, start + markers.start.length)}\n${block}\n${doc.slice(end)}`;
  writeFileSync(path, updated);
}

export function printRun(run: RunReport) {
  console.log(`\n${run.label}: ${sizeLine(run.counts)}`);
  const c = run.ceiling;
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (s: string, n: number) => s.padStart(n);
  console.log(
    `${pad('endpoint', 34)}${num('req/s', 9)}${num('p50', 6)}${num('p99', 6)}${num('errors', 8)}${num('ceiling', 9)}${num('cpu ms', 8)}${num('by cpu', 8)}  target`,
  );
  for (const r of [c, ...run.rows]) {
    const misses = r.kind === 'ceiling' ? [] : verdict(r, c, run.targets);
    const share = `${fixed((r.requestsPerSecond / c.requestsPerSecond) * 100, 1)}%`;
    console.log(
      `${pad(r.name, 34)}${num(fixed(r.requestsPerSecond), 9)}${num(String(r.p50), 6)}${num(String(r.p99), 6)}${num(String(r.errors), 8)}${num(share, 9)}${num(fixed(cpuTotal(r), 2), 8)}${num(`${fixed(idleShare(r, c) * 100, 1)}%`, 8)}  ${r.kind === 'ceiling' ? '' : misses.length ? `MISSED: ${misses.join(', ')}` : 'met'}`,
    );
  }
}
