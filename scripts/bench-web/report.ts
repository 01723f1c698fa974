import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type PageVitals, VITALS_TARGETS } from './vitals';
import { kib, type RouteWeight } from './weights';

export interface PagesReport {
  weights: RouteWeight[];
  onDemand: { module: string; jsGzip: number }[];
  vitals: PageVitals[] | null;
  machine: string;
  dataSet: string;
  runs: number;
}

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

export function weightMisses(weights: RouteWeight[]) {
  return weights.filter((w) => w.jsGzip > w.ceiling);
}

/** What a route over its ceiling says, and what to do about it. */
export function overCeilingsMessage(over: RouteWeight[]) {
  return (
    `Over their ceilings: ${over.map((w) => `${w.name} (${kib(w.jsGzip)} > ${kib(w.ceiling)})`).join(', ')}.\n` +
    'Split what the page does not need at first paint (a lazy import), or raise the ceiling ' +
    'in scripts/bench-web/js-ceilings.ts with the reason in the commit.'
  );
}

export function vitalsMisses(vitals: PageVitals[]) {
  return vitals.filter(
    (v) => v.median.lcpMs >= VITALS_TARGETS.lcpMs || v.median.tbtMs >= VITALS_TARGETS.tbtMs,
  );
}

function weightsTable(weights: RouteWeight[]) {
  const rows = weights.map(
    (w) =>
      `| ${w.name} | \`${w.path}\` | ${kib(w.jsGzip)} | ${kib(w.cssGzip)} | ${w.files} | ${kib(w.ceiling)} | ${kib(w.goal)} | ${mark(w.jsGzip <= w.goal)} |`,
  );
  return [
    '| route | path | JS (gzip) | CSS (gzip) | files | JS ceiling | goal | goal met |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

function vitalsTable(vitals: PageVitals[]) {
  const rows = vitals.map((v) => {
    const { lcpMs, tbtMs, longTasks, lcpElement, cls } = v.median;
    const all = v.runs.map((r) => `${r.lcpMs}/${r.tbtMs}`).join(', ');
    const ok = lcpMs < VITALS_TARGETS.lcpMs && tbtMs < VITALS_TARGETS.tbtMs;
    return `| ${v.name} | ${lcpMs} ms | ${tbtMs} ms | ${longTasks} | \`${lcpElement}\` | ${cls} | ${all} | ${mark(ok)} |`;
  });
  return [
    '| page | LCP | TBT | long tasks | LCP element | layout shift (CLS) | every run (LCP/TBT ms) | target |',
    '|---|---:|---:|---:|---|---:|---|---|',
    ...rows,
  ].join('\n');
}

/** The generated block of the `## Pages` section. */
export function renderPages(report: PagesReport) {
  const parts = [
    `Measured by \`npm run bench:web\` on ${report.machine}.`,
    '',
    '### First load per route',
    '',
    'JavaScript and CSS a cold visit downloads before the route can draw: the entry and its ' +
      'static imports, the member frame (members only) and the route’s lazy page chunk with ' +
      'theirs; gzip (zlib default level) of the production build. Each route has a ceiling ' +
      '(scripts/bench-web/js-ceilings.ts) that `npm test` holds it to; the goals are landing ' +
      '≤ 100 KB and every member route ≤ 150 KB.',
    '',
    weightsTable(report.weights),
    '',
    'Loaded only on demand: ' +
      report.onDemand.map((c) => `\`${c.module}\` ${kib(c.jsGzip)}`).join(', ') +
      '.',
  ];
  if (report.vitals) {
    parts.push(
      '',
      '### Largest Contentful Paint and Total Blocking Time',
      '',
      `System Chromium, 1280×800, CPU slowed 4x (CDP \`Emulation.setCPUThrottlingRate\`), ` +
        `no network throttling (server on the same machine), ${report.runs} cold visits per ` +
        `page (fresh browser context, empty cache), median by LCP. TBT sums the time every ` +
        `long task ran past 50 ms, from navigation until the page had been quiet (no network, ` +
        `no long task) for 1 s. Data set: ${report.dataSet}. Targets: LCP < ` +
        `${VITALS_TARGETS.lcpMs} ms, TBT < ${VITALS_TARGETS.tbtMs} ms.`,
      '',
      vitalsTable(report.vitals),
    );
  }
  return parts.join('\n');
}

const START = '<!-- bench:web results start -->';
const END = '<!-- bench:web results end -->';

/**
 * Writes the block into the `## Pages` section of docs/benchmarks.md between its markers,
 * leaving every other section (and any analysis around the markers) as it is. A missing
 * file or section is created.
 */
export function writePages(path: string, block: string) {
  const generated = `${START}\n${block}\n${END}`;
  let doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + generated + doc.slice(doc.indexOf(END) + END.length);
  } else {
    const heading = doc.search(/^## Pages\s*$/m);
    if (heading === -1) {
      doc = `${doc.trimEnd()}\n\n## Pages\n\n${generated}\n`;
    } else {
      // The section so far (a placeholder) ends at the next `## ` heading.
      const bodyStart = doc.indexOf('\n', heading) + 1;
      const next = doc.slice(bodyStart).search(/^## /m);
      const bodyEnd = next === -1 ? doc.length : bodyStart + next;
      const rest = doc.slice(bodyEnd);
      doc = `${doc.slice(0, bodyStart)}\n${generated}\n${rest ? `\n${rest}` : ''}`;
    }
  }
  writeFileSync(path, doc);
}
