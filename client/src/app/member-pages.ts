import { memberRouteFor } from '@shared/routes';
import { MEMBER_PAGE_LOADERS } from './member-page-loaders';
import { lazyPages } from './pages';

/** Each member page of the route table, in the member frame's chunk (decision 068). */
export const MEMBER_PAGES = lazyPages(MEMBER_PAGE_LOADERS);

/**
 * Fetches the member page at `path` ahead of its render (a nav link hovered or focused);
 * a failure is retried when the route renders. Callers that do not wait may drop the
 * promise: its failure is already handled here.
 */
export function preloadPage(path: string): Promise<unknown> {
  const route = memberRouteFor(path);
  if (!route) return Promise.resolve();
  const loading = MEMBER_PAGES[route.page].preload();
  loading.catch(() => {});
  return loading;
}
