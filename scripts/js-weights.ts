// `npm test`'s page-weight check: every route's first-load JavaScript (gzip) from the
// production build in dist/client against its ceiling (scripts/bench-web/js-ceilings.ts).
// Deterministic, no browser: the same build always weighs the same.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { weightMisses } from './bench-web/report';
import { kib, type Manifest, routeWeights } from './bench-web/weights';

const outDir = resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(
  readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const weights = routeWeights(outDir, manifest);
for (const w of weights) {
  const mark = w.jsGzip > w.budget ? 'OVER' : w.jsGzip <= w.goal ? 'goal met' : '';
  console.log(
    `${w.name.padEnd(24)} ${kib(w.jsGzip).padStart(9)} of ${kib(w.budget).padStart(9)}  ${mark}`,
  );
}
const over = weightMisses(weights);
if (over.length > 0) {
  console.error(
    `\nOver their ceilings: ${over.map((w) => `${w.name} (${kib(w.jsGzip)} > ${kib(w.budget)})`).join(', ')}.` +
      '\nSplit what the page does not need at first paint (a lazy import), or raise the ' +
      'ceiling in scripts/bench-web/js-ceilings.ts with the reason in the commit.',
  );
  process.exit(1);
}
