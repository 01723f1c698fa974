import { memberRouteFor, type PageModule } from '@shared/routes';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { PAGE_LOADERS } from './page-loaders';

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

/** A route's parameters as the router hands them over (page-loaders.ts checks each page's). */
export type RouteParams = Record<string, string>;

/** Each page of the route table (shared/routes.ts) by its module, downloaded on first use. */
export const PAGES = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([page, load]) => [
    page,
    lazyPage(load as () => Promise<ComponentType<RouteParams>>),
  ]),
) as Record<PageModule, LazyPage<RouteParams>>;

/**
 * Fetches the member page at `path` ahead of its render (a nav link hovered or focused,
 * or the first render after sign-in); a failure is retried when the route renders.
 */
export function preloadPage(path: string) {
  const route = memberRouteFor(path);
  if (!route) return;
  PAGES[route.page].preload().catch(() => {});
}
