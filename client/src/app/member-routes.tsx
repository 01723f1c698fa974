import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Toaster } from '@/components/ui/toaster';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { PageFrame } from './page-frame';
import {
  AboutPage,
  CalendarPage,
  DashboardPage,
  DiscussionDetailPage,
  DiscussionsPage,
  GalleryPage,
  JobsPage,
  MembersPage,
  MessagesPage,
  ProfilePage,
  ResourcesPage,
  ThreadPage,
} from './pages';
import { RouteBoundary } from './route-boundary';

/**
 * The signed-in site: the page frame around every member page, and the toasts that member
 * actions raise (visitor pages raise none, so they do not download them).
 */
export function MemberRoutes() {
  const [location] = useLocation();
  return (
    <>
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
      <Toaster />
    </>
  );
}
