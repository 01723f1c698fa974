import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

export interface LazyPage<P> extends LazyExoticComponent<ComponentType<P>> {
  /** Starts the download now (a nav link hovered or focused); safe to call repeatedly. */
  preload: () => Promise<unknown>;
}

/**
 * A page downloaded on its first visit, so each route's code (Uppy, the calendar grid,
 * the photo viewer…) stays out of every other route's first load.
 */
function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const { Component, preload } = lazyComponent(load);
  return Object.assign(Component, { preload });
}

/** The signed-in frame and its routes: visitors on the landing page never download it. */
export const MemberRoutes = lazyPage(() => import('./member-routes').then((m) => m.MemberRoutes));

export const LandingPage = lazyPage(() =>
  import('@/features/landing/landing-page').then((m) => m.LandingPage),
);
export const SignInPage = lazyPage(() =>
  import('@/features/auth/sign-in-page').then((m) => m.SignInPage),
);
export const DashboardPage = lazyPage(() =>
  import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
);
export const AboutPage = lazyPage(() =>
  import('@/features/about/about-page').then((m) => m.AboutPage),
);
export const CalendarPage = lazyPage(() =>
  import('@/features/calendar/calendar-page').then((m) => m.CalendarPage),
);
export const DiscussionsPage = lazyPage(() =>
  import('@/features/discussions/discussions-page').then((m) => m.DiscussionsPage),
);
export const DiscussionDetailPage = lazyPage(() =>
  import('@/features/discussions/discussion-detail-page').then((m) => m.DiscussionDetailPage),
);
export const MembersPage = lazyPage(() =>
  import('@/features/members/members-page').then((m) => m.MembersPage),
);
export const MessagesPage = lazyPage(() =>
  import('@/features/messages/messages-page').then((m) => m.MessagesPage),
);
export const ThreadPage = lazyPage(() =>
  import('@/features/messages/thread-page').then((m) => m.ThreadPage),
);
export const JobsPage = lazyPage(() => import('@/features/jobs/jobs-page').then((m) => m.JobsPage));
export const ResourcesPage = lazyPage(() =>
  import('@/features/resources/resources-page').then((m) => m.ResourcesPage),
);
export const GalleryPage = lazyPage(() =>
  import('@/features/gallery/gallery-page').then((m) => m.GalleryPage),
);
export const ProfilePage = lazyPage(() =>
  import('@/features/profile/profile-page').then((m) => m.ProfilePage),
);

/** The page each top-bar link opens, for preloading on hover and focus. */
const PAGE_BY_HREF: Record<string, Pick<LazyPage<never>, 'preload'>> = {
  '/': DashboardPage,
  '/about': AboutPage,
  '/calendar': CalendarPage,
  '/discussions': DiscussionsPage,
  '/members': MembersPage,
  '/messages': MessagesPage,
  '/jobs': JobsPage,
  '/resources': ResourcesPage,
  '/gallery': GalleryPage,
  '/profile': ProfilePage,
};

function memberPageFor(path: string) {
  if (path.startsWith('/discussions/')) return DiscussionDetailPage;
  if (path.startsWith('/messages/')) return ThreadPage;
  return PAGE_BY_HREF[path];
}

/**
 * Fetches the member page at `path` ahead of its render (a nav link hovered or focused,
 * or the first render after sign-in); a failure is retried when the route renders.
 */
export function preloadPage(path: string) {
  memberPageFor(path)
    ?.preload()
    .catch(() => {});
}
