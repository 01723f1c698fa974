import { safeReturnPath } from '@shared/return-path';
import { routesFor } from '@shared/routes';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Toaster } from '@/components/ui/toaster';
import { useLiveUpdates } from '@/features/live/use-live-updates';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { MEMBER_PAGES } from './member-pages';
import { PageFrame } from './page-frame';
import type { RouteParams } from './pages';
import { RouteBoundary } from './route-boundary';

/**
 * The signed-in site: the page frame around every member page, the toasts that member
 * actions raise (visitor pages raise none, so they do not download them), and the live
 * stream that keeps its pages fresh.
 */
export function MemberRoutes() {
  const [location] = useLocation();
  // One live stream per signed-in tab, for as long as it is signed in.
  useLiveUpdates();
  return (
    <>
      <PageFrame>
        <RouteBoundary location={location}>
          <Switch>
            {routesFor('member').map(({ page, path }) => {
              const Page = MEMBER_PAGES[page];
              return (
                <Route<RouteParams> key={page} path={path}>
                  {/* A new parameter (another thread) mounts the page afresh. */}
                  {(params) => <Page key={params.id} {...params} />}
                </Route>
              );
            })}
            <Route path="/sign-in">
              {/* Just signed in: on to the address opened signed out, if any. */}
              <Redirect
                to={safeReturnPath(new URLSearchParams(window.location.search).get('next') ?? '/')}
                replace
              />
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </RouteBoundary>
      </PageFrame>
      <Toaster />
    </>
  );
}
