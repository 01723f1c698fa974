import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryOf, type Manifest, staticClosure } from '../../server/features/site/route-modules';
import { firstPaintModules, MEMBER_SHELL, ROUTES, type RouteEntry } from '../../shared/routes';
import { JS_CEILINGS_KB, JS_GOALS_KB } from './js-ceilings';

export type { Manifest } from '../../server/features/site/route-modules';

export interface RouteWeight extends RouteEntry {
  jsGzip: number;
  cssGzip: number;
  files: number;
  /** The route's ceiling (js-ceilings.ts), gzip bytes: over it, `npm test` fails. */
  ceiling: number;
  /** Issue 35's goal for the route, gzip bytes. */
  goal: number;
}

/**
 * A route's first load as the browser sees it on a cold visit: the entry with its static
 * imports, then (for members) the frame's lazy chunk, and the route's lazy page chunk,
 * each with its own static imports, and the lazy parts it loads as it first paints
 * (`firstPaint`). A page module that is not a lazy chunk of its own
 * means the route is not split, which is reported as an error.
 */
export function routeWeights(outDir: string, manifest: Manifest): RouteWeight[] {
  const gzipped = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const entry = entryOf(manifest);

  return ROUTES.map((route) => {
    const pageParts = firstPaintModules(route);
    const lazyParts = route.access === 'visitor' ? pageParts : [MEMBER_SHELL, ...pageParts];
    const chunks = staticClosure(manifest, entry);
    for (const part of lazyParts) {
      if (!manifest[part]?.isDynamicEntry) {
        throw new Error(`${part} (${route.name}) is not a lazy chunk of its own`);
      }
      staticClosure(manifest, part, chunks);
    }
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of chunks) {
      js.add(manifest[key].file);
      for (const file of manifest[key].css ?? []) css.add(file);
    }
    const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gzipOf(f), 0);
    return {
      ...route,
      jsGzip: sum(js),
      cssGzip: sum(css),
      files: js.size + css.size,
      ceiling: ceilingOf(route.name) * 1024,
      goal: (route.name.startsWith('Landing') ? JS_GOALS_KB.landing : JS_GOALS_KB.member) * 1024,
    };
  });
}

function ceilingOf(name: string) {
  const ceiling = JS_CEILINGS_KB[name];
  if (ceiling === undefined) {
    throw new Error(`${name} has no JavaScript ceiling in scripts/bench-web/js-ceilings.ts`);
  }
  return ceiling;
}

/** The build's manifest, which Vite writes beside its files. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A route's line in the console reports (`npm test`, `npm run bench:web`). */
export function weightLine(w: RouteWeight) {
  const mark =
    w.jsGzip > w.ceiling
      ? `  OVER its ${kib(w.ceiling)} ceiling`
      : w.jsGzip <= w.goal
        ? '  goal met'
        : '';
  return `  ${w.name.padEnd(24)} JS ${kib(w.jsGzip).padStart(9)}  CSS ${kib(w.cssGzip)}${mark}`;
}

/** Chunks that only some routes load on demand (Uppy, the photo viewer…), for the report. */
export function onDemandChunks(outDir: string, manifest: Manifest) {
  const pages = new Set([MEMBER_SHELL, ...ROUTES.map((r) => r.page)]);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !pages.has(key))
    .map(([key, chunk]) => ({
      module: key,
      jsGzip: gzipSync(readFileSync(join(outDir, chunk.file))).length,
    }));
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
