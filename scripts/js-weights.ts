// `npm test`'s page-weight check: every route's first-load JavaScript (gzip) from the
// production build in dist/client against its ceiling (scripts/bench-web/js-ceilings.ts).
// Deterministic, no browser: the same build always weighs the same.
import { resolve } from 'node:path';
import { overCeilingsMessage, weightMisses } from './bench-web/report';
import { readManifest, routeWeights, weightLine } from './bench-web/weights';

const outDir = resolve(import.meta.dirname, '../dist/client');
const weights = routeWeights(outDir, readManifest(outDir));
for (const w of weights) console.log(weightLine(w));
const over = weightMisses(weights);
if (over.length > 0) {
  console.error(`\n${overCeilingsMessage(over)}`);
  process.exit(1);
}
