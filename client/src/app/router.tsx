import { Redirect, Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AboutPage } from '@/features/about/about-page';
import { SignInPage } from '@/features/auth/sign-in-page';
import { CalendarPage } from '@/features/calendar/calendar-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { DiscussionDetailPage } from '@/features/discussions/discussion-detail-page';
import { DiscussionsPage } from '@/features/discussions/discussions-page';
import { GalleryPage } from '@/features/gallery/gallery-page';
import { JobsPage } from '@/features/jobs/jobs-page';
import { LandingPage } from '@/features/landing/landing-page';
import { MembersPage } from '@/features/members/members-page';
import { MessagesPage } from '@/features/messages/messages-page';
import { ThreadPage } from '@/features/messages/thread-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { ResourcesPage } from '@/features/resources/resources-page';
import { useAuth } from '@/hooks/use-auth';
import { PageFrame } from './page-frame';

function VisitorNotFound() {
  return (
    <main id="main-content" className="min-h-screen bg-background">
      <NotFoundPage />
    </main>
  );
}

function VisitorRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/sign-in" component={SignInPage} />
      <Route component={VisitorNotFound} />
    </Switch>
  );
}

function MemberRoutes() {
  return (
    <PageFrame>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/calendar" component={CalendarPage} />
        <Route path="/discussions" component={DiscussionsPage} />
        <Route path="/discussions/:id">{(params) => <DiscussionDetailPage id={params.id} />}</Route>
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
    </PageFrame>
  );
}

export function AppRouter() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <FullScreenSpinner label="Loading Roundtable" />;
  return isAuthenticated ? <MemberRoutes /> : <VisitorRoutes />;
}
