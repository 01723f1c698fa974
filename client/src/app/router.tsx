import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { useAuth } from '@/hooks/use-auth';
import { PageFrame } from './page-frame';
import {
  AboutPage,
  CalendarPage,
  DashboardPage,
  DiscussionDetailPage,
  DiscussionsPage,
  GalleryPage,
  JobsPage,
  LandingPage,
  MembersPage,
  MessagesPage,
  ProfilePage,
  ResourcesPage,
  SignInPage,
  ThreadPage,
} from './pages';
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

function MemberRoutes() {
  const [location] = useLocation();
  return (
    <PageFrame>
      <RouteBoundary location={location}>
        <Switch>
          <Route path="/" component={DashboardPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/calendar" component={CalendarPage} />
          <Route path="/discussions" component={DiscussionsPage} />
          <Route path="/discussions/:id">
            {(params) => <DiscussionDetailPage id={params.id} />}
          </Route>
          <Route path="/members" component={MembersPage} />
          <Route path="/messages" component={MessagesPage} />
          <Route path="/messages/:threadId">
            {(params) => <ThreadPage key={params.threadId} id={params.threadId} />}
          </Route>
          <Route path="/jobs" component={JobsPage} />
          <Route path="/resources" component={ResourcesPage} />
          <Route path="/gallery" component={GalleryPage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/sign-in">
            <Redirect to="/" replace />
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </RouteBoundary>
    </PageFrame>
  );
}

export function AppRouter() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <FullScreenSpinner label="Loading Roundtable" />;
  return isAuthenticated ? <MemberRoutes /> : <VisitorRoutes />;
}
