import { signInPathFor } from '@shared/return-path';
import { routesFor } from '@shared/routes';
import { lazy, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/lib/config';
import { MemberRoutes, type RouteParams, VISITOR_PAGES } from './pages';
import { RouteBoundary } from './route-boundary';

function VisitorNotFound() {
  return (
    <main id="main-content" className="min-h-screen bg-background">
      <NotFoundPage />
    </main>
  );
}

/**
 * A member address opened signed out (a shared link) goes to sign-in, which comes back
 * here afterwards (spec-notes: a shared link must not end at a 404).
 */
function SignInFirst() {
  const { config, isSettled } = useConfig();
  const { pathname, search, hash } = window.location;
  const here = `${pathname}${search}${hash}`;
  const toProvider = isSettled && config.signIn === 'provider';
  useEffect(() => {
    // The provider's sign-in is a full navigation; /api/login keeps the way back.
    if (toProvider) window.location.replace(`/api/login?next=${encodeURIComponent(here)}`);
  }, [toProvider, here]);
  if (!isSettled || toProvider) return <FullScreenSpinner label="Loading Roundtable" />;
  return <Redirect to={signInPathFor(here)} replace />;
}

/** Member paths a visitor may not see; "/" is the landing page for them. */
const MEMBER_ONLY_PATHS = [
  ...new Set(
    routesFor('member')
      .map(({ path }) => path)
      .filter((path) => !routesFor('visitor').some((visitor) => visitor.path === path)),
  ),
];

/** Pages that sign someone in: the member frame downloads while the visitor fills them in. */
const SIGNS_IN = new Set(['/sign-in', '/setup']);

function VisitorRoutes() {
  const [location] = useLocation();
  // The frame carries the member pages' loaders (decision 068): fetched here, it is ready
  // when the sign-in answers, and the first member page starts downloading at once.
  const signsIn = SIGNS_IN.has(location);
  useEffect(() => {
    if (signsIn) MemberRoutes.preload().catch(() => {});
  }, [signsIn]);
  return (
    <RouteBoundary location={location} fullScreen>
      <Switch>
        {routesFor('visitor').map(({ page, path }) => {
          const Page = VISITOR_PAGES[page];
          return (
            <Route<RouteParams> key={page} path={path}>
              {(params) => <Page {...params} />}
            </Route>
          );
        })}
        {MEMBER_ONLY_PATHS.map((path) => (
          <Route key={path} path={path} component={SignInFirst} />
        ))}
        <Route component={VisitorNotFound} />
      </Switch>
    </RouteBoundary>
  );
}

/**
 * The pages our e-mails link to, the same for a visitor and a member: a link may be opened
 * in either state, and a page that signs someone in (reset, confirm) stays mounted while
 * the sign-in state changes under it, so its one-time link is not sent twice.
 */
const EITHER_STATE = routesFor('any');
const eitherStateRoute = (location: string) =>
  EITHER_STATE.find(({ path }) => path === location.replace(/\/+$/, ''));

function EitherStatePage({
  location,
  page,
}: {
  location: string;
  page: (typeof EITHER_STATE)[number]['page'];
}) {
  const Page = VISITOR_PAGES[page];
  return (
    <RouteBoundary location={location} fullScreen>
      <Page />
    </RouteBoundary>
  );
}

/** An applicant's only page (issue 21): loaded when someone who is not yet a member signs in. */
const MembershipPage = lazy(() =>
  import('@/features/membership/membership-page').then((m) => ({ default: m.MembershipPage })),
);

export function AppRouter() {
  const { isLoading, isAuthenticated, user } = useAuth();
  const [location] = useLocation();
  const eitherState = eitherStateRoute(location);
  if (eitherState) return <EitherStatePage location={location} page={eitherState.page} />;
  if (isLoading) return <FullScreenSpinner label="Loading Roundtable" />;
  if (!isAuthenticated) return <VisitorRoutes />;
  // An applicant, or a declined one, sees their application at every address: the server
  // refuses them everything else.
  if (user && user.membership !== 'active') {
    return (
      <RouteBoundary location={location} fullScreen>
        <MembershipPage />
      </RouteBoundary>
    );
  }
  return (
    <RouteBoundary location={location} fullScreen>
      <MemberRoutes />
    </RouteBoundary>
  );
}
