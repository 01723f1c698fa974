import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { VISITOR_PAGE_LOADERS } from './visitor-page-loaders';

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

/** A route's parameters as the router hands them over (page-loader-types.ts checks each page's). */
export type RouteParams = Record<string, string>;

/** Each page of a set of loaders, by its module, downloaded on first use. */
export function lazyPages<Page extends string>(loaders: Record<Page, () => Promise<unknown>>) {
  return Object.fromEntries(
    Object.entries(loaders).map(([page, load]) => [
      page,
      lazyPage(load as () => Promise<ComponentType<RouteParams>>),
    ]),
  ) as Record<Page, LazyPage<RouteParams>>;
}

/**
 * The signed-in frame and its routes, with the member pages' loaders (member-pages.ts):
 * visitors on the landing page never download it.
 */
export const MemberRoutes = lazyPage(() => import('./member-routes').then((m) => m.MemberRoutes));

/** The pages a visitor can open (landing, sign-in, the e-mailed links' pages). */
export const VISITOR_PAGES = lazyPages(VISITOR_PAGE_LOADERS);
