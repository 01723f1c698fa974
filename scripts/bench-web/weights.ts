import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The page-weight budgets, gzip bytes of JavaScript. */
export const WEIGHT_BUDGETS = { landingJs: 100 * 1024, routeJs: 200 * 1024 };

/** One entry of Vite's `.vite/manifest.json`, keyed by source path relative to client/. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A route and the page module the router loads for it (relative to client/). */
export interface RouteModule {
  name: string;
  path: string;
  page: string;
  /** Visitor pages load without the member frame. */
  visitor?: boolean;
}

/** The signed-in frame, loaded lazily beside every member page. */
const MEMBER_SHELL = 'src/app/member-routes.tsx';

export interface RouteWeight extends RouteModule {
  jsGzip: number;
  cssGzip: number;
  files: number;
  budget: number;
}

/** Every route of client/src/app/router.tsx, with the page module it loads lazily. */
export const ROUTES: RouteModule[] = [
  {
    name: 'Landing (visitor)',
    path: '/',
    page: 'src/features/landing/landing-page.tsx',
    visitor: true,
  },
  { name: 'Sign in', path: '/sign-in', page: 'src/features/auth/sign-in-page.tsx', visitor: true },
  { name: 'Dashboard', path: '/', page: 'src/features/dashboard/dashboard-page.tsx' },
  { name: 'Calendar', path: '/calendar', page: 'src/features/calendar/calendar-page.tsx' },
  {
    name: 'Discussions',
    path: '/discussions',
    page: 'src/features/discussions/discussions-page.tsx',
  },
  {
    name: 'A discussion',
    path: '/discussions/:id',
    page: 'src/features/discussions/discussion-detail-page.tsx',
  },
  { name: 'Members', path: '/members', page: 'src/features/members/members-page.tsx' },
  { name: 'Messages', path: '/messages', page: 'src/features/messages/messages-page.tsx' },
  { name: 'A thread', path: '/messages/:id', page: 'src/features/messages/thread-page.tsx' },
  { name: 'Jobs', path: '/jobs', page: 'src/features/jobs/jobs-page.tsx' },
  { name: 'Resources', path: '/resources', page: 'src/features/resources/resources-page.tsx' },
  { name: 'Gallery', path: '/gallery', page: 'src/features/gallery/gallery-page.tsx' },
  { name: 'Edit profile', path: '/profile', page: 'src/features/profile/profile-page.tsx' },
  { name: 'About', path: '/about', page: 'src/features/about/about-page.tsx' },
];

/** Chunks a browser must fetch before `key` runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/**
 * A route's first load as the browser sees it on a cold visit: the entry with its static
 * imports, then (for members) the frame's lazy chunk, and the route's lazy page chunk,
 * each with its own static imports. A page module that is not a lazy chunk of its own
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
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');

  return ROUTES.map((route) => {
    const lazyParts = route.visitor ? [route.page] : [MEMBER_SHELL, route.page];
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
      budget: route.name.startsWith('Landing') ? WEIGHT_BUDGETS.landingJs : WEIGHT_BUDGETS.routeJs,
    };
  });
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
