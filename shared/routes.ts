/**
 * The route table: every page of the site, read by the client's router
 * (client/src/app/router.tsx, member-routes.tsx), the top bar's nav (client/src/app/nav.ts),
 * the server's member preloads (server/features/site/member-preloads.ts) and
 * `npm run bench:web`. A new page is one entry here plus its loader in
 * client/src/app/visitor-page-loaders.ts or member-page-loaders.ts (a test fails when
 * either is missing).
 *
 * Imports nothing, so the browser and the server both load it as is.
 */

export interface RouteEntry {
  /** The route's name in reports (`npm run bench:web`, docs/benchmarks.md). */
  name: string;
  /** The path pattern, wouter's syntax: `/discussions/:id`. */
  path: string;
  /**
   * The page module the router loads lazily, relative to client/: the key of its chunk in
   * Vite's build manifest, which the server reads for preloads.
   */
  page: string;
  /**
   * Visitor pages render without the member frame; member pages inside it. `any` pages
   * (the links we e-mail: forgot password, reset, confirm an address) render without the
   * frame whether or not someone is signed in, since a link may be opened in either state.
   */
  access: 'visitor' | 'member' | 'any';
  /**
   * Lazy parts the page loads as it first paints, beside it (the admin console's Members
   * tab): the server names them in the page's preloads, so they download with the page
   * instead of after it, and `npm test` counts them in the route's weight.
   */
  firstPaint?: readonly string[];
  /** The label of the page's link in the signed-in top bar; the bar lists them in table order. */
  nav?: string;
}

/** Every route, in the order the nav shows its links. */
export const ROUTES = [
  {
    name: 'Landing (visitor)',
    path: '/',
    page: 'src/features/landing/landing-page.tsx',
    access: 'visitor',
  },
  {
    name: 'Sign in',
    path: '/sign-in',
    page: 'src/features/auth/sign-in-page.tsx',
    access: 'visitor',
  },
  {
    name: 'Set up',
    path: '/setup',
    page: 'src/features/setup/setup-page.tsx',
    access: 'visitor',
  },
  {
    name: 'Forgot password',
    path: '/forgot-password',
    page: 'src/features/auth/forgot-password-page.tsx',
    access: 'any',
  },
  {
    name: 'Reset password',
    path: '/reset-password',
    page: 'src/features/auth/reset-password-page.tsx',
    access: 'any',
  },
  {
    name: 'Confirm e-mail address',
    path: '/verify-email',
    page: 'src/features/auth/verify-email-page.tsx',
    access: 'any',
  },
  {
    name: 'Join by invitation',
    path: '/join',
    page: 'src/features/membership/join-page.tsx',
    access: 'any',
  },
  {
    name: 'Unsubscribe',
    path: '/unsubscribe',
    page: 'src/features/notifications/unsubscribe-page.tsx',
    access: 'any',
  },
  {
    name: 'Dashboard',
    path: '/',
    page: 'src/features/dashboard/dashboard-page.tsx',
    access: 'member',
    nav: 'Dashboard',
  },
  {
    name: 'Calendar',
    path: '/calendar',
    page: 'src/features/calendar/calendar-page.tsx',
    access: 'member',
    nav: 'Calendar',
  },
  {
    name: 'Discussions',
    path: '/discussions',
    page: 'src/features/discussions/discussions-page.tsx',
    access: 'member',
    nav: 'Discussions',
  },
  {
    name: 'A discussion',
    path: '/discussions/:id',
    page: 'src/features/discussions/discussion-detail-page.tsx',
    access: 'member',
  },
  {
    name: 'Members',
    path: '/members',
    page: 'src/features/members/members-page.tsx',
    access: 'member',
    nav: 'Members',
  },
  {
    name: 'A member',
    path: '/members/:id',
    page: 'src/features/members/member-profile-page.tsx',
    access: 'member',
  },
  {
    name: 'Messages',
    path: '/messages',
    page: 'src/features/messages/messages-page.tsx',
    access: 'member',
  },
  {
    name: 'A thread',
    path: '/messages/:id',
    page: 'src/features/messages/thread-page.tsx',
    access: 'member',
  },
  {
    name: 'Notifications',
    path: '/notifications',
    page: 'src/features/notifications/notifications-page.tsx',
    access: 'member',
  },
  {
    name: 'Saved',
    path: '/saved',
    page: 'src/features/bookmarks/saved-page.tsx',
    access: 'member',
  },
  {
    name: 'Jobs',
    path: '/jobs',
    page: 'src/features/jobs/jobs-page.tsx',
    access: 'member',
    nav: 'Jobs',
  },
  {
    name: 'Resources',
    path: '/resources',
    page: 'src/features/resources/resources-page.tsx',
    access: 'member',
    nav: 'Resources',
  },
  {
    name: 'Gallery',
    path: '/gallery',
    page: 'src/features/gallery/gallery-page.tsx',
    access: 'member',
    nav: 'Gallery',
  },
  {
    name: 'Search results',
    path: '/search',
    page: 'src/features/search/search-page.tsx',
    access: 'member',
  },
  {
    name: 'Edit profile',
    path: '/profile',
    page: 'src/features/profile/profile-page.tsx',
    access: 'member',
  },
  {
    name: 'Account settings',
    path: '/account',
    page: 'src/features/account/account-page.tsx',
    access: 'member',
  },
  {
    name: 'E-mail notifications',
    path: '/settings/notifications',
    page: 'src/features/notifications/preferences-page.tsx',
    access: 'member',
  },
  {
    name: 'Invite people',
    path: '/invite',
    page: 'src/features/invitations/invite-page.tsx',
    access: 'member',
  },
  {
    name: 'Admin',
    path: '/admin',
    page: 'src/features/admin/admin-page.tsx',
    firstPaint: ['src/features/admin/members-section.tsx'],
    access: 'member',
  },
  {
    name: 'About',
    path: '/about',
    page: 'src/features/about/about-page.tsx',
    access: 'member',
    nav: 'About',
  },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof ROUTES)[number];

/** The manifest key of a page module in the table. */
export type PageModule = Route['page'];

/** The parameters a path pattern names: `/messages/:id` → `{ id: string }`. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The props of the page at each module: the parameters of its route's path. */
export type PageProps = { [R in Route as R['page']]: ParamsOf<R['path']> };

/** The modules a route's first paint runs beyond the entry (and the frame): its page, then its `firstPaint` parts. */
export function firstPaintModules(route: RouteEntry): string[] {
  return [route.page, ...(route.firstPaint ?? [])];
}

/** The signed-in frame, loaded lazily beside every member page. */
export const MEMBER_SHELL = 'src/app/member-routes.tsx';

/** The routes of one kind, in table order. */
export function routesFor<Access extends RouteEntry['access']>(
  access: Access,
): Extract<Route, { access: Access }>[] {
  return ROUTES.filter(
    (route): route is Extract<Route, { access: Access }> => route.access === access,
  );
}

/** The signed-in top bar's links (spec §2 Page frame), in table order. */
export const NAV_LINKS: readonly { href: string; label: string }[] = ROUTES.flatMap((route) =>
  'nav' in route ? [{ href: route.path, label: route.nav }] : [],
);

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

/** The member route an address's path opens, if any. */
export function memberRouteFor(path: string): Extract<Route, { access: 'member' }> | undefined {
  return routesFor('member').find((route) => routeMatches(route.path, path));
}
