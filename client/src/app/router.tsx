import { routesFor } from '@shared/routes';
import { Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useAuth } from '@/hooks/use-auth';
import { MemberRoutes, PAGES, preloadPage, type RouteParams } from './pages';
import { RouteBoundary } from './route-boundary';

function VisitorNotFound() {
  return (
    <main id="main-content" className="min-h-screen bg-background">
      <NotFoundPage />
    </main>
  );
}

function VisitorRoutes() {
  const [location] = useLocation();
  return (
    <RouteBoundary location={location} fullScreen>
      <Switch>
        {routesFor('visitor').map(({ page, path }) => {
          const Page = PAGES[page];
          return (
            <Route<RouteParams> key={page} path={path}>
              {(params) => <Page {...params} />}
            </Route>
          );
        })}
        <Route component={VisitorNotFound} />
      </Switch>
    </RouteBoundary>
  );
}

export function AppRouter() {
  const { isLoading, isAuthenticated } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <FullScreenSpinner label="Loading Roundtable" />;
  if (!isAuthenticated) return <VisitorRoutes />;
  // The frame and the page download side by side rather than one after the other
  // (idempotent: a page already fetched or on its way is not fetched again).
  preloadPage(location);
  return (
    <RouteBoundary location={location} fullScreen>
      <MemberRoutes />
    </RouteBoundary>
  );
}
