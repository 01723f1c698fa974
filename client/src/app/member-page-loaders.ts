import type { PageLoaders } from './page-loader-types';

/**
 * How the browser downloads each member page, keyed by the route table's `page`. Imported
 * only by the member frame (member-pages.ts), so these loaders and the list of files each
 * page needs travel in the frame's chunk, not in the entry every visitor downloads
 * (decision 068). page-loaders.test.ts checks each import against its key.
 */
export const MEMBER_PAGE_LOADERS = {
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
  'src/features/invitations/invite-page.tsx': () =>
    import('@/features/invitations/invite-page').then((m) => m.InvitePage),
  'src/features/admin/admin-page.tsx': () =>
    import('@/features/admin/admin-page').then((m) => m.AdminPage),
  'src/features/about/about-page.tsx': () =>
    import('@/features/about/about-page').then((m) => m.AboutPage),
} satisfies PageLoaders<'member'>;
