/**
 * Which lazy page module the client's router (client/src/app/router.tsx and
 * member-routes.tsx) loads for each route, read against Vite's build manifest. The server
 * uses it to tell a member's browser, in the page itself, every script the route will
 * need; `npm run bench:web` uses it to weigh each route's first load.
 */

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
export const MEMBER_SHELL = 'src/app/member-routes.tsx';

/** Every route of the client's router, with the page module it loads lazily. */
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
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The manifest key of the entry (index.html). */
export function entryOf(manifest: Manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}

/** Whether a route's path (`/discussions/:id`) matches an address's path. */
export function routeMatches(routePath: string, path: string) {
  const want = routePath.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  if (have.length === 1) have.push('');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}
