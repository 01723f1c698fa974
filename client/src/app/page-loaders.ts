import type { PageModule, PageProps } from '@shared/routes';
import type { ComponentType } from 'react';

/** Each page's loader: a component taking its route's parameters (`/messages/:id` → `id`). */
type PageLoaders = { [M in PageModule]: () => Promise<ComponentType<PageProps[M]>> };

/**
 * How the browser downloads each page of the route table (shared/routes.ts), keyed by the
 * table's `page`. The imports must be written out for Vite to split each page into a chunk of
 * its own, so they live here and not in the table, which the server loads too. The type
 * refuses a missing or unknown key; page-loaders.test.ts also checks each import against its key.
 */
export const PAGE_LOADERS = {
  'src/features/landing/landing-page.tsx': () =>
    import('@/features/landing/landing-page').then((m) => m.LandingPage),
  'src/features/auth/sign-in-page.tsx': () =>
    import('@/features/auth/sign-in-page').then((m) => m.SignInPage),
  'src/features/setup/setup-page.tsx': () =>
    import('@/features/setup/setup-page').then((m) => m.SetupPage),
  'src/features/auth/forgot-password-page.tsx': () =>
    import('@/features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  'src/features/auth/reset-password-page.tsx': () =>
    import('@/features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  'src/features/membership/join-page.tsx': () =>
    import('@/features/membership/join-page').then((m) => m.JoinPage),
  'src/features/auth/verify-email-page.tsx': () =>
    import('@/features/auth/verify-email-page').then((m) => m.VerifyEmailPage),
  'src/features/dashboard/dashboard-page.tsx': () =>
    import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  'src/features/calendar/calendar-page.tsx': () =>
    import('@/features/calendar/calendar-page').then((m) => m.CalendarPage),
  'src/features/discussions/discussions-page.tsx': () =>
    import('@/features/discussions/discussions-page').then((m) => m.DiscussionsPage),
  'src/features/discussions/discussion-detail-page.tsx': () =>
    import('@/features/discussions/discussion-detail-page').then((m) => m.DiscussionDetailPage),
  'src/features/members/members-page.tsx': () =>
    import('@/features/members/members-page').then((m) => m.MembersPage),
  'src/features/members/member-profile-page.tsx': () =>
    import('@/features/members/member-profile-page').then((m) => m.MemberProfilePage),
  'src/features/messages/messages-page.tsx': () =>
    import('@/features/messages/messages-page').then((m) => m.MessagesPage),
  'src/features/messages/thread-page.tsx': () =>
    import('@/features/messages/thread-page').then((m) => m.ThreadPage),
  'src/features/notifications/notifications-page.tsx': () =>
    import('@/features/notifications/notifications-page').then((m) => m.NotificationsPage),
  'src/features/bookmarks/saved-page.tsx': () =>
    import('@/features/bookmarks/saved-page').then((m) => m.SavedPage),
  'src/features/jobs/jobs-page.tsx': () =>
    import('@/features/jobs/jobs-page').then((m) => m.JobsPage),
  'src/features/resources/resources-page.tsx': () =>
    import('@/features/resources/resources-page').then((m) => m.ResourcesPage),
  'src/features/gallery/gallery-page.tsx': () =>
    import('@/features/gallery/gallery-page').then((m) => m.GalleryPage),
  'src/features/search/search-page.tsx': () =>
    import('@/features/search/search-page').then((m) => m.SearchPage),
  'src/features/profile/profile-page.tsx': () =>
    import('@/features/profile/profile-page').then((m) => m.ProfilePage),
  'src/features/account/account-page.tsx': () =>
    import('@/features/account/account-page').then((m) => m.AccountPage),
  'src/features/notifications/preferences-page.tsx': () =>
    import('@/features/notifications/preferences-page').then((m) => m.NotificationPreferencesPage),
  'src/features/notifications/unsubscribe-page.tsx': () =>
    import('@/features/notifications/unsubscribe-page').then((m) => m.UnsubscribePage),
  'src/features/invitations/invite-page.tsx': () =>
    import('@/features/invitations/invite-page').then((m) => m.InvitePage),
  'src/features/admin/admin-page.tsx': () =>
    import('@/features/admin/admin-page').then((m) => m.AdminPage),
  'src/features/about/about-page.tsx': () =>
    import('@/features/about/about-page').then((m) => m.AboutPage),
} satisfies PageLoaders;
