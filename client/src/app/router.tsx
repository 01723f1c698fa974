import { Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useAuth } from '@/hooks/use-auth';
import { LandingPage, MemberRoutes, preloadPage, SignInPage } from './pages';
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
        <Route path="/" component={LandingPage} />
        <Route path="/sign-in" component={SignInPage} />
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
