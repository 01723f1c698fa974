import { readFile, writeFile } from 'node:fs/promises';
import { percentile, type Tally } from './tally';
import type { Verification } from './verify';

export interface RunFacts {
  members: number;
  durationS: number;
  /** Seconds the traffic actually ran (the last requests finish after the deadline). */
  elapsedS: number;
  readShare: number;
  tally: Tally;
  verification: Verification;
  profileSaves: number;
  clientFailures: number;
  /** One-minute load average of the machine before and after the traffic, for context. */
  loadAverage: [number, number];
  cores: number;
}

export const passed = (f: RunFacts) =>
  f.tally.countWhere((s) => s >= 500) === 0 &&
  f.tally.networkErrors === 0 &&
  f.clientFailures === 0 &&
  f.verification.problems.length === 0 &&
  f.verification.kinds.every((k) => k.missing === 0 && k.extra === 0);

const ms = (v: number) => `${Math.round(v)} ms`;

/** The run as Markdown: what docs/reliability.md shows and the terminal prints. */
export function summarize(f: RunFacts) {
  const { tally } = f;
  const statusLine = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const slowest = [...tally.routes.entries()]
    .map(([route, r]) => ({ route, count: r.count, p95: percentile(r.latencies, 95) }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 5);
  const lines = [
    `- **${f.members} signed-in members**, each making one request at a time for ${f.durationS} s (ran ${f.elapsedS.toFixed(1)} s), about ${Math.round(f.readShare * 100)}% reads by weight.`,
    `- Machine: ${f.cores} cores shared with the load generator (and whatever else runs); one-minute load average ${f.loadAverage[0].toFixed(1)} before the traffic, ${f.loadAverage[1].toFixed(1)} after.`,
    `- **${tally.requests} requests** (${Math.round(tally.requests / f.elapsedS)}/s); **5xx: ${tally.countWhere((s) => s >= 500)}**; no answer at all: ${tally.networkErrors}; statuses ${statusLine}.`,
    `- Latency: p50 ${ms(percentile(tally.latencies, 50))}, p95 ${ms(percentile(tally.latencies, 95))}, p99 ${ms(percentile(tally.latencies, 99))}, max ${ms(Math.max(0, ...tally.latencies))}.`,
    `- Slowest routes by p95: ${slowest.map((s) => `\`${s.route}\` ${ms(s.p95)} (${s.count})`).join(', ')}.`,
    '',
    '| write | acknowledged (2xx) | in the database | missing | extra |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...f.verification.kinds.map(
      (k) =>
        `| ${k.kind === 'profile' ? `profile (${f.profileSaves} saves; members whose last save is stored)` : k.kind} | ${k.acknowledged} | ${k.inDatabase} | ${k.missing} | ${k.extra} |`,
    ),
    '',
    f.verification.problems.length === 0
      ? '- Invariants held: every skill’s endorsement count equals its endorsements; no event has more attendees than seats.'
      : `- **Invariants broken:** ${f.verification.problems.join('; ')}.`,
    `- Result: **${passed(f) ? 'PASS' : 'FAIL'}**.`,
  ];
  const samples = (title: string, list: string[]) => {
    if (list.length > 0) lines.push('', title, ...list.slice(0, 5).map((e) => `    ${e}`));
  };
  samples('First server errors:', tally.serverErrors);
  samples('Unplanned refusals:', tally.otherRefusals);
  return lines.join('\n');
}

const BEGIN = '<!-- load:begin -->';
const END = '<!-- load:end -->';

/** Replaces the figures between the load markers in `file` with this run's. */
export async function writeIntoDocs(file: string, summary: string, when: Date) {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${BEGIN} … ${END} section`);
  const body = `${BEGIN}\n_Last run: ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run load\`._\n\n${summary}\n${END}`;
  await writeFile(file, text.slice(0, start) + body + text.slice(end + END.length));
}
