// `npm run bench:streams [-- --streams 1000 --members 100 --db postgres|pglite]`: the live
// streams' benchmark (issue 22, decision 025). One real server process holds `--streams`
// open `GET /api/stream` connections (`--members` members, streams spread evenly); the
// script records the process's memory (RSS, and the V8 heap after a collection) and CPU
// time with no streams, with them open and idle, while events reach all of them, and after
// they close. Prints the figures as the table docs/benchmarks.md ("Live streams") keeps.
//
// On PostgreSQL (the default) events are published as another server process would: a
// NOTIFY on the live channel, which the server's LISTEN connection hands to its streams.
// The embedded database has no way in from outside its process, so `--db pglite` measures
// holding the streams (memory, heartbeats) without events.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LIVE_CHANNEL } from '../server/live/pg-hub';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../server/test/reliability/scratch-database';

const root = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    members: { type: 'string', default: '100' },
    events: { type: 'string', default: '100' },
    db: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: '5612' },
    heartbeat: { type: 'string', default: '5000' },
  },
});
const STREAMS = Number(values.streams);
const MEMBERS = Number(values.members);
const EVENTS = Number(values.events);
const PORT = Number(values.port);
const HEARTBEAT_MS = Number(values.heartbeat);
const onPostgres = values.db === 'postgres';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${PORT}`;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** The server as `npm start` runs it, with the memory reporter loaded and GC exposed. */
function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './scripts/bench/memory-report.ts',
      'scripts/serve.ts',
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        JOIN_MODE: 'open',
        AUTH_RATE_LIMIT_MAX: '1000000000',
        WRITE_RATE_LIMIT_MAX: '1000000000',
        // Every stream is a connection: the default cap (500) would refuse half of them.
        MAX_CONNECTIONS: String(STREAMS + 200),
        // ...and they all come from this machine's one address.
        MAX_CONNECTIONS_PER_CLIENT: String(STREAMS + 200),
        LIVE_STREAMS_PER_MEMBER: String(Math.ceil(STREAMS / MEMBERS)),
        LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let tail = '';
  const memoryWaiters: ((m: Memory) => void)[] = [];
  child.stdout?.on('data', (c: Buffer) => {
    tail = (tail + c.toString()).slice(-4000);
  });
  child.stderr?.on('data', (c: Buffer) => {
    for (const line of c.toString().split('\n')) {
      if (line.startsWith('MEMORY ')) memoryWaiters.shift()?.(JSON.parse(line.slice(7)));
      else if (line) tail = `${tail}${line}\n`.slice(-4000);
    }
  });
  return { child, memoryWaiters, output: () => tail };
}

type Server = ReturnType<typeof startServer>;

async function memoryOf(server: Server): Promise<Memory> {
  const answer = new Promise<Memory>((done) => server.memoryWaiters.push(done));
  server.child.kill('SIGUSR2');
  return answer;
}

/** utime + stime of the process in ms (Linux /proc; USER_HZ 100). */
function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitUp(child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`server did not come up:\n${output()}`);
}

async function signIn(i: number): Promise<string> {
  const email = `stream.${i}@example.com`;
  const body = { email, password: 'correct horse battery', firstName: 'Stream', lastName: `M${i}` };
  const post = (path: string, payload: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  await post('/api/auth/signup', body);
  const res = await post('/api/auth/signin', { email, password: body.password });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rt.sid='));
  const id = ((await res.json()) as { id: string }).id;
  return `${cookie!.split(';')[0]}|${id}`;
}

/** One open stream: counts the events it has read, and when each arrived. */
interface Reader {
  events: number;
  arrivals: number[];
  abort(): void;
}

/** Opens a stream over node:http (fetch's pool would cap or time out idle bodies). */
function openStream(cookie: string): Promise<Reader> {
  return new Promise((resolveReader, reject) => {
    const req = get(`${base}/api/stream`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream ${res.statusCode}`));
        res.resume();
        return;
      }
      const reader: Reader = { events: 0, arrivals: [], abort: () => req.destroy() };
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        const found = text.split('event: ').length - 1;
        for (let i = 0; i < found; i++) reader.arrivals.push(performance.now());
        reader.events += found;
      });
      res.on('error', () => {});
      resolveReader(reader);
    });
    req.on('error', (err) => reject(err));
  });
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  let scratch: ScratchDatabase | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtable-bench-streams-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (onPostgres) {
    scratch = await createScratchDatabase(serverUrl, 'roundtable_bench_streams');
    env.DATABASE_URL = scratch.url;
  }
  const server = startServer(env);
  const notifier = onPostgres ? new pg.Client({ connectionString: scratch!.url }) : null;
  const readers: Reader[] = [];
  try {
    await waitUp(server.child, server.output);
    await notifier?.connect();
    const pid = server.child.pid!;

    console.log(`signing in ${MEMBERS} members…`);
    const members: { cookie: string; id: string }[] = [];
    for (let i = 0; i < MEMBERS; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, MEMBERS - i) }, (_, k) => signIn(i + k)),
      );
      for (const m of batch) {
        const [cookie, id] = m.split('|');
        members.push({ cookie, id });
      }
    }
    await sleep(2000);
    const before = await memoryOf(server);
    const cpuBefore = cpuMs(pid);

    console.log(`opening ${STREAMS} streams…`);
    const openStart = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, (_, k) =>
        openStream(members[(i + k) % MEMBERS].cookie),
      );
      readers.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openStart;
    const cpuOpened = cpuMs(pid);
    await sleep(3000);
    const open = await memoryOf(server);

    // Idle: only heartbeats (a comment to every stream, one session check per 500).
    const idleSeconds = Math.max(10, Math.ceil((HEARTBEAT_MS * 3) / 1000));
    const idleCpu0 = cpuMs(pid);
    await sleep(idleSeconds * 1000);
    const idleCpuMs = cpuMs(pid) - idleCpu0;
    const beats = Math.floor((idleSeconds * 1000) / HEARTBEAT_MS);

    let delivery: {
      events: number;
      cpuMs: number;
      delivered: number;
      latencies: number[];
      perMemberCpuMs: number;
    } | null = null;
    if (notifier) {
      console.log(`publishing ${EVENTS} events to every stream, then ${EVENTS} to each member…`);
      for (const r of readers) r.arrivals.length = 0;
      const counted = readers.reduce((n, r) => n + r.events, 0);
      const cpu0 = cpuMs(pid);
      const sentAt: number[] = [];
      for (let i = 0; i < EVENTS; i++) {
        sentAt.push(performance.now());
        await notifier.query('select pg_notify($1, $2)', [
          LIVE_CHANNEL,
          JSON.stringify({ a: { everyone: true }, e: { type: 'notifications' } }),
        ]);
        await sleep(20);
      }
      const deadline = Date.now() + 30_000;
      while (
        readers.reduce((n, r) => n + r.events, 0) - counted < EVENTS * STREAMS &&
        Date.now() < deadline
      ) {
        await sleep(50);
      }
      const cpuEveryone = cpuMs(pid) - cpu0;
      const delivered = readers.reduce((n, r) => n + r.events, 0) - counted;
      // Latency of each event on each stream: its arrival after the event's notify.
      const latencies: number[] = [];
      for (const r of readers) {
        r.arrivals.forEach((at, i) => {
          if (i < EVENTS) latencies.push(at - sentAt[i]);
        });
      }
      latencies.sort((a, b) => a - b);

      // Member-addressed: each event names all the members (one notify each, ~4 kB of ids).
      const ids = members.map((m) => m.id);
      const cpu1 = cpuMs(pid);
      const counted2 = readers.reduce((n, r) => n + r.events, 0);
      for (let i = 0; i < EVENTS; i++) {
        await notifier.query('select pg_notify($1, $2)', [
          LIVE_CHANNEL,
          JSON.stringify({ a: { userIds: ids }, e: { type: 'message', threadId: i + 1 } }),
        ]);
        await sleep(20);
      }
      const deadline2 = Date.now() + 30_000;
      while (
        readers.reduce((n, r) => n + r.events, 0) - counted2 < EVENTS * STREAMS &&
        Date.now() < deadline2
      ) {
        await sleep(50);
      }
      delivery = {
        events: EVENTS,
        cpuMs: cpuEveryone,
        delivered,
        latencies,
        perMemberCpuMs: cpuMs(pid) - cpu1,
      };
    }
    const busy = await memoryOf(server);

    for (const r of readers) r.abort();
    readers.length = 0;
    await sleep(3000);
    const closed = await memoryOf(server);

    const lines = [
      `Measured by \`npm run bench:streams -- --streams ${STREAMS} --members ${MEMBERS} --db ${values.db}\` on ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; heartbeat every ${HEARTBEAT_MS / 1000} s.`,
      '',
      '| moment | RSS | V8 heap used (after GC) | heap total | external |',
      '|---|---:|---:|---:|---:|',
      ...(
        [
          ['no streams', before],
          [`${STREAMS} streams open, idle`, open],
          [delivery ? 'after the events' : 'after idling', busy],
          ['streams closed', closed],
        ] as const
      ).map(
        ([label, m]) =>
          `| ${label} | ${mb(m.rss)} MB | ${mb(m.heapUsed)} MB | ${mb(m.heapTotal)} MB | ${mb(m.external)} MB |`,
      ),
      '',
      `Opening them: RSS ${mb(open.rss - before.rss)} MB, V8 heap used ${mb(open.heapUsed - before.heapUsed)} MB (${((open.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} KB a stream).`,
      '',
      '| work | server CPU |',
      '|---|---:|',
      `| opening ${STREAMS} streams (${(openMs / 1000).toFixed(1)} s wall) | ${cpuOpened - cpuBefore} ms (${((cpuOpened - cpuBefore) / STREAMS).toFixed(2)} ms a stream) |`,
      `| idle ${idleSeconds} s with ${STREAMS} streams (${beats} heartbeats) | ${idleCpuMs} ms (${((idleCpuMs / (idleSeconds * 1000)) * 100).toFixed(2)} % of a core) |`,
    ];
    if (delivery) {
      const per = delivery.cpuMs / (delivery.events * STREAMS);
      lines.push(
        `| ${delivery.events} events to everyone (${delivery.delivered} of ${delivery.events * STREAMS} deliveries) | ${delivery.cpuMs} ms (${(per * 1000).toFixed(1)} µs a delivery) |`,
        `| ${delivery.events} events naming all ${MEMBERS} members (one notify of ${MEMBERS} ids each) | ${delivery.perMemberCpuMs} ms (${((delivery.perMemberCpuMs / (delivery.events * STREAMS)) * 1000).toFixed(1)} µs a delivery) |`,
        '',
        `Delivery latency, notify sent → event read on a stream, over ${delivery.latencies.length} deliveries: p50 ${quantile(delivery.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(delivery.latencies, 0.99).toFixed(1)} ms, max ${(delivery.latencies.at(-1) ?? 0).toFixed(1)} ms.`,
      );
    }
    console.log(`\n${lines.join('\n')}\n`);
  } finally {
    for (const r of readers) r.abort();
    await notifier?.end().catch(() => {});
    server.child.kill('SIGTERM');
    await sleep(1500);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await scratch?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
